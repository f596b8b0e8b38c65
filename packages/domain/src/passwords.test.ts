import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  changePasswordProblem,
  missingPasswordRules,
  PASSWORD_PATTERN,
  passwordChecklist,
} from './passwords';

const metIds = (password: string) =>
  passwordChecklist(password)
    .filter((rule) => rule.met)
    .map((rule) => rule.id);

describe('passwordChecklist (the five sign-up rules)', () => {
  it.each([
    ['', []],
    ['abcdefgh', ['length', 'lowercase']],
    ['ABCDEFGH', ['length', 'uppercase']],
    ['12345678', ['length', 'number']],
    ['Ab1!', ['uppercase', 'lowercase', 'number', 'symbol']],
    ['Abcdef1!', ['length', 'uppercase', 'lowercase', 'number', 'symbol']],
    ['Abcdefg1-', ['length', 'uppercase', 'lowercase', 'number']],
  ])('%s meets %j', (password, expected) => {
    expect(metIds(password)).toEqual(expected);
  });

  it.each(Array.from('!@#$%^&*(),.?":{}|<>'))('%s counts as a symbol', (symbol) => {
    expect(metIds(symbol)).toContain('symbol');
  });

  it('lists the rules in order with their labels', () => {
    expect(passwordChecklist('x').map((rule) => rule.id)).toEqual([
      'length',
      'uppercase',
      'lowercase',
      'number',
      'symbol',
    ]);
    expect(passwordChecklist('x')[0]?.label).toBe('At least 8 characters');
  });
});

describe('missingPasswordRules', () => {
  it("reads 'Missing: ...' with the unmet rules", () => {
    expect(missingPasswordRules('abcdefgh')).toBe(
      'Missing: one uppercase letter, one number, one symbol (!@#$%^&*(),.?":{}|<>)',
    );
    expect(missingPasswordRules('Abcdef1!')).toBeUndefined();
  });
});

describe('changePasswordProblem', () => {
  it.each([
    ['', '', 'Please enter a new password.'],
    ['Abcdef1!', 'Abcdef1?', 'Passwords do not match.'],
    ['Ab1!', 'Ab1!', 'Password must be at least 8 characters long.'],
    ['abcdefg1!', 'abcdefg1!', 'Password must contain uppercase, lowercase, number, and symbol.'],
    ['Abcdefgh!', 'Abcdefgh!', 'Password must contain uppercase, lowercase, number, and symbol.'],
  ])('%j / %j → %s', (password, confirm, message) => {
    expect(changePasswordProblem(password, confirm)).toBe(message);
  });

  it('accepts a good password, and skips the mismatch check without a confirmation', () => {
    expect(changePasswordProblem('Abcdef1!', 'Abcdef1!')).toBeUndefined();
    expect(changePasswordProblem('Abcdef1!')).toBeUndefined();
  });
});

describe('PASSWORD_PATTERN', () => {
  it('with the length, says what the checklist says', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'B', '7', '!', '"', '|', ' ', '-', '\n') }),
        (password) => {
          const documented =
            password.length >= 8 && new RegExp(PASSWORD_PATTERN, 'u').test(password);
          expect(documented).toBe(passwordChecklist(password).every((rule) => rule.met));
        },
      ),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { icon } from './admin-test-utils';
import { displayNameFor, newIconNameProblem } from './useAddIcon';

describe('displayNameFor', () => {
  it('capitalises the words of a snake_case name', () => {
    expect(displayNameFor(' zen_mode ')).toBe('Zen Mode');
    expect(displayNameFor('a__b_')).toBe('A B');
    expect(displayNameFor('')).toBe('');
  });
});

describe('newIconNameProblem', () => {
  const library = [icon({ id: 'beer', category: 'beverage' })];

  it('says nothing about an empty name', () => {
    expect(newIconNameProblem('', '', library)).toBeUndefined();
  });

  it("reports the name's form before a clash", () => {
    expect(newIconNameProblem('Beer', 'beverage', library)).toMatch(/a-z, 0-9 and _/);
  });

  it('reports a name taken as an id, or in the same category', () => {
    expect(newIconNameProblem('beer', 'food', library)).toBe(
      'An icon with this name already exists',
    );
    expect(newIconNameProblem('zen', 'beverage', library)).toBeUndefined();
  });
});

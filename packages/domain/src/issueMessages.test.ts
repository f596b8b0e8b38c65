import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accountUpdateSchema, loginSchema } from './accountSchemas';
import { fieldLabel, issueSentence } from './issueMessages';
import { habitCreateSchema } from './schemas';

/** The sentences of what `schema` refuses in `input`. */
function sentences(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a refusal');
  return result.error.issues.map(issueSentence);
}

const account = { firstName: 'Ada', lastName: 'L', email: 'ada@example.com' };

describe('issueSentence', () => {
  it('names the field and the limit', () => {
    expect(sentences(accountUpdateSchema, { ...account, firstName: 'x'.repeat(500) })).toEqual([
      'First name must be at most 100 characters',
    ]);
    expect(sentences(accountUpdateSchema, { ...account, lastName: '  ' })).toEqual([
      'Last name is required',
    ]);
    expect(sentences(accountUpdateSchema, { lastName: 'L', email: 'ada@example.com' })).toEqual([
      'First name is required',
    ]);
    expect(sentences(accountUpdateSchema, { ...account, firstName: 5 })).toEqual([
      'First name must be text',
    ]);
  });

  it('keeps our own messages', () => {
    expect(sentences(accountUpdateSchema, { ...account, email: 'nope' })).toEqual([
      'Please enter a valid email address',
    ]);
    expect(sentences(loginSchema, { email: '', password: 'x' })).toEqual(['Email is required']);
  });

  it('numbers, choices and whole numbers', () => {
    const base = { name: 'Coffee', goalType: 'number', goalSchedule: 'daily', color: '#3B82F6' };
    expect(sentences(habitCreateSchema, { ...base, icon: 'coffee', dailyGoal: -5 })).toEqual([
      'Number goals are whole numbers, 0 or more',
    ]);
    expect(sentences(habitCreateSchema, { ...base, dailyGoal: 1 })).toEqual(['Icon is required']);
    expect(sentences(z.object({ n: z.number().int().max(9) }), { n: 1.5 })).toEqual([
      'N must be a whole number',
    ]);
    expect(sentences(z.object({ n: z.number().max(9) }), { n: 10 })).toEqual([
      'N must be at most 9',
    ]);
    expect(sentences(z.object({ tier: z.enum(['FREE', 'PREMIUM']) }), { tier: 'GOLD' })).toEqual([
      'Tier must be one of FREE, PREMIUM',
    ]);
    expect(sentences(z.object({ a: z.string() }), 'text')).toEqual([
      'The request body must be a JSON object',
    ]);
    expect(sentences(z.strictObject({}), { extra: 1 })).toEqual(['Unknown field: extra']);
  });
});

describe('fieldLabel', () => {
  it.each([
    [['firstName'], 'First name'],
    [['customTags', 1], 'Custom tag 2'],
    [['weeklyGoals', 'monday'], 'Monday goal'],
    [['note'], 'Note'],
  ])('%j → %s', (path, expected) => {
    expect(fieldLabel(path)).toBe(expected);
  });
});

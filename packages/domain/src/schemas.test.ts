import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  accountUpdateSchema,
  customTagsSchema,
  entryInputSchema,
  hexColorSchema,
  habitCreateSchema,
  habitUpdateSchema,
  iconFileSchema,
  iconUploadRequestSchema,
  isoDateSchema,
  loginSchema,
  noteSchema,
  passwordChangeFormSchema,
  passwordChangeSchema,
  preferencesUpdateSchema,
  signupSchema,
  timezoneSchema,
} from './schemas';

const messages = (schema: z.ZodType, value: unknown): string[] => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('primitives', () => {
  it.each([
    ['2025-03-03', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-3-3', false],
    ['1899-12-31', false],
    ['03/03/2025', false],
  ])('date %s valid: %s', (value, valid) => {
    expect(isoDateSchema.safeParse(value).success).toBe(valid);
  });

  it.each([
    ['#3B82F6', true],
    ['#3b82f6', true],
    ['3B82F6', false],
    ['#3B82F', false],
    ['#3B82F6A', false],
    ['#GGGGGG', false],
  ])('colour %s valid: %s', (value, valid) => {
    expect(hexColorSchema.safeParse(value).success).toBe(valid);
  });

  it('time zones are IANA names', () => {
    expect(timezoneSchema.safeParse('Europe/Berlin').success).toBe(true);
    expect(timezoneSchema.safeParse('Mars/Olympus').success).toBe(false);
  });
});

describe('auth and account', () => {
  const signup = {
    email: ' Ann@Example.com ',
    password: 'Abcdef1!',
    firstName: 'Ann',
    lastName: 'Lee',
  };

  it('sign-up lowercases the email and checks the five password rules', () => {
    expect(signupSchema.parse(signup).email).toBe('ann@example.com');
    expect(messages(signupSchema, { ...signup, password: 'abcdefgh' })).toEqual([
      'Password does not meet requirements',
    ]);
    expect(messages(signupSchema, { ...signup, email: 'not-an-email' })).toEqual([
      'Please enter a valid email address',
    ]);
    expect(signupSchema.safeParse({ ...signup, firstName: '  ' }).success).toBe(false);
  });

  it('login requires the email, lowercases it, and does not check the password rules', () => {
    expect(loginSchema.parse({ email: ' Ann@Example.COM', password: 'x' }).email).toBe(
      'ann@example.com',
    );
    expect(messages(loginSchema, { email: ' ', password: 'x' })).toEqual(['Email is required']);
  });

  it('account update', () => {
    expect(
      accountUpdateSchema.parse({ firstName: ' Ann ', lastName: 'Lee', email: 'A@B.co' }),
    ).toEqual({ firstName: 'Ann', lastName: 'Lee', email: 'a@b.co' });
  });

  it('preferences need a theme or a time zone', () => {
    expect(preferencesUpdateSchema.safeParse({ themePreference: 'dark' }).success).toBe(true);
    expect(messages(preferencesUpdateSchema, {})).toEqual(['Nothing to update']);
  });

  it.each([
    ['', 'Please enter a new password.'],
    ['Ab1!', 'Password must be at least 8 characters long.'],
    ['abcdefgh1!', 'Password must contain uppercase, lowercase, number, and symbol.'],
    ['ABCDEFGH1!', 'Password must contain uppercase, lowercase, number, and symbol.'],
    ['Abcdefgh!', 'Password must contain uppercase, lowercase, number, and symbol.'],
    ['Abcdefgh1', 'Password must contain uppercase, lowercase, number, and symbol.'],
  ])('password change %j → %s', (newPassword, message) => {
    expect(messages(passwordChangeSchema, { newPassword })).toEqual([message]);
  });

  it('password change accepts a strong password', () => {
    expect(passwordChangeSchema.safeParse({ newPassword: 'Abcdef1!' }).success).toBe(true);
  });

  it.each([
    ['', '', 'Please enter a new password.'],
    ['Abcdef1!', 'Abcdef1?', 'Passwords do not match.'],
    ['short', 'short', 'Password must be at least 8 characters long.'],
    ['abcdefgh', 'abcdefgh', 'Password must contain uppercase, lowercase, number, and symbol.'],
  ])('password change form %j / %j → %s', (newPassword, confirmPassword, message) => {
    expect(messages(passwordChangeFormSchema, { newPassword, confirmPassword })).toEqual([message]);
  });

  it('password change form accepts matching strong passwords', () => {
    expect(
      passwordChangeFormSchema.safeParse({ newPassword: 'Abcdef1!', confirmPassword: 'Abcdef1!' })
        .success,
    ).toBe(true);
  });
});

describe('habits', () => {
  const base = { name: 'Coffee', color: '#3B82F6', icon: 'coffee' };
  const week = (value: number | string) => ({
    monday: value,
    tuesday: value,
    wednesday: value,
    thursday: value,
    friday: value,
    saturday: value,
    sunday: value,
  });

  it('refuses a blank name with SPEC’s text', () => {
    expect(
      messages(habitCreateSchema, {
        ...base,
        name: '   ',
        goalType: 'number',
        goalSchedule: 'daily',
        dailyGoal: 1,
      }),
    ).toEqual(['Please enter a habit name']);
  });

  it.each([
    ['daily number', { goalType: 'number', goalSchedule: 'daily', dailyGoal: 0 }, true],
    ['daily number without goal', { goalType: 'number', goalSchedule: 'daily' }, false],
    ['daily number, negative', { goalType: 'number', goalSchedule: 'daily', dailyGoal: -1 }, false],
    [
      'daily number, fraction',
      { goalType: 'number', goalSchedule: 'daily', dailyGoal: 1.5 },
      false,
    ],
    ['daily level', { goalType: 'level', goalSchedule: 'daily', levelGoal: 'none' }, true],
    ['daily level, bad', { goalType: 'level', goalSchedule: 'daily', levelGoal: 'medium' }, false],
    ['daily level without goal', { goalType: 'level', goalSchedule: 'daily' }, false],
    [
      'daily tags',
      { goalType: 'custom_tags', goalSchedule: 'daily', levelGoal: '2', customTags: ['a', 'b'] },
      true,
    ],
    [
      'daily tags, goal past the tags',
      { goalType: 'custom_tags', goalSchedule: 'daily', levelGoal: '3', customTags: ['a', 'b'] },
      false,
    ],
    [
      'daily tags without tags',
      { goalType: 'custom_tags', goalSchedule: 'daily', levelGoal: '1' },
      false,
    ],
    [
      'custom daily number',
      { goalType: 'number', goalSchedule: 'custom_daily', weeklyGoals: week(2) },
      true,
    ],
    ['custom daily without goals', { goalType: 'number', goalSchedule: 'custom_daily' }, false],
    [
      'custom daily number with a level',
      { goalType: 'number', goalSchedule: 'custom_daily', weeklyGoals: week('low') },
      false,
    ],
    ['weekly level', { goalType: 'level', goalSchedule: 'weekly', weeklyGoals: week('low') }, true],
    [
      'weekly level, bad',
      { goalType: 'level', goalSchedule: 'weekly', weeklyGoals: week(1) },
      false,
    ],
    [
      'weekly tags',
      {
        goalType: 'custom_tags',
        goalSchedule: 'weekly',
        weeklyGoals: week('3'),
        customTags: ['a', 'b', 'c'],
      },
      true,
    ],
    [
      'weekly missing a day',
      {
        goalType: 'number',
        goalSchedule: 'weekly',
        weeklyGoals: { ...week(1), sunday: undefined },
      },
      false,
    ],
  ])('%s valid: %s', (_name, fields, valid) => {
    expect(habitCreateSchema.safeParse({ ...base, ...fields }).success).toBe(valid);
  });

  it('custom tags: blanks dropped, then 2 to 4', () => {
    expect(customTagsSchema.parse([' Calm ', '', 'Busy', '  '])).toEqual(['Calm', 'Busy']);
    expect(messages(customTagsSchema, ['Calm', ' '])).toEqual(['Add at least 2 tags']);
    expect(messages(customTagsSchema, ['a', 'b', 'c', 'd', 'e'])).toEqual(['At most 4 tags']);
  });

  it('update: a rename alone, or full settings', () => {
    expect(habitUpdateSchema.safeParse({ name: 'Tea' }).success).toBe(true);
    expect(habitUpdateSchema.safeParse({ name: ' ' }).success).toBe(false);
    expect(habitUpdateSchema.safeParse({ color: '#000000' }).success).toBe(false);
  });
});

describe('entries', () => {
  it('accepts a number entry and trims the note', () => {
    expect(
      entryInputSchema.parse({ date: '2025-03-03', actualValue: 0, note: '  ok ' }),
    ).toMatchObject({
      date: '2025-03-03',
      actualValue: 0,
      note: 'ok',
    });
  });

  it('omits an empty note', () => {
    expect(noteSchema.parse('   ')).toBeUndefined();
    expect(entryInputSchema.parse({ date: '2025-03-03', levelValue: 'low', note: ' ' }).note).toBe(
      undefined,
    );
  });

  it('refuses a negative number with SPEC’s text, and a bad date', () => {
    expect(messages(entryInputSchema, { date: '2025-03-03', actualValue: -1 })).toEqual([
      'Please enter a valid number',
    ]);
    expect(entryInputSchema.safeParse({ date: '2025-02-30', actualValue: 1 }).success).toBe(false);
  });
});

describe('icons', () => {
  it('accepts an SVG up to 1 MiB only', () => {
    const file = { name: 'cup.svg', type: 'image/svg+xml', size: 1_048_576 };
    expect(iconFileSchema.safeParse(file).success).toBe(true);
    expect(messages(iconFileSchema, { ...file, size: 1_048_577 })).toEqual([
      'The file is larger than 1 MB',
    ]);
    expect(iconFileSchema.safeParse({ ...file, name: 'cup.png' }).success).toBe(false);
    expect(iconFileSchema.safeParse({ ...file, type: 'image/png' }).success).toBe(false);
  });

  it('upload requests name the file {name}.svg in a known category', () => {
    expect(
      iconUploadRequestSchema.safeParse({ category: 'beverage', fileName: 'custom_icon.svg' })
        .success,
    ).toBe(true);
    expect(
      iconUploadRequestSchema.safeParse({ category: 'drinks', fileName: 'a.svg' }).success,
    ).toBe(false);
    expect(
      iconUploadRequestSchema.safeParse({ category: 'food', fileName: '../a.svg' }).success,
    ).toBe(false);
  });
});

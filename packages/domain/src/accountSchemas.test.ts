import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  accountUpdateSchema,
  loginSchema,
  passwordChangeFormSchema,
  passwordChangeSchema,
  preferencesUpdateSchema,
  signupSchema,
} from './accountSchemas';

const messages = (schema: z.ZodType, value: unknown): string[] => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

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

  it('preferences take a theme, a time zone, both or neither (an empty update changes nothing)', () => {
    expect(preferencesUpdateSchema.safeParse({ themePreference: 'dark' }).success).toBe(true);
    expect(preferencesUpdateSchema.parse({})).toEqual({});
    expect(messages(preferencesUpdateSchema, { themePreference: 'blue' })).toHaveLength(1);
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

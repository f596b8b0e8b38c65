import { describe, expect, test } from 'vitest';
import {
  apiTokenCreateSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
} from './accountAccess';

describe('account access schemas', () => {
  test('a token has a name and a read or write scope', () => {
    expect(apiTokenCreateSchema.parse({ name: ' script ', scope: 'read' })).toEqual({
      name: 'script',
      scope: 'read',
    });
    expect(apiTokenCreateSchema.safeParse({ name: '', scope: 'read' }).success).toBe(false);
    expect(apiTokenCreateSchema.safeParse({ name: 'x', scope: 'admin' }).success).toBe(false);
  });

  test('a reset asks an email, and a new password by the password rules', () => {
    expect(passwordResetRequestSchema.parse({ email: 'Ann@Example.com' })).toEqual({
      email: 'ann@example.com',
    });
    expect(passwordResetRequestSchema.safeParse({ email: 'nope' }).success).toBe(false);
    expect(
      passwordResetConfirmSchema.safeParse({ token: 't', newPassword: 'N3w!password' }).success,
    ).toBe(true);
    expect(passwordResetConfirmSchema.safeParse({ token: 't', newPassword: 'short' }).success).toBe(
      false,
    );
  });
});

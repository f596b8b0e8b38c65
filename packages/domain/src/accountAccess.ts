/**
 * Where an account can be used from: its signed-in sessions, its personal API tokens, deleting it,
 * and getting back in with a password reset link. Schemas of the calls and the texts they answer.
 */
import { z } from 'zod';
import { storable } from './storableText';
import { LIMITS } from './constants';
import { authResultSchema, emailSchema, passwordChangeSchema } from './accountSchemas';
import { dateTimeSchema } from './schemas';

/** A reset link is valid this long, and used once. */
export const PASSWORD_RESET_VALID_MINUTES = 30;
/**
 * Reset mails to one address per hour, asked from one client address: a stranger asking for
 * someone's reset uses up the allowance of their own client address only, never the owner's.
 */
export const PASSWORD_RESET_MAILS_PER_REQUESTER_HOUR = 3;
/**
 * Reset mails to one address per hour from all client addresses together: only against mail
 * bombing, so high that one stranger (20 requests an hour from a client address) cannot reach it.
 */
export const PASSWORD_RESET_MAILS_PER_HOUR = 50;
/** At most this many reset requests per client address per hour. */
export const PASSWORD_RESET_REQUESTS_PER_HOUR = 20;
/** How many API tokens one account may hold. */
export const API_TOKENS_MAX = 20;
export const API_TOKEN_NAME_MAX = 60;

export const ACCOUNT_TEXTS = {
  lastAdmin: 'Make another administrator first',
  wrongPassword: 'The password is not correct',
  tooManyAttempts: 'Too many attempts, please try again later',
  sessionNotFound: 'Session not found',
  tokenNotFound: 'Token not found',
  tooManyTokens: `An account can hold at most ${String(API_TOKENS_MAX)} API tokens; revoke one first`,
  resetRequested:
    'If an account exists for this address, we sent it a link to choose a new password. The link works once, within 30 minutes.',
  resetLinkInvalid: 'This reset link has expired or was already used; ask for a new one',
  resetNotAvailable: 'Password reset by email is not set up on this server; ask an administrator',
} as const;

/** One signed-in session, as its owner sees it in their list of devices. */
export const sessionSchema = z.object({
  /** A public id: what ends the session; never its secret. */
  id: z.string(),
  createdAt: dateTimeSchema,
  lastSeenAt: dateTimeSchema,
  userAgent: z.string().nullable(),
  /** The session this request was made with. */
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionSchema>;

export const sessionIdInput = z.object({ id: storable(z.string().trim().min(1).max(64)) });

export const endedSessionsSchema = z.object({ ended: z.number().int() });

/**
 * What choosing a new password ended: the account's other sessions (how many) and every one of its
 * API tokens (by name), so its owner sees what must sign in again.
 */
export const endedAccessSchema = z.object({
  sessions: z.number().int(),
  apiTokens: z.array(z.string()),
});
export type EndedAccess = z.infer<typeof endedAccessSchema>;

/** PUT /api/auth/password's answer: SPEC's `success`, and what the new password ended. */
export const passwordChangedSchema = z.object({
  success: z.literal(true),
  ended: endedAccessSchema,
});
export type PasswordChanged = z.infer<typeof passwordChangedSchema>;

export const apiTokenScopeSchema = z.enum(['read', 'write']);
export type ApiTokenScopeName = z.infer<typeof apiTokenScopeSchema>;

export const apiTokenCreateSchema = z.object({
  name: storable(z.string().trim().min(1, 'Name the token').max(API_TOKEN_NAME_MAX)),
  scope: apiTokenScopeSchema,
});
export type ApiTokenCreateInput = z.input<typeof apiTokenCreateSchema>;

/** A token as listed: never its secret. */
export const apiTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scope: apiTokenScopeSchema,
  createdAt: dateTimeSchema,
  lastUsedAt: dateTimeSchema.nullable(),
});
export type ApiTokenInfo = z.infer<typeof apiTokenSchema>;

/** The answer to creating a token: the token itself, shown this once. */
export const createdApiTokenSchema = apiTokenSchema.extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

export const accountDeleteSchema = z.object({
  password: storable(z.string().min(1, 'Password is required').max(LIMITS.passwordMax)),
});
export type AccountDeleteInput = z.input<typeof accountDeleteSchema>;

export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;

export const passwordResetRequestedSchema = z.object({ message: z.string() });

export const passwordResetConfirmSchema = z.object({
  token: storable(z.string().trim().min(1, 'The link has no token').max(100)),
  newPassword: passwordChangeSchema.shape.newPassword,
});
export type PasswordResetConfirmInput = z.input<typeof passwordResetConfirmSchema>;

/** A reset link used: signed in as after a sign-in, with what the new password ended. */
export const passwordResetDoneSchema = authResultSchema.extend({ ended: endedAccessSchema });
export type PasswordResetDone = z.infer<typeof passwordResetDoneSchema>;

/** What the sign-in card may offer on this server. */
export const authOptionsSchema = z.object({
  /** Whether 'Forgot password?' can send a reset link by email. */
  passwordResetByEmail: z.boolean(),
});
export type AuthOptions = z.infer<typeof authOptionsSchema>;

/** An admin's one-time reset link for a user (when the server sends no mail). */
export const adminResetLinkSchema = z.object({ url: z.string(), expiresAt: dateTimeSchema });
export type AdminResetLink = z.infer<typeof adminResetLinkSchema>;

/**
 * Signing up, in and out (namespace `auth`): the calls that start or end a session. Sign-ups and
 * sign-ins are throttled per address and per address-and-email, so passwords can't be guessed in bulk.
 */
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import {
  createUser,
  deleteSession,
  findUserByEmail,
  recordLogin,
  updatePreferences,
} from '@taper/db';
import { authResultSchema, loginSchema, okSchema, signupSchema } from '@taper/domain';
import { authMessages, translate } from '@taper/domain/i18n';
import type { Context } from '../context';
import { isUniqueViolation } from '../db-errors';
import type { PasswordHasher } from '../passwords';
import { presentUser } from '../presenters';
import { startSession } from '../sessions';
import { publicProcedure, sessionProcedure } from '../trpc';

/** The refusal of an email another account has, in the caller's language. */
export function emailTaken(ctx: Context): TRPCError {
  return new TRPCError({
    code: 'CONFLICT',
    message: translate(ctx.locale, authMessages.emailTaken),
  });
}

function invalidLogin(ctx: Context): TRPCError {
  return new TRPCError({
    code: 'UNAUTHORIZED',
    message: translate(ctx.locale, authMessages.invalidLogin),
  });
}

/**
 * Hashed once per hasher, lazily: verifying against it makes an unknown email cost as much as a
 * wrong password, so response times don't reveal which emails have accounts.
 */
const dummyHashes = new WeakMap<PasswordHasher, Promise<string>>();
function dummyHash(hasher: PasswordHasher): Promise<string> {
  let hash = dummyHashes.get(hasher);
  if (!hash) {
    hash = hasher.hash('not-a-real-password-Aa1!');
    dummyHashes.set(hasher, hash);
  }
  return hash;
}

/**
 * Counts the attempt against the address's and the address-and-email's budgets; over either, a 429
 * with `Retry-After`. Answers how to take a successful sign-in's hits back.
 */
async function throttle(
  ctx: Context,
  action: 'login' | 'signup',
  email: string,
): Promise<() => Promise<void>> {
  const result = await ctx.authLimiter.attempt(action, ctx.request.ip, email);
  if (!result.allowed) {
    ctx.responseHeaders['retry-after'] = String(result.retryAfterSeconds);
    throw new TRPCError({
      code: 'TOO_MANY_REQUESTS',
      message: translate(ctx.locale, authMessages.tooManyAttempts),
    });
  }
  return result.succeeded;
}

export const signInProcedures = {
  signup: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/signup',
        tags: ['auth'],
        summary: 'Create an account',
        description:
          "The account's `locale` is the body's, else the best match of the request's " +
          'Accept-Language header among GET /api/locales (q-values honoured, de-AT as de), else en.',
        protect: false,
      },
    })
    .input(signupSchema)
    .output(authResultSchema)
    .mutation(async ({ ctx, input }) => {
      await throttle(ctx, 'signup', input.email);
      if (await findUserByEmail(ctx.db, input.email)) {
        throw emailTaken(ctx);
      }
      const passwordHash = await ctx.passwords.hash(input.password);
      const now = ctx.now();
      let user;
      try {
        user = await createUser(
          ctx.db,
          {
            email: input.email,
            firstName: input.firstName,
            lastName: input.lastName,
            passwordHash,
            timezone: input.timezone ?? 'UTC',
            ...(input.currency === undefined ? {} : { currency: input.currency }),
            // Chosen on the page, else the browser's language (Accept-Language), else English.
            locale: input.locale ?? ctx.locale,
          },
          now,
        );
      } catch (error) {
        // Two sign-ups racing for one email: the unique key decides.
        if (isUniqueViolation(error)) throw emailTaken(ctx);
        throw error;
      }
      await recordLogin(ctx.db, user.id, now);
      const token = await startSession(ctx.db, user.id, now, ctx.request.userAgent);
      return { token, user: presentUser(user) };
    }),

  login: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/login',
        tags: ['auth'],
        summary: 'Sign in',
        protect: false,
      },
    })
    .input(loginSchema)
    .output(authResultSchema)
    .mutation(async ({ ctx, input }) => {
      const email = input.email.toLowerCase();
      const succeeded = await throttle(ctx, 'login', email);
      const user = await findUserByEmail(ctx.db, email);
      if (!user) {
        await ctx.passwords.verify(await dummyHash(ctx.passwords), input.password);
        throw invalidLogin(ctx);
      }
      if (!(await ctx.passwords.verify(user.passwordHash, input.password))) {
        throw invalidLogin(ctx);
      }
      // The right password: this attempt does not use up the wrong-password allowance.
      await succeeded();
      const now = ctx.now();
      await recordLogin(ctx.db, user.id, now);
      const updated =
        input.timezone !== undefined && input.timezone !== user.timezone
          ? await updatePreferences(ctx.db, user.id, { timezone: input.timezone })
          : undefined;
      const token = await startSession(ctx.db, user.id, now, ctx.request.userAgent);
      return { token, user: presentUser(updated ?? user) };
    }),

  logout: sessionProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/logout',
        tags: ['auth'],
        summary: 'Sign out (ends this session)',
      },
    })
    .input(z.void())
    .output(okSchema)
    .mutation(async ({ ctx }) => {
      await deleteSession(ctx.db, ctx.session.id);
      return { success: true as const };
    }),
};

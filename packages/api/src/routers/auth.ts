import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import {
  createUser,
  deleteSession,
  findUserByEmail,
  findUserById,
  recordLogin,
  updatePreferences,
  updateProfile,
} from '@taper/db';
import {
  accountUpdateSchema,
  authResultSchema,
  loginSchema,
  okSchema,
  passwordChangeSchema,
  passwordChangedSchema,
  preferencesUpdateSchema,
  signupSchema,
  currentUserSchema,
  normalizeReminder,
  EMAIL_REMINDER_TEXTS,
} from '@taper/domain';
import { authMessages, translate } from '@taper/domain/i18n';
import type { Context } from '../context';
import { isUniqueViolation } from '../db-errors';
import type { PasswordHasher } from '../passwords';
import { presentCurrentUser, presentUser } from '../presenters';
import { startSession } from '../sessions';
import { rejudgeUserBudgets } from '../services/budget-rejudging';
import { setNewPassword } from '../services/new-password';
import { publicProcedure, router, sessionProcedure } from '../trpc';
import { accountProcedures } from './account';
import { passwordResetProcedures } from './password-reset';

/** The refusal of an email another account has, in the caller's language. */
/** Whether this server sends mail (SMTP_URL): email reminders need it. */
function canMail(ctx: Context): boolean {
  return ctx.mailer !== undefined;
}

function emailTaken(ctx: Context): TRPCError {
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

/** The whole row of the signed-in user (the session carries only what every request needs). */
async function signedInUser(ctx: Context, id: number) {
  const user = await findUserById(ctx.db, id);
  // Deleted since the session was read: treated as signed out.
  if (!user)
    throw new TRPCError({
      code: 'UNAUTHORIZED',
      message: translate(ctx.locale, authMessages.unauthorized),
    });
  return user;
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

export const authRouter = router({
  ...accountProcedures,
  ...passwordResetProcedures,
  me: sessionProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/auth/user',
        tags: ['auth'],
        summary: 'The signed-in user',
        description:
          "With `today`, the user's day (`YYYY-MM-DD`) in their zone by their day end, and " +
          '`todayEndsAt`, the instant it ends: every "today" of the web app is this one.',
      },
    })
    .input(z.void())
    .output(currentUserSchema)
    .query(async ({ ctx }) =>
      presentCurrentUser(await signedInUser(ctx, ctx.user.id), ctx.now(), canMail(ctx)),
    ),

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

  updateProfile: sessionProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/api/auth/user',
        tags: ['auth'],
        summary: 'Update name and email',
      },
    })
    .input(accountUpdateSchema)
    .output(currentUserSchema)
    .mutation(async ({ ctx, input }) => {
      const other = await findUserByEmail(ctx.db, input.email);
      if (other && other.id !== ctx.user.id) throw emailTaken(ctx);
      try {
        const user = await updateProfile(ctx.db, ctx.user.id, input);
        return presentCurrentUser(
          user ?? (await signedInUser(ctx, ctx.user.id)),
          ctx.now(),
          canMail(ctx),
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken(ctx);
        throw error;
      }
    }),

  updatePreferences: sessionProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/api/auth/user',
        tags: ['auth'],
        summary: 'Update theme, time zone, week start, day end, currency and language',
        description:
          "`weekStart` ('monday' or 'sunday') is the calendars' first column and the week blocks' " +
          'first day; `dayEndsAtHour` (0 = midnight … 6) is when the day ends: with 3, a log at ' +
          '01:30 counts for the day before. `currency` (ISO 4217, such as EUR) is the currency ' +
          'money saved is shown in. `checkIn` ({ time: "HH:MM", days: ["monday", …] } or null) is ' +
          'the daily push notification naming the habits still to log that day. `emailReminder` ' +
          '({ time: "HH:MM" } or null) is "Email me if I haven\'t logged by …": one mail on a day ' +
          "with nothing logged, at that time in the user's zone, with a link that stops it; 409 " +
          'when the server has no mail server (`SMTP_URL`, see `emailReminderAvailable`). `locale` (one of ' +
          "GET /api/locales' codes, such as de) is the language of the user's texts, refusals, " +
          'notifications and mails; an unknown code is refused (400) and nothing is changed.',
      },
    })
    .input(preferencesUpdateSchema)
    .output(currentUserSchema)
    .mutation(async ({ ctx, input }) => {
      const { checkIn, emailReminder, ...preferences } = input;
      // An email reminder this server could never send is refused, and nothing is changed.
      if (emailReminder && !canMail(ctx))
        throw new TRPCError({ code: 'CONFLICT', message: EMAIL_REMINDER_TEXTS.noMailServer });
      const user = await updatePreferences(ctx.db, ctx.user.id, {
        ...preferences,
        ...(checkIn === undefined ? {} : { checkIn: normalizeReminder(checkIn) }),
        ...(emailReminder === undefined ? {} : { emailReminderTime: emailReminder?.time ?? null }),
      });
      // A new week start moves the weeks of weekly budgets: their days are judged again.
      if (input.weekStart !== undefined && input.weekStart !== ctx.user.weekStart)
        await rejudgeUserBudgets(ctx.db, ctx.user, input.weekStart, ctx.now());
      // A new zone or day end moves today: the answer's is the new one.
      return presentCurrentUser(
        user ?? (await signedInUser(ctx, ctx.user.id)),
        ctx.now(),
        canMail(ctx),
      );
    }),

  changePassword: sessionProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/api/auth/password',
        tags: ['auth'],
        summary: 'Change the password (ends the other sessions and every API token)',
        description:
          'Every other session of the account and every one of its API tokens end with the old ' +
          'password; `ended` says how many sessions and which tokens (by name).',
      },
    })
    .input(passwordChangeSchema)
    .output(passwordChangedSchema)
    .mutation(async ({ ctx, input }) => {
      const passwordHash = await ctx.passwords.hash(input.newPassword);
      const ended = await setNewPassword(ctx.db, ctx.user.id, passwordHash, ctx.session.id);
      return { success: true as const, ended };
    }),
});

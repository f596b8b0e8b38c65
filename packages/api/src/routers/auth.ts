/**
 * The account (namespace `auth`): the signed-in user's profile, preferences and password; signing
 * up, in and out, its sessions and API tokens, deleting it, and password resets come from their own
 * files.
 */
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { findUserByEmail, findUserById, updatePreferences, updateProfile } from '@taper/db';
import {
  accountUpdateSchema,
  passwordChangeSchema,
  passwordChangedSchema,
  preferencesUpdateSchema,
  currentUserSchema,
  normalizeReminder,
  EMAIL_REMINDER_TEXTS,
} from '@taper/domain';
import { authMessages, translate } from '@taper/domain/i18n';
import type { Context } from '../context';
import { isUniqueViolation } from '../db-errors';
import { presentCurrentUser } from '../presenters';
import { rejudgeUserBudgets } from '../services/budget-rejudging';
import { setNewPassword } from '../services/new-password';
import { router, sessionProcedure } from '../trpc';
import { accountProcedures } from './account';
import { passwordResetProcedures } from './password-reset';
import { emailTaken, signInProcedures } from './sign-in';

/** Whether this server sends mail (SMTP_URL): email reminders need it. */
function canMail(ctx: Context): boolean {
  return ctx.mailer !== undefined;
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

  ...signInProcedures,

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

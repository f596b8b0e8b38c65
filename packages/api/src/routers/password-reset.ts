/**
 * Getting back in without the password (namespace `auth`): a reset link by email, single-use and
 * valid 30 minutes, stored only as the SHA-256 of its token. The request answers the same whether
 * the address has an account or not; mails per address and requests per client are limited.
 */
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import {
  consumePasswordReset,
  createPasswordReset,
  deleteUserPasswordResets,
  findUserByEmail,
  findUserById,
  hitRateLimit,
  recordLogin,
  type Db,
} from '@taper/db';
import {
  ACCOUNT_TEXTS,
  PASSWORD_RESET_MAILS_PER_HOUR,
  PASSWORD_RESET_MAILS_PER_REQUESTER_HOUR,
  PASSWORD_RESET_REQUESTS_PER_HOUR,
  PASSWORD_RESET_VALID_MINUTES,
  authOptionsSchema,
  isLocaleCode,
  type LocaleCode,
  passwordResetConfirmSchema,
  passwordResetDoneSchema,
  passwordResetRequestSchema,
  passwordResetRequestedSchema,
} from '@taper/domain';
import { resetMail, translate } from '@taper/domain/i18n';
import type { Context, Mailer } from '../context';
import { mailQueueOf } from '../mail-queue';
import { presentUser } from '../presenters';
import { setNewPassword } from '../services/new-password';
import { startSession } from '../sessions';
import { generateToken, hashToken, TOKEN_PATTERN } from '../tokens';
import { publicProcedure } from '../trpc';

const HOUR_MS = 60 * 60 * 1000;
export const PASSWORD_RESET_LIFETIME_MS = PASSWORD_RESET_VALID_MINUTES * 60 * 1000;

/** A new single-use link for the user; their earlier links stop working. */
export async function newResetLink(
  db: Db,
  userId: number,
  base: string,
  now: Date,
): Promise<{ url: string; expiresAt: Date }> {
  const token = generateToken();
  const expiresAt = new Date(now.getTime() + PASSWORD_RESET_LIFETIME_MS);
  await deleteUserPasswordResets(db, userId);
  await createPasswordReset(db, { id: hashToken(token), userId, expiresAt }, now);
  return { url: `${base.replace(/\/$/, '')}/reset-password?token=${token}`, expiresAt };
}

/** Counts a hit in the bucket, quietly: true while it is within `max` per hour. */
async function hourlyHit(db: Db, bucket: string, max: number, at: Date): Promise<boolean> {
  return (await hitRateLimit(db, bucket, at, HOUR_MS)).hits <= max;
}

/**
 * The work of a reset request, after its answer: within the address's allowances (per asking
 * client, and in all), the account's new link, mailed. Nothing of it reaches the answer.
 */
async function mailResetLink(
  ctx: Context,
  mailer: Mailer,
  base: string,
  email: string,
  at: Date,
): Promise<void> {
  const ip = ctx.request.ip;
  if (
    !(await hourlyHit(
      ctx.db,
      `reset-mail|${ip}|${email}`,
      PASSWORD_RESET_MAILS_PER_REQUESTER_HOUR,
      at,
    ))
  )
    return;
  if (!(await hourlyHit(ctx.db, `reset-mail|${email}`, PASSWORD_RESET_MAILS_PER_HOUR, at))) return;
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  const link = await newResetLink(ctx.db, user.id, base, at);
  // In the account's language, whoever asked for it.
  const locale = isLocaleCode(user.locale) ? user.locale : 'en';
  await mailer.send({
    to: user.email,
    subject: translate(locale, resetMail.subject),
    text: mailText(locale, user.firstName, link.url),
  });
}

/** Counts a hit in the bucket; true while it is within `max` per hour. */
async function withinHourly(ctx: Context, bucket: string, max: number): Promise<boolean> {
  const at = ctx.now();
  const { hits, resetsAt } = await hitRateLimit(ctx.db, bucket, at, HOUR_MS);
  if (hits <= max) return true;
  ctx.responseHeaders['retry-after'] = String(
    Math.max(1, Math.ceil((resetsAt.getTime() - at.getTime()) / 1000)),
  );
  return false;
}

/**
 * Where a mailed link points: the configured public address only. Built on the request's Host, a
 * stranger asking for someone's reset could have the mail point at a site of theirs (the token
 * would go there when the owner clicks); without a public address the server mails no links.
 */
function mailedLinkBase(ctx: Context): string | undefined {
  return ctx.mailer === undefined ? undefined : ctx.publicUrl;
}

function mailText(locale: LocaleCode, name: string, url: string): string {
  return translate(locale, resetMail.text, { name, url, minutes: PASSWORD_RESET_VALID_MINUTES });
}

export const passwordResetProcedures = {
  options: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/auth/options',
        tags: ['auth'],
        summary: 'What the sign-in card can offer',
        description:
          '`passwordResetByEmail`: whether this server sends password reset links by email.',
        protect: false,
      },
    })
    .input(z.void())
    .output(authOptionsSchema)
    .query(({ ctx }) => ({ passwordResetByEmail: mailedLinkBase(ctx) !== undefined })),

  requestPasswordReset: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/auth/password-reset',
        tags: ['auth'],
        summary: 'Email a password reset link',
        description:
          'Answers 202 with the same message, in the same time, whether the address has an ' +
          'account or not: the mail is sent afterwards. It holds a link to ' +
          `\`/reset-password?token=…\`, valid ${String(PASSWORD_RESET_VALID_MINUTES)} minutes, once. At most ` +
          `${String(PASSWORD_RESET_REQUESTS_PER_HOUR)} requests per client per hour (429 past that); at most ` +
          `${String(PASSWORD_RESET_MAILS_PER_REQUESTER_HOUR)} mails to an address per asking client and ` +
          `${String(PASSWORD_RESET_MAILS_PER_HOUR)} in all per hour (the answer stays the same).`,
        protect: false,
      },
    })
    .input(passwordResetRequestSchema)
    .output(passwordResetRequestedSchema)
    .mutation(async ({ ctx, input }) => {
      const mailer = ctx.mailer;
      const base = mailedLinkBase(ctx);
      if (!mailer || base === undefined)
        throw new TRPCError({ code: 'NOT_FOUND', message: ACCOUNT_TEXTS.resetNotAvailable });
      if (
        !(await withinHourly(
          ctx,
          `reset-requests|${ctx.request.ip}`,
          PASSWORD_RESET_REQUESTS_PER_HOUR,
        ))
      ) {
        throw new TRPCError({
          code: 'TOO_MANY_REQUESTS',
          message: 'Too many attempts, please try again later',
        });
      }
      ctx.responseStatus.code = 202;
      // Answered before anything that depends on the address: the same answer in the same time.
      const at = ctx.now();
      mailQueueOf(mailer, ctx.logError).enqueue(() =>
        mailResetLink(ctx, mailer, base, input.email, at),
      );
      return { message: ACCOUNT_TEXTS.resetRequested };
    }),

  confirmPasswordReset: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/auth/password-reset/confirm',
        tags: ['auth'],
        summary: 'Choose a new password with a reset link',
        description:
          "`token` is the link's `token` parameter; `newPassword` follows the password rules. " +
          'Ends every session and every API token of the account and answers a new session, like ' +
          'signing in, with `ended`: how many sessions and which tokens (by name) ended. A used or ' +
          'expired link is a 400.',
        protect: false,
      },
    })
    .input(passwordResetConfirmSchema)
    .output(passwordResetDoneSchema)
    .mutation(async ({ ctx, input }) => {
      const invalid = () =>
        new TRPCError({ code: 'BAD_REQUEST', message: ACCOUNT_TEXTS.resetLinkInvalid });
      if (
        !(await withinHourly(
          ctx,
          `reset-confirms|${ctx.request.ip}`,
          PASSWORD_RESET_REQUESTS_PER_HOUR * 5,
        ))
      ) {
        throw new TRPCError({
          code: 'TOO_MANY_REQUESTS',
          message: 'Too many attempts, please try again later',
        });
      }
      if (!TOKEN_PATTERN.test(input.token)) throw invalid();
      // Hashed before the (slow) new hash, so the link is claimed once even by racing requests.
      const now = ctx.now();
      const userId = await consumePasswordReset(ctx.db, hashToken(input.token), now);
      if (userId === undefined) throw invalid();
      const passwordHash = await ctx.passwords.hash(input.newPassword);
      const ended = await setNewPassword(ctx.db, userId, passwordHash, undefined);
      await recordLogin(ctx.db, userId, now);
      const user = await findUserById(ctx.db, userId);
      if (!user) throw invalid();
      const token = await startSession(ctx.db, userId, now, ctx.request.userAgent);
      return { token, user: presentUser(user), ended };
    }),
};

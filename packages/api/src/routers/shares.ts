/**
 * Read-only share links (namespace `shares`): the owner's links under /api/shares (a signed-in
 * session only), and a visitor's view of one at /api/shared/{token} (no session; a share token is
 * never a bearer token, and a session changes nothing about what a token shows).
 */
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import {
  countShares,
  createShare,
  deleteShare,
  findShare,
  findUserById,
  listShares,
  ownHabitIds,
  updateShare,
} from '@taper/db';
import {
  SHARE_GUESSES_PER_MINUTE,
  SHARE_HABITS_MAX,
  SHARE_TEXTS,
  SHARED_DAYS,
  SHARES_MAX,
  createdShareSchema,
  idSchema,
  okSchema,
  shareCreateSchema,
  shareMailSentSchema,
  shareOptionsSchema,
  shareSchema,
  shareTokenInput,
  shareUpdateSchema,
  sharedViewSchema,
} from '@taper/domain';
import { userToday, type Context } from '../context';
import { mailShareNow, presentShare, shareUrl, stopMails, viewShare } from '../services/shares';
import { generateShareToken, hashToken } from '../tokens';
import { publicProcedure, router, sessionProcedure } from '../trpc';

type SignedIn = Context & { user: NonNullable<Context['user']> };

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: SHARE_TEXTS.shareNotFound });

/** Every habit named is the user's own (not deleted); else 404, changing nothing. */
async function checkHabits(ctx: SignedIn, habitIds: readonly number[]): Promise<void> {
  const own = await ownHabitIds(ctx.db, ctx.user.id, habitIds);
  if (habitIds.some((id) => !own.has(id)))
    throw new TRPCError({ code: 'NOT_FOUND', message: SHARE_TEXTS.habitNotFound });
}

function checkExpiry(ctx: SignedIn, expiresOn: string | null | undefined): void {
  if (expiresOn != null && expiresOn < userToday(ctx))
    throw new TRPCError({ code: 'BAD_REQUEST', message: SHARE_TEXTS.expiresInPast });
}

/** The mail's links point at PUBLIC_URL, else at the origin the owner called from. */
function mailBase(ctx: Context): string {
  return ctx.publicUrl ?? ctx.request.origin;
}

export const sharesRouter = router({
  list: sessionProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/shares',
        tags: ['shares'],
        summary: 'Your share links',
        description:
          'Every read-only link of the account, newest first, without its token (shown only ' +
          'when made); `lastViewedAt` is when a visitor last opened it.',
      },
    })
    .input(z.void())
    .output(z.array(shareSchema))
    .query(async ({ ctx }) => {
      const today = userToday(ctx);
      return (await listShares(ctx.db, ctx.user.id)).map((share) => presentShare(share, today));
    }),

  options: sessionProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/shares/options',
        tags: ['shares'],
        summary: 'Whether this server sends the weekly mails',
        description: 'False when no mail server is configured (`SMTP_URL`): no mail is sent.',
      },
    })
    .input(z.void())
    .output(shareOptionsSchema)
    .query(({ ctx }) => ({ weeklyMail: ctx.mailer !== undefined })),

  create: sessionProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/shares',
        tags: ['shares'],
        summary: 'Make a read-only link to some of your habits',
        description:
          `1–${String(SHARE_HABITS_MAX)} of your own habits (another user's habit is a 404). ` +
          'The answer holds the `token` and the `url` (`{PUBLIC_URL}/s/{token}`) once: the server ' +
          'keeps only a hash. `expiresOn` is the last day the link opens (today or later), null ' +
          `for none; \`email\` a partner's address for the weekly mail. At most ${String(SHARES_MAX)} links.`,
      },
    })
    .input(shareCreateSchema)
    .output(createdShareSchema)
    .mutation(async ({ ctx, input }) => {
      checkExpiry(ctx, input.expiresOn);
      await checkHabits(ctx, input.habitIds);
      if ((await countShares(ctx.db, ctx.user.id)) >= SHARES_MAX)
        throw new TRPCError({ code: 'CONFLICT', message: SHARE_TEXTS.tooMany });
      const token = generateShareToken();
      const share = await createShare(
        ctx.db,
        { ...input, userId: ctx.user.id, tokenHash: hashToken(token) },
        ctx.now(),
      );
      return {
        ...presentShare(share, userToday(ctx)),
        token,
        url: shareUrl(ctx.publicUrl, token),
      };
    }),

  update: sessionProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/api/shares/{id}',
        tags: ['shares'],
        summary: 'Change a link',
        description:
          'Any of `habitIds` (replacing them), `showNotes`, `expiresOn`, `label`, `email`; a new ' +
          "email starts the weekly mails again. The token stays the same. Another user's link is a 404.",
      },
    })
    .input(shareUpdateSchema)
    .output(shareSchema)
    .mutation(async ({ ctx, input }) => {
      const { id, ...change } = input;
      if (!(await findShare(ctx.db, ctx.user.id, id))) throw notFound();
      checkExpiry(ctx, change.expiresOn);
      if (change.habitIds) await checkHabits(ctx, change.habitIds);
      const share = await updateShare(ctx.db, ctx.user.id, id, change, ctx.now());
      if (!share) throw notFound();
      return presentShare(share, userToday(ctx));
    }),

  remove: sessionProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/api/shares/{id}',
        tags: ['shares'],
        summary: 'Revoke a link',
        description:
          'The link, and every link a mail of it carried, shows nothing from now on (404).',
      },
    })
    .input(z.object({ id: idSchema }))
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      if (!(await deleteShare(ctx.db, ctx.user.id, input.id))) throw notFound();
      return { success: true as const };
    }),

  sendSummary: sessionProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/shares/{id}/summary',
        tags: ['shares'],
        summary: "Mail the link's partner the summary now",
        description:
          "The weekly mail, for the 7 days ending today, to the link's email. 409 when the " +
          'server has no mail server (`SMTP_URL`), the link has no email, or the partner stopped the mails.',
      },
    })
    .input(z.object({ id: idSchema }))
    .output(shareMailSentSchema)
    .mutation(async ({ ctx, input }) => {
      const share = await findShare(ctx.db, ctx.user.id, input.id);
      if (!share) throw notFound();
      const conflict = (message: string) => new TRPCError({ code: 'CONFLICT', message });
      if (!ctx.mailer) throw conflict(SHARE_TEXTS.noMailServer);
      if (share.email === null) throw conflict(SHARE_TEXTS.noEmail);
      if (share.mailStoppedAt !== null) throw conflict(SHARE_TEXTS.mailsStopped);
      const user = await findUserById(ctx.db, ctx.user.id);
      if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
      await mailShareNow(
        ctx,
        {
          share,
          owner: {
            id: user.id,
            firstName: user.firstName,
            timezone: user.timezone,
            dayEndsAtHour: user.dayEndsAtHour,
            weekStart: user.weekStart,
            locale: user.locale,
          },
        },
        mailBase(ctx),
      );
      return { sent: true as const, to: share.email };
    }),

  view: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/shared/{token}',
        tags: ['shares'],
        protect: false,
        summary: 'A shared link, as its visitor sees it (no sign-in)',
        description:
          "The owner's first name and the shared habits only: each one's last " +
          `${String(SHARED_DAYS)} days, streaks and reduction, notes only when shared. A revoked, ` +
          'expired or unknown token is the same 404. Sent with `Cache-Control: no-store` and ' +
          `\`X-Robots-Tag: noindex\`. Unknown tokens: at most ${String(SHARE_GUESSES_PER_MINUTE)} ` +
          'a minute per address, then 429 with `Retry-After`.',
      },
    })
    .input(shareTokenInput)
    .output(sharedViewSchema)
    .query(({ ctx, input }) => viewShare(ctx, input.token)),

  stopMails: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/shared/{token}/stop',
        tags: ['shares'],
        protect: false,
        summary: "Stop a link's weekly mails (the mail's own link, no sign-in)",
        description:
          "`token` is the stop token of a weekly mail's link; unknown ones count as guesses.",
      },
    })
    .input(shareTokenInput)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await stopMails(ctx, input.token);
      return { success: true as const };
    }),
});

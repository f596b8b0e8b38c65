/**
 * The email fallback's stop link (namespace `emailReminders`): the mail's one link that turns
 * 'Email me if I haven't logged by …' off without signing in. The setting itself is the user's,
 * changed by PUT /api/auth/user { emailReminder }.
 */
import { TRPCError } from '@trpc/server';
import { useEmailStopToken } from '@taper/db';
import {
  EMAIL_REMINDER_TEXTS,
  SHARE_GUESSES_PER_MINUTE,
  SHARE_TEXTS,
  emailStopTokenInput,
  okSchema,
} from '@taper/domain';
import { hitAddressBudget } from '../rate-limit';
import { privateAnswer } from '../services/shares';
import { hashToken, SHARE_TOKEN_PATTERN } from '../tokens';
import { publicProcedure, router } from '../trpc';

const GUESS_WINDOW_MS = 60_000;

export const emailRemindersRouter = router({
  stop: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/reminders/email/stop/{token}',
        tags: ['auth'],
        protect: false,
        summary: "Stop the email reminders (the mail's own link, no sign-in)",
        description:
          "`token` is the stop link of an email reminder ('Email me if I haven't logged by …'): " +
          "it turns the account's email reminder off and is spent with every other stop link of " +
          'the account. A used, unknown or forgotten token is a 404 and changes nothing; unknown ' +
          `tokens count against the address (at most ${String(SHARE_GUESSES_PER_MINUTE)} a minute, then 429).`,
      },
    })
    .input(emailStopTokenInput)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      privateAnswer(ctx);
      const used = SHARE_TOKEN_PATTERN.test(input.token)
        ? await useEmailStopToken(ctx.db, hashToken(input.token))
        : undefined;
      if (used) return { success: true as const };
      const hit = await hitAddressBudget(
        ctx.db,
        `email-stop-guess|${ctx.request.ip}`,
        ctx.now(),
        SHARE_GUESSES_PER_MINUTE,
        GUESS_WINDOW_MS,
      );
      if (!hit.allowed) {
        ctx.responseHeaders['retry-after'] = String(hit.retryAfterSeconds);
        throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: SHARE_TEXTS.tooManyGuesses });
      }
      throw new TRPCError({ code: 'NOT_FOUND', message: EMAIL_REMINDER_TEXTS.stopLinkInvalid });
    }),
});

/**
 * The account's own security (namespace `auth`): its signed-in sessions, its personal API tokens,
 * and deleting it. A session only: API tokens never reach these calls.
 */
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import {
  countApiTokens,
  createApiToken,
  deleteAccount,
  deleteApiToken,
  deleteUserSessionByPublicId,
  deleteUserSessionsExcept,
  findUserById,
  listApiTokens,
  listUserSessions,
  type ApiTokenListing,
} from '@taper/db';
import {
  ACCOUNT_TEXTS,
  API_TOKENS_MAX,
  accountDeleteSchema,
  apiTokenCreateSchema,
  apiTokenSchema,
  createdApiTokenSchema,
  endedSessionsSchema,
  idSchema,
  okSchema,
  sessionIdInput,
  sessionSchema,
} from '@taper/domain';
import { generateApiToken } from '../api-tokens';
import { hashToken } from '../tokens';
import { sessionProcedure } from '../trpc';

function presentToken(token: ApiTokenListing) {
  return {
    id: token.id,
    name: token.name,
    scope: token.scope,
    createdAt: token.createdAt.toISOString(),
    lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
  };
}

export const accountProcedures = {
  sessions: sessionProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/auth/sessions',
        tags: ['auth'],
        summary: 'Where the account is signed in',
        description:
          'Every session that has not expired, the most recently used first. `id` is a public id ' +
          '(it ends the session, it cannot sign in); `current` marks the one making this call. ' +
          '`lastSeenAt` is updated at most once a minute.',
      },
    })
    .input(z.void())
    .output(z.array(sessionSchema))
    .query(async ({ ctx }) => {
      const sessions = await listUserSessions(ctx.db, ctx.user.id, ctx.now());
      return sessions.map((session) => ({
        id: session.publicId,
        createdAt: session.createdAt.toISOString(),
        lastSeenAt: session.lastSeenAt.toISOString(),
        userAgent: session.userAgent,
        current: session.id === ctx.session.id,
      }));
    }),

  endSession: sessionProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/api/auth/sessions/{id}',
        tags: ['auth'],
        summary: 'Sign out one session',
        description: "`id` from `GET /api/auth/sessions`; another user's session is a 404.",
      },
    })
    .input(sessionIdInput)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      if (!(await deleteUserSessionByPublicId(ctx.db, ctx.user.id, input.id)))
        throw new TRPCError({ code: 'NOT_FOUND', message: ACCOUNT_TEXTS.sessionNotFound });
      return { success: true as const };
    }),

  endOtherSessions: sessionProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/api/auth/sessions',
        tags: ['auth'],
        summary: 'Sign out everywhere else',
        description: 'Ends every session of the account but this one; answers how many ended.',
      },
    })
    .input(z.void())
    .output(endedSessionsSchema)
    .mutation(async ({ ctx }) => ({
      ended: await deleteUserSessionsExcept(ctx.db, ctx.user.id, ctx.session.id),
    })),

  tokens: sessionProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/auth/tokens',
        tags: ['auth'],
        summary: 'Personal API tokens',
        description: 'Names, scopes and last use; never the tokens themselves.',
      },
    })
    .input(z.void())
    .output(z.array(apiTokenSchema))
    .query(async ({ ctx }) => (await listApiTokens(ctx.db, ctx.user.id)).map(presentToken)),

  createToken: sessionProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/auth/tokens',
        tags: ['auth'],
        summary: 'Create a personal API token',
        description:
          'Answers the token once: it is stored only as a hash. Send it as ' +
          '`Authorization: Bearer <token>`. A `read` token can make every GET call on your data ' +
          'and no call that changes it (403); no token reaches the account, its password, ' +
          `sessions or tokens, or the admin portal (403). At most ${String(API_TOKENS_MAX)} per account.`,
      },
    })
    .input(apiTokenCreateSchema)
    .output(createdApiTokenSchema)
    .mutation(async ({ ctx, input }) => {
      if ((await countApiTokens(ctx.db, ctx.user.id)) >= API_TOKENS_MAX)
        throw new TRPCError({ code: 'CONFLICT', message: ACCOUNT_TEXTS.tooManyTokens });
      const token = generateApiToken();
      const created = await createApiToken(
        ctx.db,
        { userId: ctx.user.id, name: input.name, scope: input.scope, tokenHash: hashToken(token) },
        ctx.now(),
      );
      return { ...presentToken(created), token };
    }),

  deleteToken: sessionProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/api/auth/tokens/{id}',
        tags: ['auth'],
        summary: 'Revoke a personal API token',
      },
    })
    .input(z.object({ id: idSchema }))
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      if (!(await deleteApiToken(ctx.db, ctx.user.id, input.id)))
        throw new TRPCError({ code: 'NOT_FOUND', message: ACCOUNT_TEXTS.tokenNotFound });
      return { success: true as const };
    }),

  deleteAccount: sessionProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/api/auth/user',
        tags: ['auth'],
        summary: 'Delete the account and all its data',
        description:
          'Send `{ "password": "…" }` as the JSON body. Answers 204: the account, its habits, ' +
          'entries, goal history, plans, sessions and tokens are gone, in one transaction. A wrong ' +
          `password is a 403 and changes nothing; the last administrator gets 409 '${ACCOUNT_TEXTS.lastAdmin}'. ` +
          'Wrong passwords count with failed sign-ins, per account and per address: past the ' +
          'limit a 429 with `Retry-After`.',
      },
    })
    .input(accountDeleteSchema)
    .output(z.void())
    .mutation(async ({ ctx, input }) => {
      const user = await findUserById(ctx.db, ctx.user.id);
      if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
      // Counted before the (slow) check, with sign-ins: parallel guesses cannot slip through.
      const attempt = await ctx.authLimiter.passwordCheck(ctx.request.ip, user.email, user.id);
      if (!attempt.allowed) {
        ctx.responseHeaders['retry-after'] = String(attempt.retryAfterSeconds);
        throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: ACCOUNT_TEXTS.tooManyAttempts });
      }
      if (!(await ctx.passwords.verify(user.passwordHash, input.password)))
        throw new TRPCError({ code: 'FORBIDDEN', message: ACCOUNT_TEXTS.wrongPassword });
      await attempt.succeeded();
      const deleted = await deleteAccount(ctx.db, ctx.user.id);
      if (!deleted.ok) {
        if (deleted.reason === 'last-admin')
          throw new TRPCError({ code: 'CONFLICT', message: ACCOUNT_TEXTS.lastAdmin });
        throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
      }
      ctx.responseStatus.code = 204;
    }),
};

/** tRPC setup: the context, the error shape shared by /trpc and /api, and the three procedure kinds. */
import { initTRPC, TRPCError } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ZodError } from 'zod';
import type { Context } from './context';
import { answerKey, userToday, type KeptAnswer } from './lib/answers';
import { mapDbError } from './lib/db-errors';
import { describeIssues, passwordRuleErrors } from './lib/issues';

export interface Meta extends OpenApiMeta {
  /** Set by `userDataQuery`: the answer may be kept while the user's data is unchanged. */
  keepsAnswers?: boolean;
}

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    errorFormatter({ shape, error, ctx }) {
      const dev = ctx?.config.nodeEnv === 'development';
      const issues = error.cause instanceof ZodError ? error.cause.issues : undefined;
      const message = issues
        ? describeIssues(issues)
        : error.code === 'INTERNAL_SERVER_ERROR' && !dev
          ? 'Internal server error'
          : shape.message;
      const errors = issues ? passwordRuleErrors(issues) : undefined;
      const { stack, ...data } = shape.data;
      return {
        ...shape,
        message,
        data: {
          ...data,
          ...(errors ? { errors } : {}),
          ...(dev && stack !== undefined ? { stack } : {}),
        },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Unique-key races become 409 and a database outage 503, never a 500. */
const mapErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const mapped = mapDbError(result.error.cause);
    if (mapped) throw mapped;
  }
  return result;
});

export const publicProcedure = t.procedure.use(mapErrors);

export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user || !ctx.session)
    throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
  // tRPC merges this into the context; only the narrowed fields need passing.
  return next({ ctx: { user: ctx.user, session: ctx.session } });
});

export const adminProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'ADMIN') {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'Admin privileges are required' });
  }
  return next();
});

/**
 * Queries whose answer depends only on the user's habits and entries, the input and the user's
 * today (passed on as `ctx.today`). The answer is kept per user, path, today and raw input while
 * the user's data revision is unchanged (see UserDataCache), so a repeated read skips input
 * validation, the resolver and output validation: the kept answer passed all three when it was
 * computed. Its JSON is kept with it for REST (`keepsAnswers`, rest.ts). Errors are not kept.
 */
export const userDataQuery = protectedProcedure
  .use(async ({ ctx, path, getRawInput, next }) => {
    const today = userToday(ctx);
    const key = answerKey(path, today, await getRawInput());
    const kept = await ctx.userData.getOrCompute(
      ctx.user,
      key,
      async () => {
        const result = await next({ ctx: { today } });
        if (!result.ok) throw result.error;
        // Only what a result is made of: the resolver's result also carries the request's context.
        const { marker, ok, data } = result;
        const answer: KeptAnswer<typeof result> = {
          result: { marker, ok, data },
          json: JSON.stringify(data),
        };
        return answer;
      },
      (answer) => answer.json.length,
    );
    return kept.result;
  })
  .meta({ keepsAnswers: true });

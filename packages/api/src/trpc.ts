/** tRPC setup: the error shape shared by /trpc and /api, and the kinds of procedure. */
import { initTRPC, TRPCError, type AnyTRPCProcedure } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ZodError } from 'zod';
import { fieldLabel, hasUnstorableText, UNSTORABLE_TEXT_PROBLEM } from '@taper/domain';
import { localizedUnstorable, localizeMessage } from '@taper/domain/i18n';
import { iconCatalogRevision } from '@taper/db';
import { answerKey, iconCatalogAnswerKey, type Answers } from './reads/answers';
import { userToday, type Context } from './context';
import { mapDbError } from './db-errors';
import { validatingSynchronouslyFirst } from './sync-validation';
import { describeIssues, passwordRuleErrors } from './issues';
import { userData } from './user-data';

/**
 * What a kept answer is made of, which names its key (answers.ts): a signed-in user's habits and
 * entries (`userDataQuery`) or the icon catalog (`iconCatalogQuery`).
 */
export type KeptBy = 'userData' | 'iconCatalog';

/**
 * What a procedure says of itself: its REST route (`openapi`), and whether its answers are kept
 * and by what (`keptBy`, set by `userDataQuery` and `iconCatalogQuery`), which the HTTP layer reads
 * to look for a kept answer before the middleware chain runs.
 */
export type ProcedureMeta = OpenApiMeta & { keptBy?: KeptBy };

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    errorFormatter({ shape, error, ctx }) {
      const dev = ctx?.nodeEnv === 'development';
      const issues = error.cause instanceof ZodError ? error.cause.issues : undefined;
      // In the caller's language (ctx.locale); the code stays the same in every language.
      const locale = ctx?.locale ?? 'en';
      const message = issues
        ? describeIssues(issues, locale)
        : error.code === 'INTERNAL_SERVER_ERROR' && !dev
          ? 'Internal server error'
          : localizeMessage(shape.message, locale);
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

/** Where in the input a text holds a NUL or an unpaired surrogate (a key too), if anywhere. */
export function unstorablePath(
  value: unknown,
  path: PropertyKey[] = [],
): PropertyKey[] | undefined {
  if (typeof value === 'string') return hasUnstorableText(value) ? path : undefined;
  if (typeof value !== 'object' || value === null || path.length > 32) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = [...path, Array.isArray(value) ? Number(key) : key];
    if (hasUnstorableText(key)) return at;
    const found = unstorablePath(item, at);
    if (found) return found;
  }
  return undefined;
}

/**
 * Every text of an input is one the database can store: the domain's schemas refuse a NUL or an
 * unpaired surrogate in each text field with its name; this also covers what no schema reads
 * (unknown fields are dropped, but not before a store or a log could meet them). Runs once the
 * caller is known to be allowed the call, so a stranger still gets 401 or 403.
 */
const storableInput = t.middleware(async ({ ctx, getRawInput, next }) => {
  const path = unstorablePath(await getRawInput());
  if (path !== undefined)
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message:
        ctx.locale === 'en'
          ? `${path.length > 0 ? fieldLabel(path) : 'The input'} ${UNSTORABLE_TEXT_PROBLEM}`
          : localizedUnstorable(path, ctx.locale),
    });
  return next();
});

/** Every procedure's schemas parse synchronously first (sync-validation.ts). */
const base = validatingSynchronouslyFirst(t.procedure).use(mapErrors);

export const publicProcedure = base.use(storableInput);

export const READ_ONLY_TOKEN = 'This API token can only read; create a write token to make changes';
export const NOT_FOR_TOKENS =
  'API tokens cannot manage the account, its sessions or tokens, or the admin portal; sign in';

/**
 * A signed-in user's calls on their own data: with a session, or with a personal API token (a
 * read token on a call that changes data is a 403).
 */
export const protectedProcedure = base
  .use(({ ctx, next, type }) => {
    if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
    if (ctx.apiToken?.scope === 'read' && type !== 'query')
      throw new TRPCError({ code: 'FORBIDDEN', message: READ_ONLY_TOKEN });
    // tRPC merges this into the context; only the narrowed fields need passing.
    return next({ ctx: { user: ctx.user } });
  })
  .use(storableInput);

/**
 * Calls on the account itself (profile, password, sessions, tokens, deletion) and the admin
 * portal: a signed-in session only; an API token never reaches them (403).
 */
const signedInSession = base.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
  if (!ctx.session) throw new TRPCError({ code: 'FORBIDDEN', message: NOT_FOR_TOKENS });
  return next({ ctx: { user: ctx.user, session: ctx.session } });
});

export const sessionProcedure = signedInSession.use(storableInput);

export const adminProcedure = signedInSession
  .use(({ ctx, next }) => {
    if (ctx.user.role !== 'ADMIN') {
      throw new TRPCError({ code: 'FORBIDDEN', message: 'Admin privileges are required' });
    }
    return next();
  })
  .use(storableInput);

/**
 * Queries whose answer is computed from the user's habits and entries alone, for the user's
 * today. Their resolvers get `ctx.data` (a reader of those rows), `ctx.today` and the data revision
 * they answer for (`ctx.readRevision`, which computed reads share their reads at), and no `ctx.db`,
 * so they cannot read anything else; that is what lets their answers be kept per user, data
 * revision, procedure, today and raw input (answers.ts). A repeated read skips input validation,
 * the resolver and output validation, all of which the kept answer passed. Errors are not kept.
 */
export const userDataQuery = protectedProcedure
  .meta({ keptBy: 'userData' })
  .use(async ({ ctx, path, getRawInput, next }) => {
    const today = userToday(ctx);
    const key = ctx.answerKey ?? answerKey(ctx.user, path, today, await getRawInput());
    return keptOrMade(ctx.answers, key, () =>
      next({
        ctx: {
          today,
          data: userData(ctx.db, ctx.user.id, ctx.user.dataRevision),
          readRevision: ctx.user.dataRevision,
          db: undefined as never,
        },
      }),
    );
  });

/**
 * Queries whose answer is the icon catalog's alone (the same for everyone, signed in or not): kept
 * per catalog revision, which moves on with every change to the icons (db's `iconCatalogRevision`),
 * so a page load's list of icons costs that revision's read, and its compressed bytes are made once.
 */
export const iconCatalogQuery = publicProcedure
  .meta({ keptBy: 'iconCatalog' })
  .use(async ({ ctx, path, getRawInput, next }) => {
    const key =
      ctx.answerKey ??
      iconCatalogAnswerKey(await iconCatalogRevision(ctx.db), path, await getRawInput());
    return keptOrMade(ctx.answers, key, () => next());
  });

/**
 * The answer kept under `key`, or the one `proceed` makes, kept once made (errors are not); askers
 * of the same key while it is made share it (answers.ts).
 */
async function keptOrMade<
  Result extends { ok: false } | { ok: true; marker: unknown; data: unknown },
>(answers: Answers, key: string, proceed: () => Promise<Result>): Promise<Result> {
  const kept = answers.get<Result>(key);
  if (kept) return kept.result;
  return answers.shared<Result>(key, async () => {
    const result = await proceed();
    if (!result.ok) return result;
    // Only what a result is made of: the resolver's result also carries the request's context.
    const { marker, ok, data } = result;
    const answer = { marker, ok, data } as Result;
    answers.keep(key, answer, data);
    return answer;
  });
}

/**
 * What a procedure's kept answers are made of (its meta says so), so its kept answer can be found
 * before its middleware chain runs (http/procedures.ts); undefined when it keeps none.
 */
export function keptBy(procedure: AnyTRPCProcedure): KeptBy | undefined {
  const { meta } = procedure._def as { meta?: ProcedureMeta };
  return meta?.keptBy;
}

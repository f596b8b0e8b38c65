/** tRPC setup: the error shape shared by /trpc and /api, and the kinds of procedure. */
import { initTRPC, TRPCError, type AnyTRPCProcedure } from '@trpc/server';
// The marker tRPC gives its middlewares' results: a kept answer given back in the chain carries it.
import { middlewareMarker } from '@trpc/server/unstable-core-do-not-import';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ZodError } from 'zod';
import { fieldLabel, hasUnstorableText, UNSTORABLE_TEXT_PROBLEM } from '@taper/domain';
import { localizedUnstorable, localizeMessage } from '@taper/domain/i18n';
import { iconCatalogRevision, type SessionRow, type SessionUser } from '@taper/db';
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
function mappingDbErrors<Result extends { ok: true } | { ok: false; error: TRPCError }>(
  result: Result,
): Result {
  if (!result.ok) {
    const mapped = mapDbError(result.error.cause);
    if (mapped) throw mapped;
  }
  return result;
}

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
 * (unknown fields are dropped, but not before a store or a log could meet them). Checked once the
 * caller is known to be allowed the call, so a stranger still gets 401 or 403.
 */
async function refuseUnstorable(ctx: Context, getRawInput: () => Promise<unknown>) {
  const path = unstorablePath(await getRawInput());
  if (path !== undefined)
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message:
        ctx.locale === 'en'
          ? `${path.length > 0 ? fieldLabel(path) : 'The input'} ${UNSTORABLE_TEXT_PROBLEM}`
          : localizedUnstorable(path, ctx.locale),
    });
}

/**
 * Every procedure's schemas parse synchronously first (sync-validation.ts). Each kind of procedure
 * below has one middleware of its own, which checks the caller, then the input's texts, and maps
 * the database's errors. tRPC copies a call's options (and the context it is given) at every
 * middleware: those copies were about 4% of the server's CPU in a day of use when these checks
 * were three middlewares of a call's six or seven (as one, GET /api/groups took 0.8 of the CPU).
 */
const base = validatingSynchronouslyFirst(t.procedure);

export const publicProcedure = base.use(async ({ ctx, getRawInput, next }) => {
  await refuseUnstorable(ctx, getRawInput);
  return mappingDbErrors(await next());
});

export const READ_ONLY_TOKEN = 'This API token can only read; create a write token to make changes';
export const NOT_FOR_TOKENS =
  'API tokens cannot manage the account, its sessions or tokens, or the admin portal; sign in';

/**
 * A signed-in user's calls on their own data: with a session, or with a personal API token (a
 * read token on a call that changes data is a 403).
 */
export const protectedProcedure = base.use(async ({ ctx, getRawInput, next, type }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
  if (ctx.apiToken?.scope === 'read' && type !== 'query')
    throw new TRPCError({ code: 'FORBIDDEN', message: READ_ONLY_TOKEN });
  await refuseUnstorable(ctx, getRawInput);
  // tRPC merges this into the context; only the narrowed fields need passing.
  return mappingDbErrors(await next({ ctx: { user: ctx.user } }));
});

/** A signed-in session's user and session, or the refusal: an API token never has one (403). */
function signedInSession(ctx: Context): { user: SessionUser; session: SessionRow } {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
  if (!ctx.session) throw new TRPCError({ code: 'FORBIDDEN', message: NOT_FOR_TOKENS });
  return { user: ctx.user, session: ctx.session };
}

/**
 * Calls on the account itself (profile, password, sessions, tokens, deletion): a signed-in
 * session only; an API token never reaches them (403).
 */
export const sessionProcedure = base.use(async ({ ctx, getRawInput, next }) => {
  const signedIn = signedInSession(ctx);
  await refuseUnstorable(ctx, getRawInput);
  return mappingDbErrors(await next({ ctx: signedIn }));
});

/** The admin portal: an administrator's signed-in session. */
export const adminProcedure = base.use(async ({ ctx, getRawInput, next }) => {
  const signedIn = signedInSession(ctx);
  if (signedIn.user.role !== 'ADMIN')
    throw new TRPCError({ code: 'FORBIDDEN', message: 'Admin privileges are required' });
  await refuseUnstorable(ctx, getRawInput);
  return mappingDbErrors(await next({ ctx: signedIn }));
});

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
 * of the same key while it is made share it (answers.ts). The HTTP paths give a kept answer's JSON
 * before this chain runs (http/procedures.ts); here it is read back as data only for other callers.
 */
async function keptOrMade<
  Result extends { ok: false } | { ok: true; marker: unknown; data: unknown },
>(answers: Answers, key: string, proceed: () => Promise<Result>): Promise<Result> {
  const kept = answers.get(key);
  if (kept) return { marker: middlewareMarker, ok: true, data: JSON.parse(kept.json) } as Result;
  return answers.shared<Result>(key, async () => {
    const result = await proceed();
    if (!result.ok) return result;
    answers.keep(key, result.data);
    // Only what a result is made of: the resolver's result also carries the request's context.
    return { marker: result.marker, ok: true, data: result.data } as Result;
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

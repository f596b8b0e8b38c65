/**
 * Calling a procedure for either wire format: the same middlewares, validation, kept answers and
 * error shapes whether the call came through /api or /trpc.
 */
import {
  callTRPCProcedure,
  getTRPCErrorFromUnknown,
  getTRPCErrorShape,
  TRPCError,
} from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { AnyTRPCProcedure, AnyTRPCRouter } from '@trpc/server';
import { iconCatalogRevision } from '@taper/db';
import { answerKey, iconCatalogAnswerKey, type KeptAnswer } from '../reads/answers';
import type { ApiServices, Context, RequestInfo } from '../context';
import { createContext, userToday } from '../context';
import { keptBy, type KeptBy } from '../trpc';
import type { ApiRequest } from './types';

export type ProcedureType = 'query' | 'mutation';

export interface Call {
  path: string;
  type: ProcedureType;
  input: unknown;
  batchIndex?: number;
}

export type Outcome =
  | { ok: true; data: unknown; json?: undefined; keptKey?: undefined }
  | {
      ok: true;
      data?: undefined;
      /** A kept answer's data as its JSON, made once. */
      json: string;
      /** The kept answer's key: the same key always names the same data. */
      keptKey: string;
    }
  | { ok: false; error: TRPCError };

export function requestInfo(request: ApiRequest): RequestInfo {
  return {
    authorization: request.authorization,
    ip: request.ip,
    origin: request.origin,
    userAgent: request.userAgent,
    acceptLanguage: request.acceptLanguage,
  };
}

/** The request's context, or the error that stopped it (a database outage is a 503). */
export async function contextFor(
  services: ApiServices,
  request: ApiRequest,
): Promise<Context | TRPCError> {
  try {
    return await createContext(services, requestInfo(request));
  } catch (cause) {
    return getTRPCErrorFromUnknown(cause);
  }
}

/**
 * The procedure at a dotted path ('habits.list'), if there is one. At run time a router keeps its
 * procedures in one flat record by dotted path (tRPC looks them up the same way); its type is the
 * nested one its builder was given.
 */
export function procedureAt(router: AnyTRPCRouter, path: string): AnyTRPCProcedure | undefined {
  const procedures = router._def.procedures as unknown as Record<string, AnyTRPCProcedure>;
  return Object.hasOwn(procedures, path) ? procedures[path] : undefined;
}

type SignedIn = Context & { user: NonNullable<Context['user']> };

function isSignedIn(ctx: Context): ctx is SignedIn {
  return ctx.user !== null;
}

function keptOutcome(kept: KeptAnswer, keptKey: string): Outcome {
  return { ok: true, json: kept.json, keptKey };
}

/**
 * A call to a query that keeps its answers, under its answer's `key`: a kept answer is given before
 * the middleware chain runs (the chain's only checks, a user where it needs one and a query, are
 * this one's too), and an answer the chain has just kept comes back with its JSON, so neither is
 * written again.
 */
async function runKeeping(
  router: AnyTRPCRouter,
  services: ApiServices,
  ctx: Context,
  call: Call,
  key: string,
): Promise<Outcome> {
  const kept = ctx.answers.get(key);
  if (kept) return keptOutcome(kept, key);
  const outcome = await callProcedure(router, services, { ...ctx, answerKey: key }, call);
  const justKept = outcome.ok ? ctx.answers.get(key) : undefined;
  return justKept ? keptOutcome(justKept, key) : outcome;
}

/**
 * The key of the call's kept answer (answers.ts), or undefined when it keeps none: a user-data
 * query's by the signed-in user, an icon catalog query's by the catalog's revision. When that
 * revision cannot be read, undefined: the call runs, and its chain answers for the database.
 */
async function keptAnswerKey(ctx: Context, call: Call, kept: KeptBy): Promise<string | undefined> {
  if (kept === 'userData')
    return isSignedIn(ctx) ? answerKey(ctx.user, call.path, userToday(ctx), call.input) : undefined;
  try {
    return iconCatalogAnswerKey(await iconCatalogRevision(ctx.db), call.path, call.input);
  } catch {
    return undefined;
  }
}

export async function runProcedure(
  router: AnyTRPCRouter,
  services: ApiServices,
  ctx: Context | TRPCError,
  call: Call,
): Promise<Outcome> {
  if (ctx instanceof TRPCError || call.type !== 'query') {
    return callProcedure(router, services, ctx, call);
  }
  const procedure = procedureAt(router, call.path);
  const kept = procedure && keptBy(procedure);
  const key = kept && (await keptAnswerKey(ctx, call, kept));
  return key === undefined
    ? callProcedure(router, services, ctx, call)
    : runKeeping(router, services, ctx, call, key);
}

async function callProcedure(
  router: AnyTRPCRouter,
  services: ApiServices,
  ctx: Context | TRPCError,
  { path, type, input, batchIndex }: Call,
): Promise<Outcome> {
  try {
    if (ctx instanceof TRPCError) throw ctx;
    const data: unknown = await callTRPCProcedure({
      router,
      path,
      type,
      ctx,
      getRawInput: () => Promise.resolve(input),
      signal: undefined,
      batchIndex: batchIndex ?? 0,
    });
    return { ok: true, data };
  } catch (cause) {
    const error = getTRPCErrorFromUnknown(cause);
    // Inputs are never logged: they may hold passwords.
    if (error.code === 'INTERNAL_SERVER_ERROR') services.logError(error, `${path} failed`);
    return { ok: false, error };
  }
}

/** An error as the error formatter shapes it (trpc.ts). */
export interface ErrorShape {
  message: string;
  /** JSON-RPC's number for the code. */
  code: number;
  data: { code: string; httpStatus: number; path?: string; errors?: string[]; stack?: string };
}

export function errorShape(
  router: AnyTRPCRouter,
  ctx: Context | TRPCError | undefined,
  error: TRPCError,
  call: Partial<Call>,
): ErrorShape {
  return getTRPCErrorShape({
    config: router._def._config,
    error,
    type: call.type ?? 'unknown',
    path: call.path,
    input: call.input,
    ctx: ctx instanceof TRPCError ? undefined : ctx,
  }) as ErrorShape;
}

export const statusOf = getHTTPStatusCodeFromError;

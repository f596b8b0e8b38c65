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
import type { ApiServices, Context, RequestInfo } from '../context';
import { createContext } from '../context';
import type { AppRouter } from '../router';
import type { ApiRequest } from './types';

export type ProcedureType = 'query' | 'mutation';

export interface Call {
  path: string;
  type: ProcedureType;
  input: unknown;
  batchIndex?: number;
}

export type Outcome = { ok: true; data: unknown } | { ok: false; error: TRPCError };

export function requestInfo(request: ApiRequest): RequestInfo {
  return { authorization: request.authorization, ip: request.ip, origin: request.origin };
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

export async function runProcedure(
  router: AppRouter,
  services: ApiServices,
  ctx: Context | TRPCError,
  call: Call,
): Promise<Outcome> {
  try {
    if (ctx instanceof TRPCError) throw ctx;
    const data: unknown = await callTRPCProcedure({
      router,
      path: call.path,
      type: call.type,
      ctx,
      getRawInput: () => Promise.resolve(call.input),
      signal: undefined,
      batchIndex: call.batchIndex ?? 0,
    });
    return { ok: true, data };
  } catch (cause) {
    const error = getTRPCErrorFromUnknown(cause);
    // Inputs are never logged: they may hold passwords.
    if (error.code === 'INTERNAL_SERVER_ERROR') services.logError(error, `${call.path} failed`);
    return { ok: false, error };
  }
}

/** The error as the error formatter shapes it (trpc.ts): `{ message, code, data }`. */
export function errorShape(
  router: AppRouter,
  ctx: Context | TRPCError | undefined,
  error: TRPCError,
  call: Partial<Call>,
) {
  return getTRPCErrorShape({
    config: router._def._config,
    error,
    type: call.type ?? 'unknown',
    path: call.path,
    input: call.input,
    ctx: ctx instanceof TRPCError ? undefined : ctx,
  });
}

export const statusOf = getHTTPStatusCodeFromError;

/**
 * /trpc: tRPC's HTTP RPC specification (https://trpc.io/docs/rpc), as `@trpc/client`'s
 * `httpLink` and `httpBatchLink` speak it without a transformer: queries by GET with the input as
 * JSON in `?input=`, mutations by POST with the input as the JSON body; a batch joins the
 * procedures' paths with commas, adds `?batch=1`, sends the inputs keyed by position and gets an
 * array back, with 207 when its calls ended differently. Answers are `{ result: { data } }` or
 * `{ error: shape }`; statuses and messages are tRPC's own.
 *
 * Why not tRPC's `fastifyTRPCPlugin` or `fetchRequestHandler`: both go through a web Request and
 * Response, an AbortSignal per call and object spreads per call, which cost ~250 µs of CPU per
 * read here against ~10 µs for this whole format (BENCHMARKS.md, section 2): the web app's reads
 * were several times slower than REST's for the same procedure. The procedures run exactly as
 * through REST (procedures.ts), and a test drives this handler with `@trpc/client` itself.
 * Streaming (`httpBatchStreamLink`) and subscriptions are not offered.
 */
import { TRPCError } from '@trpc/server';
import type { ApiServices, Context } from '../context';
import type { AppRouter } from '../router';
import type { Call, Outcome, ProcedureType } from './procedures';
import { contextFor, errorShape, procedureAt, runProcedure, statusOf } from './procedures';
import type { ApiRequest, ApiResponse } from './types';
import { firstParam, pathOf } from './types';

/** The web app batches a screen's few queries; anything far larger is not a client of ours. */
const MAX_BATCH_SIZE = 50;

const METHOD_OF: Record<ProcedureType, string> = { query: 'GET', mutation: 'POST' };

interface Request {
  isBatch: boolean;
  calls: Call[];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The calls a request asks for, or the error that makes it unreadable as a whole. */
function readRequest(router: AppRouter, request: ApiRequest, prefix: string): Request {
  const isBatch = firstParam(request.query, 'batch') === '1';
  const named = pathOf(request.url).slice(prefix.length);
  const joined = named.includes('%') ? decodeURIComponent(named) : named;
  const paths = isBatch ? joined.split(',') : [joined];
  if (paths.length > MAX_BATCH_SIZE) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'Batch call exceeds maximum size' });
  }
  if (request.method !== 'GET' && request.method !== 'POST') {
    throw new TRPCError({
      code: 'METHOD_NOT_SUPPORTED',
      message: `Unsupported ${request.method}-request`,
    });
  }
  if (request.method === 'POST' && !(request.contentType ?? '').startsWith('application/json')) {
    throw new TRPCError({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: request.contentType
        ? `Unsupported content-type "${request.contentType}`
        : 'Missing content-type header',
    });
  }
  const inputs = readInputs(request, isBatch);
  return {
    isBatch,
    calls: paths.map((path, index) => ({
      path,
      type: procedureAt(router, path)?._def.type === 'mutation' ? 'mutation' : 'query',
      input: isBatch ? (inputs as Record<string, unknown> | undefined)?.[index] : inputs,
      batchIndex: index,
    })),
  };
}

function readInputs(request: ApiRequest, isBatch: boolean): unknown {
  let inputs: unknown = request.body;
  if (request.method === 'GET') {
    const text = firstParam(request.query, 'input');
    try {
      inputs = text ? (JSON.parse(text) as unknown) : undefined;
    } catch (cause) {
      throw new TRPCError({ code: 'PARSE_ERROR', message: 'The input is not JSON', cause });
    }
  }
  if (isBatch && inputs !== undefined && !isObject(inputs)) {
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: '"input" needs to be an object when doing a batch call',
    });
  }
  return inputs;
}

/** A call's own refusal: an unknown procedure, or the wrong method for its type. */
function refusal(router: AppRouter, request: ApiRequest, call: Call): TRPCError | undefined {
  if (!procedureAt(router, call.path)) {
    return new TRPCError({
      code: 'NOT_FOUND',
      message: `No procedure found on path "${call.path}"`,
    });
  }
  if (METHOD_OF[call.type] !== request.method) {
    return new TRPCError({
      code: 'METHOD_NOT_SUPPORTED',
      message: `Unsupported ${request.method}-request to ${call.type} procedure at path "${call.path}"`,
    });
  }
  return undefined;
}

/** One call's answer: its JSON text and status, and its kept answer's key if it is one. */
interface Answer {
  json: string;
  status: number;
  keptKey?: string | undefined;
}

/** The body's name when every call of it is a kept answer (types.ts, `keptAs`). */
function keptName(isBatch: boolean, answered: readonly Answer[]): { keptAs?: string } {
  const keys: string[] = [];
  for (const answer of answered) {
    if (answer.keptKey === undefined) return {};
    keys.push(answer.keptKey);
  }
  return keys.length === 0 ? {} : { keptAs: `trpc${isBatch ? ' batch' : ''} ${keys.join('\n')}` };
}

/** `{ result: { data } }` around the data's JSON; a call that answers nothing (deleting the
 * account) has a result without data, as in tRPC. */
function resultJson(dataJson: string | undefined): string {
  return dataJson === undefined ? '{"result":{}}' : `{"result":{"data":${dataJson}}}`;
}

export function trpcHandler(router: AppRouter, services: ApiServices, prefix = '/trpc/') {
  /** One call's answer as JSON text; kept data is not written again. */
  function answerJson(outcome: Outcome, ctx: Context | TRPCError, call: Call): Answer {
    if (outcome.ok) {
      const data =
        outcome.json ?? (outcome.data === undefined ? undefined : JSON.stringify(outcome.data));
      return { json: resultJson(data), status: 200, keptKey: outcome.keptKey };
    }
    const shape = errorShape(router, ctx, outcome.error, call);
    return { json: JSON.stringify({ error: shape }), status: statusOf(outcome.error) };
  }

  return async function handleTrpc(request: ApiRequest): Promise<ApiResponse> {
    let parsed: Request;
    try {
      parsed = readRequest(router, request, prefix);
    } catch (cause) {
      const error = cause instanceof TRPCError ? cause : new TRPCError({ code: 'BAD_REQUEST' });
      const shape = errorShape(router, undefined, error, {});
      return { status: statusOf(error), headers: {}, body: JSON.stringify({ error: shape }) };
    }
    const ctx = await contextFor(services, request);
    const answer = async (call: Call): Promise<Answer> => {
      const refused = refusal(router, request, call);
      const outcome: Outcome = refused
        ? { ok: false, error: refused }
        : await runProcedure(router, services, ctx, call);
      return answerJson(outcome, ctx, call);
    };
    // Most requests carry one call: awaited as it is, without a Promise.all around it.
    const only = parsed.calls.length === 1 ? parsed.calls[0] : undefined;
    const answered = only ? [await answer(only)] : await Promise.all(parsed.calls.map(answer));
    const headers = ctx instanceof TRPCError ? {} : ctx.responseHeaders;
    const keptAs = keptName(parsed.isBatch, answered);
    const first = answered[0] ?? { json: 'null', status: 200 };
    if (!parsed.isBatch) return { status: first.status, headers, body: first.json, ...keptAs };
    const status = answered.every((answer) => answer.status === first.status) ? first.status : 207;
    const body = `[${answered.map((answer) => answer.json).join(',')}]`;
    return { status, headers, body, ...keptAs };
  };
}

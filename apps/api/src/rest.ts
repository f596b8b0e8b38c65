/**
 * REST under /api: each procedure at its `meta.openapi` method and path (the same table that
 * trpc-to-openapi turns into /api/openapi.json).
 *
 * Why not trpc-to-openapi's own handler: on every request it sets `_def.coerce = true` on the
 * number fields of the procedure's input schema — the shared zod instances of @taper/domain — so
 * after one REST call the goal schema silently turns '3' into 3 everywhere (tRPC included) and
 * '' into 0. Here the body goes to the procedure untouched, through tRPC's own `callProcedure`
 * (same middlewares, validation and error formatter as /trpc); path parameters are the only
 * strings that need coercing and their schemas (`idSchema`) coerce by design.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  callTRPCProcedure,
  getTRPCErrorFromUnknown,
  getTRPCErrorShape,
  TRPCError,
} from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import {
  forEachOpenApiProcedure,
  getInputOutputParsers,
  getPathRegExp,
  instanceofZodTypeLikeVoid,
  normalizePath,
  unwrapZodType,
} from 'trpc-to-openapi';
import type { Context, ContextFactory } from './context';
import { mapDbError } from './lib/db-errors';
import { answerKey, keptAnswer, userToday } from './lib/answers';
import type { AppRouter } from './router';
import type { Meta } from './trpc';

interface RestRoute {
  method: string;
  /** The OpenAPI path, `{name}` for a parameter. */
  path: string;
  pattern: RegExp;
  procedurePath: string;
  type: 'query' | 'mutation';
  takesInput: boolean;
  /** A user-data query: its JSON is kept while the user's data is unchanged. */
  keepsAnswers: boolean;
}

const JSON_TYPE = 'application/json; charset=utf-8';

function collectRoutes(router: AppRouter): RestRoute[] {
  const routes: RestRoute[] = [];
  forEachOpenApiProcedure(router._def.procedures, ({ path, type, procedure, meta }) => {
    if (type === 'subscription') return;
    const { inputParser } = getInputOutputParsers(procedure);
    const openApiPath = normalizePath(meta.openapi.path);
    routes.push({
      method: meta.openapi.method,
      path: openApiPath,
      pattern: getPathRegExp(openApiPath),
      procedurePath: path,
      type,
      takesInput: !instanceofZodTypeLikeVoid(unwrapZodType(inputParser, true)),
      keepsAnswers: (meta as Meta).keepsAnswers === true,
    });
  });
  return routes;
}

interface FoundRoute {
  readonly route: RestRoute;
  /** The path parameters, as strings. */
  readonly params?: Readonly<Record<string, string>>;
}

/**
 * The route of a request: paths without parameters by one lookup, then the patterns of the others.
 * The path is the request target up to its query, without a trailing slash; it is not resolved
 * further (`/api/x/../habits` is not `/api/habits`), so matching is exact.
 */
function routeFinder(routes: readonly RestRoute[]) {
  /** Found once: a fixed path's answer is the same object every time. */
  const fixed = new Map<string, FoundRoute>();
  const patterned: RestRoute[] = [];
  for (const route of routes) {
    if (route.path.includes('{')) patterned.push(route);
    else fixed.set(`${route.method} ${route.path}`, { route });
  }
  return (method: string, url: string): FoundRoute | undefined => {
    const queryStart = url.indexOf('?');
    let pathname = queryStart === -1 ? url : url.slice(0, queryStart);
    if (pathname.length > 1 && pathname.endsWith('/')) pathname = pathname.slice(0, -1);
    const found = fixed.get(`${method} ${pathname}`);
    if (found) return found;
    for (const candidate of patterned) {
      if (candidate.method !== method) continue;
      const match = candidate.pattern.exec(pathname);
      if (match) return { route: candidate, params: match.groups };
    }
    return undefined;
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function registerRest(
  app: FastifyInstance,
  options: { router: AppRouter; contexts: ContextFactory; dev: boolean },
): void {
  const { router, contexts, dev } = options;
  const findRoute = routeFinder(collectRoutes(router));

  /** The procedure's errors as REST sends them: `{ message, code }` with the matching status. */
  function sendError(
    request: FastifyRequest,
    reply: FastifyReply,
    cause: unknown,
    call: { route: RestRoute | undefined; input: unknown; ctx: Context | undefined },
  ): void {
    const { route, input, ctx } = call;
    const error = getTRPCErrorFromUnknown(cause);
    if (error.code === 'INTERNAL_SERVER_ERROR')
      request.log.error({ err: error }, 'REST procedure failed');
    const shape = getTRPCErrorShape({
      config: router._def._config,
      error,
      type: route?.type ?? 'unknown',
      path: route?.procedurePath,
      input,
      ctx,
    });
    const data = shape.data as { errors?: string[]; stack?: string };
    void reply.code(getHTTPStatusCodeFromError(error)).send({
      message: shape.message,
      code: error.code,
      ...(data.errors ? { errors: data.errors } : {}),
      ...(dev && data.stack ? { stack: data.stack } : {}),
    });
  }

  /** A kept answer's JSON, if the route keeps answers and this user's is kept. */
  function keptJson(route: RestRoute, context: Context, input: unknown): string | undefined {
    const { user } = context;
    if (!route.keepsAnswers || !user) return undefined;
    const key = answerKey(route.procedurePath, userToday({ now: context.now, user }), input);
    return keptAnswer(context.userData, user, key)?.json;
  }

  function sendJson(reply: FastifyReply, json: string): void {
    void reply.code(200).type(JSON_TYPE).send(json);
  }

  /**
   * The call through the procedure, once the route and input are known. Settles only once the
   * response is out: a compressed body is still streaming after `send`, and Fastify sends again for
   * a handler whose promise settles before its reply is out.
   */
  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    route: RestRoute,
    input: unknown,
    ready: Context | undefined,
  ): Promise<void> {
    let ctx = ready;
    try {
      const context = ready ?? (await contexts.create({ req: request, res: reply }));
      ctx = context;
      // With `ready`, the handler has already looked for a kept answer.
      const kept = ready ? undefined : keptJson(route, context, input);
      if (kept !== undefined) {
        sendJson(reply, kept);
      } else {
        const data: unknown = await callTRPCProcedure({
          router,
          path: route.procedurePath,
          type: route.type,
          ctx: context,
          getRawInput: () => Promise.resolve(input),
          signal: undefined,
          batchIndex: 0,
        });
        // The procedure has just kept its answer with its JSON: send that, not a second one.
        if (route.keepsAnswers && context.user) {
          sendJson(reply, keptJson(route, context, input) ?? JSON.stringify(data));
        } else {
          void reply.code(200).send(data);
        }
      }
    } catch (cause) {
      sendError(request, reply, cause, { route, input, ctx });
    }
    await reply;
  }

  app.route({
    method: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'],
    url: '/api/*',
    // Not `async`: a kept answer to a signed-in read is sent without a single promise; everything
    // else returns `answer`'s.
    handler: (request, reply) => {
      const method = request.method === 'HEAD' ? 'GET' : request.method;
      const found = findRoute(method, request.url);
      let input: unknown;
      let ready: Context | undefined;
      try {
        if (!found) throw new TRPCError({ code: 'NOT_FOUND', message: 'Not found' });
        const hasBody = method !== 'GET' && method !== 'DELETE';
        if (hasBody && !(request.headers['content-type'] ?? '').startsWith('application/json')) {
          throw new TRPCError({
            code: 'UNSUPPORTED_MEDIA_TYPE',
            message: 'Send the body as application/json',
          });
        }
        const source: unknown = hasBody ? request.body : request.query;
        if (found.route.takesInput) {
          if (source !== undefined && !isPlainObject(source)) {
            throw new TRPCError({
              code: 'BAD_REQUEST',
              message: 'The request body must be a JSON object',
            });
          }
          // Not `{ ...source, ...groups }` (see context.ts on spreads that add keys). The null
          // prototype makes a `__proto__` key plain data, as a spread would.
          input = Object.assign(
            Object.create(null) as Record<string, unknown>,
            source,
            found.params,
          );
        }
        ready = contexts.ready(request, reply);
      } catch (cause) {
        sendError(request, reply, mapDbError(cause) ?? cause, {
          route: found?.route,
          input,
          ctx: undefined,
        });
        return;
      }
      const kept = ready && keptJson(found.route, ready, input);
      if (kept !== undefined) {
        sendJson(reply, kept);
        return;
      }
      return answer(request, reply, found.route, input, ready);
    },
  });
}

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
import type { Context } from './context';
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
  route: RestRoute;
  /** The path parameters, as strings. */
  params?: Record<string, string>;
}

/**
 * The route of a request: paths without parameters by one lookup, then the patterns of the others.
 * The path is the request target up to its query, without a trailing slash; it is not resolved
 * further (`/api/x/../habits` is not `/api/habits`), so matching is exact.
 */
function routeFinder(routes: readonly RestRoute[]) {
  const fixed = new Map<string, RestRoute>();
  const patterned: RestRoute[] = [];
  for (const route of routes) {
    if (route.path.includes('{')) patterned.push(route);
    else fixed.set(`${route.method} ${route.path}`, route);
  }
  return (method: string, url: string): FoundRoute | undefined => {
    const queryStart = url.indexOf('?');
    let pathname = queryStart === -1 ? url : url.slice(0, queryStart);
    if (pathname.length > 1 && pathname.endsWith('/')) pathname = pathname.slice(0, -1);
    const route = fixed.get(`${method} ${pathname}`);
    if (route) return { route };
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
  options: {
    router: AppRouter;
    createContext: (opts: { req: FastifyRequest; res: FastifyReply }) => Promise<Context>;
    dev: boolean;
  },
): void {
  const { router, createContext, dev } = options;
  const findRoute = routeFinder(collectRoutes(router));

  app.route({
    method: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'],
    url: '/api/*',
    handler: async (request, reply) => {
      const method = request.method === 'HEAD' ? 'GET' : request.method;
      const found = findRoute(method, request.url);
      const route = found?.route;
      let ctx: Context | undefined;
      let input: unknown;
      try {
        if (!route) throw new TRPCError({ code: 'NOT_FOUND', message: 'Not found' });
        const hasBody = method !== 'GET' && method !== 'DELETE';
        if (hasBody && !(request.headers['content-type'] ?? '').startsWith('application/json')) {
          throw new TRPCError({
            code: 'UNSUPPORTED_MEDIA_TYPE',
            message: 'Send the body as application/json',
          });
        }
        const source: unknown = hasBody ? request.body : request.query;
        if (route.takesInput) {
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
        const context = await createContext({ req: request, res: reply });
        ctx = context;
        const call = (): Promise<unknown> =>
          callTRPCProcedure({
            router,
            path: route.procedurePath,
            type: route.type,
            ctx: context,
            getRawInput: () => Promise.resolve(input),
            signal: undefined,
            batchIndex: 0,
          });
        const { user } = context;
        if (route.keepsAnswers && user) {
          // The procedure keeps its answer with its JSON under this key (`userDataQuery`).
          const key = answerKey(route.procedurePath, userToday({ now: context.now, user }), input);
          let json = keptAnswer(context.userData, user, key)?.json;
          if (json === undefined) {
            const data = await call();
            json = keptAnswer(context.userData, user, key)?.json ?? JSON.stringify(data);
          }
          return await reply.code(200).type(JSON_TYPE).send(json);
        }
        return await reply.code(200).send(await call());
      } catch (cause) {
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
        return reply.code(getHTTPStatusCodeFromError(error)).send({
          message: shape.message,
          code: error.code,
          ...(data.errors ? { errors: data.errors } : {}),
          ...(dev && data.stack ? { stack: data.stack } : {}),
        });
      }
    },
  });
}

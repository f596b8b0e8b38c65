/**
 * REST under /api: each procedure at its `meta.openapi` method and path, the same table that
 * trpc-to-openapi turns into /api/openapi.json. Errors are `{ message, code }` (plus `errors` for
 * the sign-up password rules) with the matching status.
 *
 * trpc-to-openapi's own handler is not used: on every request it sets `_def.coerce = true` on the
 * number fields of the procedure's input schema, the shared zod instances of @taper/domain, so after
 * one REST call every schema (tRPC's included) would turn '3' into 3 and '' into 0. Here the input
 * reaches the procedure as sent; path parameters are the only strings to coerce, and their schemas
 * (`idSchema`) coerce by design.
 */
import { TRPCError } from '@trpc/server';
import {
  forEachOpenApiProcedure,
  getInputOutputParsers,
  getPathRegExp,
  instanceofZodTypeLikeVoid,
  normalizePath,
  unwrapZodType,
} from 'trpc-to-openapi';
import type { ApiServices, Context } from '../context';
import type { AppRouter } from '../router';
import type { ProcedureType } from './procedures';
import { contextFor, errorShape, runProcedure, statusOf } from './procedures';
import type { ApiRequest, ApiResponse } from './types';
import { lastParams, pathOf } from './types';

export interface RestRoute {
  method: string;
  /** The OpenAPI path, `{name}` for a parameter. */
  path: string;
  pattern: RegExp;
  procedurePath: string;
  type: ProcedureType;
  takesInput: boolean;
}

/** Every REST route, from the procedures' `meta.openapi`. */
export function restRoutes(router: AppRouter): RestRoute[] {
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
    });
  });
  return routes;
}

interface FoundRoute {
  route: RestRoute;
  /** The path parameters, as strings. */
  params?: Readonly<Record<string, string>>;
}

/**
 * The route of a request: paths without parameters by one lookup, then the patterns of the others.
 * A trailing slash is ignored; the path is not resolved further (`/api/x/../habits` is not
 * `/api/habits`), so matching is exact.
 */
function routeFinder(routes: readonly RestRoute[]) {
  const fixed = new Map<string, FoundRoute>();
  const patterned: RestRoute[] = [];
  for (const route of routes) {
    if (route.path.includes('{')) patterned.push(route);
    else fixed.set(`${route.method} ${route.path}`, { route });
  }
  return (method: string, url: string): FoundRoute | undefined => {
    let path = pathOf(url);
    if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
    const found = fixed.get(`${method} ${path}`);
    if (found) return found;
    for (const route of patterned) {
      if (route.method !== method) continue;
      const match = route.pattern.exec(path);
      if (match) return { route, params: match.groups };
    }
    return undefined;
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** The procedure's input: the body (or the query) with the path parameters over it. */
function inputOf(request: ApiRequest, found: FoundRoute): unknown {
  if (!found.route.takesInput) return undefined;
  // A DELETE may carry a JSON body (the password that confirms deleting an account).
  const hasBody =
    BODY_METHODS.has(request.method) || (request.method === 'DELETE' && request.body != null);
  if (hasBody && !(request.contentType ?? '').startsWith('application/json')) {
    throw new TRPCError({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Send the body as application/json',
    });
  }
  const source: unknown = hasBody ? (request.body ?? {}) : lastParams(request.query);
  if (!isPlainObject(source)) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'The request body must be a JSON object' });
  }
  // The null prototype makes a `__proto__` key plain data, as a spread would.
  return Object.assign(Object.create(null) as Record<string, unknown>, source, found.params);
}

export function restHandler(router: AppRouter, services: ApiServices) {
  const findRoute = routeFinder(restRoutes(router));

  function failure(error: TRPCError, ctx: Context | TRPCError | undefined, route?: RestRoute) {
    const shape = errorShape(router, ctx, error, {
      ...(route ? { path: route.procedurePath, type: route.type } : {}),
    });
    const { data } = shape;
    return JSON.stringify({
      message: shape.message,
      code: error.code,
      ...(data.errors ? { errors: data.errors } : {}),
      ...(data.stack ? { stack: data.stack } : {}),
    });
  }

  return async function handleRest(request: ApiRequest): Promise<ApiResponse> {
    const found = findRoute(request.method, request.url);
    let input: unknown;
    try {
      if (!found) throw new TRPCError({ code: 'NOT_FOUND', message: 'Not found' });
      input = inputOf(request, found);
    } catch (cause) {
      const error = cause instanceof TRPCError ? cause : new TRPCError({ code: 'BAD_REQUEST' });
      return {
        status: statusOf(error),
        headers: {},
        body: failure(error, undefined, found?.route),
      };
    }
    const { route } = found;
    const ctx = await contextFor(services, request);
    const outcome = await runProcedure(router, services, ctx, {
      path: route.procedurePath,
      type: route.type,
      input,
    });
    const headers = ctx instanceof TRPCError ? {} : ctx.responseHeaders;
    const status = ctx instanceof TRPCError ? undefined : ctx.responseStatus.code;
    if (outcome.ok && status === 204) return { status, headers, body: '' };
    if (!outcome.ok) {
      return { status: statusOf(outcome.error), headers, body: failure(outcome.error, ctx, route) };
    }
    const body = outcome.json ?? JSON.stringify(outcome.data);
    const keptAs = outcome.keptKey === undefined ? {} : { keptAs: `rest ${outcome.keptKey}` };
    return { status: status ?? 200, headers, body, ...keptAs };
  };
}

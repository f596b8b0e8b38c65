/**
 * An HTTP request and response as the API's two wire formats (REST and tRPC) see them: what the
 * host (apps/api, Fastify) hands over and sends back. Keeping the formats free of the host lets
 * one test harness drive both, and keeps every rule of the API in this package.
 */
export interface ApiRequest {
  /** Upper case; the host answers HEAD as GET. */
  method: string;
  /** The request target: the path and the query, as received. */
  url: string;
  /**
   * The target's query as the host parsed it (a name given more than once has its values in
   * order): Fastify parses every request's query anyway, so it is not parsed here again.
   */
  query: QueryParams;
  authorization: string | undefined;
  contentType: string | undefined;
  /** The body, parsed from JSON by the host; undefined when there was none. */
  body: unknown;
  /** The client's address, for rate limits. */
  ip: string;
  /** `protocol://host` as the client reached the server. */
  origin: string;
  /** The User-Agent header, if sent (kept with a new session). */
  userAgent?: string | undefined;
  /** The Accept-Language header, if sent: the language of a signed-out caller, and a new account's. */
  acceptLanguage?: string | undefined;
}

export interface ApiResponse {
  status: number;
  /** Headers a procedure added (e.g. Retry-After); the body is always JSON. */
  headers: Readonly<Record<string, string>>;
  /** JSON text. */
  body: string;
  /**
   * Set when the body is made of kept answers only: a name that always stands for this same body,
   * so the host may keep what it derives from it (its compressed bytes) under that name.
   */
  keptAs?: string;
}

export type QueryParams = Readonly<Record<string, string | readonly string[] | undefined>>;

/** A request target's query parsed, for a caller that holds only the target (the test client). */
export function parseQuery(url: string): QueryParams {
  const query: Record<string, string | string[]> = Object.create(null) as Record<string, string>;
  for (const [name, value] of new URLSearchParams(queryOf(url))) {
    const before = query[name];
    if (before === undefined) query[name] = value;
    else if (typeof before === 'string') query[name] = [before, value];
    else before.push(value);
  }
  return query;
}

/** A parameter's first value, as `URLSearchParams.get` reads it. */
export function firstParam(query: QueryParams, name: string): string | undefined {
  const value = query[name];
  return typeof value === 'string' ? value : value?.[0];
}

/**
 * Every parameter with its last value, as `Object.fromEntries(URLSearchParams)` reads them; the
 * null prototype keeps a `__proto__` parameter plain data.
 */
export function lastParams(query: QueryParams): Record<string, string> {
  const params = Object.create(null) as Record<string, string>;
  for (const [name, value] of Object.entries(query)) {
    const last = typeof value === 'string' ? value : value?.at(-1);
    if (last !== undefined) params[name] = last;
  }
  return params;
}

/** The path of a request target, without its query. */
export function pathOf(url: string): string {
  const queryStart = url.indexOf('?');
  return queryStart === -1 ? url : url.slice(0, queryStart);
}

/** The query of a request target, without the `?`. */
function queryOf(url: string): string {
  const queryStart = url.indexOf('?');
  return queryStart === -1 ? '' : url.slice(queryStart + 1);
}

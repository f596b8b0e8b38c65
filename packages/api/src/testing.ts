/**
 * The API on a fresh database, driven through its two wire formats without a host: what the
 * procedures answer over REST and tRPC, exactly as apps/api sends it.
 *
 *   const t = await createTestApi('sqlite');
 *   const res = await t.rest('GET', '/api/habits', { token });
 *   await t.close();
 */
import type { Engine } from '@taper/db';
import { createTestDb, type TestDb } from '@taper/db/testing';
import { Answers } from './reads/answers';
import { computedReadsInline } from './computed-reads';
import type { ApiServices } from './context';
import { parseQuery, type ApiRequest, type ApiResponse } from './http/types';
import { createApi, type Api } from './index';
import type { TransferLimits } from './transfer/handler';
import { createPasswordHasher, type PasswordHashOptions } from './passwords';
import { createAuthRateLimiter, type AddressLimits, type AuthRateLimitOptions } from './rate-limit';
import { resolveWithDns } from './services/push/endpoint';
import { createPushService } from './services/push/sender';

export { availableTestEngines } from '@taper/db/testing';

export const STRONG_PASSWORD = 'Str0ng!Pass';
/** Cheap argon2 for tests that are not about password hashing. */
export const CHEAP_ARGON2 = { memoryCost: 1024, timeCost: 2, parallelism: 1 } as const;

/** An answer as tests read it (the shape of Fastify's `inject` responses). */
export interface TestResponse extends WireResponse {
  headers: Readonly<Record<string, string>>;
}

/** A request as the test clients build it; each host turns it into its own call. */
export interface WireRequest {
  method: string;
  url: string;
  authorization?: string;
  /** Sent as JSON; `undefined` sends no body. */
  body?: unknown;
  ip?: string;
  /** Further raw headers, for hosts that take them. */
  headers?: Record<string, string>;
}

/** What a test reads of an answer: Fastify's `inject` responses and {@link TestResponse} alike. */
export interface WireResponse {
  statusCode: number;
  body: string;
  // Like Fastify's `inject` responses, so tests read fields without a cast at every step.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any, @typescript-eslint/no-unnecessary-type-parameters
  json<T = any>(): T;
}

/** The calls every test makes, over REST and tRPC, whichever host carries them. */
export interface WireClient<R extends WireResponse> {
  /** REST call; `token` adds the bearer header. A body-taking method always sends JSON. */
  rest(
    method: string,
    url: string,
    options?: Pick<WireRequest, 'body' | 'ip' | 'headers'> & { token?: string },
  ): Promise<R>;
  /** tRPC call (not batched): GET for queries, POST for mutations. */
  trpc(kind: 'query' | 'mutation', procedure: string, input?: unknown, token?: string): Promise<R>;
  /** A new account (password {@link STRONG_PASSWORD} unless `extra` names one). */
  signup(email: string, extra?: Record<string, unknown>): Promise<{ token: string; id: number }>;
  /** A further session of an account. */
  login(email: string, password?: string): Promise<string>;
}

export function wireClient<R extends WireResponse>(
  send: (request: WireRequest) => Promise<R>,
): WireClient<R> {
  const bearer = (token: string | undefined) => (token ? `Bearer ${token}` : undefined);

  const rest: WireClient<R>['rest'] = (method, url, { token, ...rest } = {}) =>
    send({ method, url, authorization: bearer(token), ...rest });

  const trpc: WireClient<R>['trpc'] = (kind, procedure, input, token) => {
    const authorization = bearer(token);
    if (kind === 'mutation') {
      return send({
        method: 'POST',
        url: `/trpc/${procedure}`,
        authorization,
        body: input ?? null,
      });
    }
    const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    return send({ method: 'GET', url: `/trpc/${procedure}${query}`, authorization });
  };

  const signup: WireClient<R>['signup'] = async (email, extra = {}) => {
    const res = await rest('POST', '/api/signup', {
      body: { email, password: STRONG_PASSWORD, firstName: 'Test', lastName: 'User', ...extra },
    });
    if (res.statusCode !== 200) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
    const body = res.json<{ token: string; user: { id: number } }>();
    return { token: body.token, id: body.user.id };
  };

  const login: WireClient<R>['login'] = async (email, password = STRONG_PASSWORD) => {
    const res = await rest('POST', '/api/login', { body: { email, password } });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
    return res.json<{ token: string }>().token;
  };

  return { rest, trpc, signup, login };
}

export interface TestApi extends WireClient<TestResponse> {
  api: Api;
  services: ApiServices;
  testDb: TestDb;
  clock: { now: Date };
  /** Messages of the 500s the API reported. */
  errors: string[];
  close(): Promise<void>;
  /** Any request; the rest is filled in as a browser on localhost would send it. */
  request(request: Partial<ApiRequest> & { method: string; url: string }): Promise<TestResponse>;
}

export interface TestApiOptions {
  authRateLimit?: AuthRateLimitOptions;
  /** The per-address budgets; by default too high for a test to reach. */
  addressLimits?: AddressLimits;
  passwordHashing?: PasswordHashOptions;
  services?: Partial<ApiServices>;
  /** Exports and imports per user and window; by default production's. */
  transferLimits?: TransferLimits;
}

function testResponse(response: ApiResponse): TestResponse {
  return {
    statusCode: response.status,
    headers: response.headers,
    body: response.body,
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- as declared above
    json: <T>() => JSON.parse(response.body) as T,
  };
}

export async function createTestApi(
  engine: Engine,
  options: TestApiOptions = {},
): Promise<TestApi> {
  const testDb = await createTestDb(engine);
  const clock = { now: new Date('2025-03-15T12:00:00Z') };
  const now = () => clock.now;
  const errors: string[] = [];
  const services: ApiServices = {
    db: testDb.db,
    now,
    // Production's argon2 parameters are asserted in their own test.
    passwords: createPasswordHasher(options.passwordHashing ?? CHEAP_ARGON2),
    authLimiter: createAuthRateLimiter(
      testDb.db,
      now,
      options.authRateLimit ?? { max: 1000, timeWindowMs: 60_000 },
      options.addressLimits ?? { signupsPerHour: 100_000, loginFailuresPer15Minutes: 100_000 },
    ),
    answers: new Answers(),
    computedReads: computedReadsInline(testDb.db),
    nodeEnv: 'test',
    publicUrl: undefined,
    push: createPushService({
      db: testDb.db,
      policy: { allowHosts: [], resolve: resolveWithDns },
    }),
    logError: (error) => {
      errors.push(error instanceof Error ? error.message : String(error));
    },
    ...options.services,
  };
  const api = createApi(services, options.transferLimits);

  const request: TestApi['request'] = async (partial) => {
    const full: ApiRequest = {
      authorization: undefined,
      contentType: undefined,
      body: undefined,
      ip: '127.0.0.1',
      origin: 'http://localhost:3000',
      query: parseQuery(partial.url),
      ...partial,
    };
    const handle = full.url.startsWith('/trpc/') ? api.trpc : api.rest;
    return testResponse(await handle(full));
  };

  const client = wireClient(({ headers, body, ...wire }) => {
    const { 'accept-language': acceptLanguage, ...others } = headers ?? {};
    if (Object.keys(others).length > 0)
      throw new Error('createTestApi: send raw headers through request()');
    const takesBody =
      ['POST', 'PUT', 'PATCH'].includes(wire.method) ||
      (wire.method === 'DELETE' && body !== undefined);
    return request({
      ...wire,
      body,
      contentType: takesBody ? 'application/json' : undefined,
      ...(acceptLanguage === undefined ? {} : { acceptLanguage }),
    });
  });

  return {
    api,
    services,
    testDb,
    clock,
    errors,
    request,
    ...client,
    close: () => testDb.dispose(),
  };
}

/** Two accounts for authorization tests: the one a test acts as, and another who must not reach it. */
export interface TwoUsers {
  token: string;
  id: number;
  otherToken: string;
  otherId: number;
}

/** Signs up the owner and then another user (emails by default `owner@` and `other@example.com`). */
export async function signUpTwo<R extends WireResponse>(
  client: WireClient<R>,
  emails: readonly [string, string] = ['owner@example.com', 'other@example.com'],
): Promise<TwoUsers> {
  const owner = await client.signup(emails[0]);
  const other = await client.signup(emails[1]);
  return { token: owner.token, id: owner.id, otherToken: other.token, otherId: other.id };
}

/** A fresh test API with {@link signUpTwo}'s two users. */
export async function createTestApiWithTwoUsers(
  engine: Engine,
  emails?: readonly [string, string],
  options?: TestApiOptions,
): Promise<TwoUsers & { t: TestApi }> {
  const t = await createTestApi(engine, options);
  return { t, ...(await signUpTwo(t, emails)) };
}

export const numberHabit = {
  name: 'Coffee',
  color: '#3B82F6',
  icon: 'coffee',
  goalType: 'number',
  goalSchedule: 'daily',
  dailyGoal: 2,
};

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
import { Answers } from './answers';
import type { ApiServices } from './context';
import type { ApiRequest, ApiResponse } from './http/types';
import { createApi, type Api } from './index';
import { createPasswordHasher, type PasswordHashOptions } from './passwords';
import { createAuthRateLimiter, type AuthRateLimitOptions } from './rate-limit';

export { availableTestEngines } from '@taper/db/testing';

export const STRONG_PASSWORD = 'Str0ng!Pass';

/** An answer as tests read it (the shape of Fastify's `inject` responses). */
export interface TestResponse {
  statusCode: number;
  headers: Readonly<Record<string, string>>;
  body: string;
  // Like Fastify's `inject` responses, so tests read fields without a cast at every step.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any, @typescript-eslint/no-unnecessary-type-parameters
  json<T = any>(): T;
}

export interface TestApi {
  api: Api;
  services: ApiServices;
  testDb: TestDb;
  clock: { now: Date };
  /** Messages of the 500s the API reported. */
  errors: string[];
  close(): Promise<void>;
  /** Any request; the rest is filled in as a browser on localhost would send it. */
  request(request: Partial<ApiRequest> & { method: string; url: string }): Promise<TestResponse>;
  /** REST call; `token` adds the bearer header. A body-taking method always sends JSON. */
  rest(
    method: string,
    url: string,
    options?: { token?: string; body?: unknown; ip?: string },
  ): Promise<TestResponse>;
  /** tRPC call (not batched): GET for queries, POST for mutations. */
  trpc(
    kind: 'query' | 'mutation',
    procedure: string,
    input?: unknown,
    token?: string,
  ): Promise<TestResponse>;
  signup(email: string, extra?: Record<string, unknown>): Promise<{ token: string; id: number }>;
}

export interface TestApiOptions {
  authRateLimit?: AuthRateLimitOptions;
  passwordHashing?: PasswordHashOptions;
  services?: Partial<ApiServices>;
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
    // Cheap argon2 for speed; production's parameters are asserted in their own test.
    passwords: createPasswordHasher(
      options.passwordHashing ?? { memoryCost: 1024, timeCost: 2, parallelism: 1 },
    ),
    authLimiter: createAuthRateLimiter(
      testDb.db,
      now,
      options.authRateLimit ?? { max: 1000, timeWindowMs: 60_000 },
    ),
    answers: new Answers(),
    nodeEnv: 'test',
    publicUrl: undefined,
    logError: (error) => {
      errors.push(error instanceof Error ? error.message : String(error));
    },
    ...options.services,
  };
  const api = createApi(services);

  const request: TestApi['request'] = async (partial) => {
    const full: ApiRequest = {
      authorization: undefined,
      contentType: undefined,
      body: undefined,
      ip: '127.0.0.1',
      origin: 'http://localhost:3000',
      ...partial,
    };
    const handle = full.url.startsWith('/trpc/') ? api.trpc : api.rest;
    return testResponse(await handle(full));
  };

  const rest: TestApi['rest'] = (method, url, { token, body, ip } = {}) =>
    request({
      method,
      url,
      authorization: token ? `Bearer ${token}` : undefined,
      contentType: ['POST', 'PUT', 'PATCH'].includes(method) ? 'application/json' : undefined,
      body,
      ...(ip === undefined ? {} : { ip }),
    });

  const trpc: TestApi['trpc'] = (kind, procedure, input, token) => {
    const authorization = token ? `Bearer ${token}` : undefined;
    if (kind === 'query') {
      const query =
        input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
      return request({ method: 'GET', url: `/trpc/${procedure}${query}`, authorization });
    }
    return request({
      method: 'POST',
      url: `/trpc/${procedure}`,
      authorization,
      contentType: 'application/json',
      body: input,
    });
  };

  const signup: TestApi['signup'] = async (email, extra = {}) => {
    const res = await rest('POST', '/api/signup', {
      body: { email, password: STRONG_PASSWORD, firstName: 'Test', lastName: 'User', ...extra },
    });
    if (res.statusCode !== 200) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
    const body = res.json<{ token: string; user: { id: number } }>();
    return { token: body.token, id: body.user.id };
  };

  return {
    api,
    services,
    testDb,
    clock,
    errors,
    request,
    rest,
    trpc,
    signup,
    close: () => testDb.dispose(),
  };
}

export const numberHabit = {
  name: 'Coffee',
  color: '#3B82F6',
  icon: 'coffee',
  goalType: 'number',
  goalSchedule: 'daily',
  dailyGoal: 2,
};

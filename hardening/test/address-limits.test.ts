/**
 * Issue 39, items 4 and 7 — budgets per client address, counted in the database, across two API
 * processes: sign-ups from one address (account farming) and failed sign-ins over many emails
 * (password spraying) reach 429 with Retry-After however the requests are spread; successful
 * sign-ins use up nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD } from '../src/harness';
import { request, type ApiServer, type HttpResult } from '../src/server';
import { sharedDatabase, startServers, type Engine, type SharedDatabase } from '../src/two-servers';

const SIGNUPS = 6;
const FAILURES = 8;

function expect429(res: HttpResult, windowSeconds: number) {
  expect(res.status).toBe(429);
  expect(JSON.parse(res.body)).toEqual({
    code: 'TOO_MANY_REQUESTS',
    message: 'Too many attempts, please try again later',
  });
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe.each<Engine>(['sqlite', 'postgres'])(
  'per-address budgets over two API processes on one %s database',
  (engine) => {
    let shared: SharedDatabase | undefined;
    let servers: [ApiServer, ApiServer];
    const either = (i: number) => servers[i % 2]!.origin;

    beforeAll(async () => {
      shared = await sharedDatabase(engine);
      servers = (await startServers(2, {
        databaseUrl: shared.url,
        env: { SIGNUP_LIMIT_PER_HOUR: String(SIGNUPS), LOGIN_FAILURES_LIMIT: String(FAILURES) },
      })) as [ApiServer, ApiServer];
    });
    afterAll(async () => {
      for (const server of servers) await server.kill();
      shared?.dispose();
    });

    it('successful sign-ins, spread over both, use up nothing; failed ones over many emails reach 429', async () => {
      const first = await request(either(0), 'POST', '/api/signup', {
        body: {
          email: 'owner@example.com',
          password: STRONG_PASSWORD,
          firstName: 'O',
          lastName: 'W',
        },
      });
      expect(first.status).toBe(200);
      // More right passwords than either budget allows wrong ones.
      for (let i = 0; i < FAILURES + 12; i += 1) {
        const res = await request(either(i), 'POST', '/api/login', {
          body: { email: 'owner@example.com', password: STRONG_PASSWORD },
        });
        expect(res.status).toBe(200);
      }
      // Spraying: one guess at each of many emails.
      const statuses: number[] = [];
      let last: HttpResult | undefined;
      for (let i = 0; i < FAILURES + 4; i += 1) {
        last = await request(either(i), 'POST', '/api/login', {
          body: { email: `target${i}@example.com`, password: 'Spr4y!Password' },
        });
        statuses.push(last.status);
      }
      expect(statuses).toEqual([
        ...Array<number>(FAILURES).fill(401),
        ...Array<number>(4).fill(429),
      ]);
      expect429(last!, 15 * 60);
    });

    it('sign-ups spread over both stop at the hourly budget of the address', async () => {
      // One of the budget went to the account above.
      const statuses: number[] = [];
      let last: HttpResult | undefined;
      for (let i = 0; i < SIGNUPS + 3; i += 1) {
        last = await request(either(i), 'POST', '/api/signup', {
          body: {
            email: `farm${i}@example.com`,
            password: STRONG_PASSWORD,
            firstName: 'F',
            lastName: 'A',
          },
        });
        statuses.push(last.status);
      }
      expect(statuses).toEqual([
        ...Array<number>(SIGNUPS - 1).fill(200),
        ...Array<number>(4).fill(429),
      ]);
      expect429(last!, 60 * 60);
      expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(15 * 60);
    });
  },
);

/**
 * Item 2 (API half) — rate limits with Retry-After, one answer for a wrong email or password,
 * hostile text stored and returned as text, and a CSP that forbids inline script on the HTML.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, numberHabit, STRONG_PASSWORD, type Harness } from '../src/harness';
import { HOSTILE_NAMES, HOSTILE_NOTES } from '../src/payloads';
import { ensureWebBuilt, WEB_DIST } from '../src/web';

describe('auth rate limits (production defaults)', () => {
  let h: Harness;
  beforeAll(async () => {
    // No authRateLimit override: the production limit (10 per 15 minutes per IP and email).
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  function expect429(res: {
    statusCode: number;
    headers: Record<string, unknown>;
    json: () => unknown;
  }) {
    expect(res.statusCode).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(res.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: expect.any(String) });
  }

  it('the 11th rapid login for one email and IP is 429 with Retry-After', async () => {
    await h.signup('victim@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await h.rest('POST', '/api/login', {
        body: { email: 'victim@example.com', password: `guess-${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual(Array(10).fill(401));
    const blocked = await h.rest('POST', '/api/login', {
      body: { email: 'victim@example.com', password: 'guess-10' },
    });
    expect429(blocked);
    // While blocked, even the right password is refused: the limit is not an oracle.
    expect429(
      await h.rest('POST', '/api/login', {
        body: { email: 'VICTIM@example.com', password: STRONG_PASSWORD },
      }),
    );
    // The tRPC door shares the limit.
    const trpc = await h.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'victim@example.com', password: STRONG_PASSWORD }),
    });
    expect(trpc.statusCode).toBe(429);
    expect(Number(trpc.headers['retry-after'])).toBeGreaterThan(0);
    // Another IP is not punished for this one's attempts.
    const elsewhere = await h.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.9.8.7',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'victim@example.com', password: STRONG_PASSWORD }),
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('the 11th rapid sign-up for one email and IP is 429 with Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await h.rest('POST', '/api/signup', {
        body: {
          email: 'flood@example.com',
          password: STRONG_PASSWORD,
          firstName: 'F',
          lastName: 'L',
        },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses[0]).toBe(200);
    expect(statuses.slice(1)).toEqual(Array(9).fill(409));
    expect429(
      await h.rest('POST', '/api/signup', {
        body: {
          email: 'flood@example.com',
          password: STRONG_PASSWORD,
          firstName: 'F',
          lastName: 'L',
        },
      }),
    );
  });
});

describe('login answers reveal nothing', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ authRateLimit: { max: 1000, timeWindowMs: 60_000 } });
    await h.signup('known@example.com');
  });
  afterAll(async () => {
    await h.close();
  });

  it('an unknown email and a wrong password get byte-identical answers', async () => {
    for (const door of ['rest', 'trpc'] as const) {
      const send = (email: string) =>
        h.app.inject({
          method: 'POST',
          url: door === 'rest' ? '/api/login' : '/trpc/auth.login',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ email, password: 'Wr0ng!Password' }),
        });
      const unknown = await send('nobody@example.com');
      const wrong = await send('known@example.com');
      expect(unknown.statusCode).toBe(401);
      expect(wrong.statusCode).toBe(unknown.statusCode);
      expect(wrong.body).toBe(unknown.body);
      expect(wrong.headers['content-type']).toBe(unknown.headers['content-type']);
      expect(wrong.headers['content-length']).toBe(unknown.headers['content-length']);
    }
  });
});

describe('hostile text is stored and returned as text', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ authRateLimit: { max: 1000, timeWindowMs: 60_000 } });
  });
  afterAll(async () => {
    await h.close();
  });

  it('habit names and notes come back exactly, as JSON, and are stored verbatim', async () => {
    const { token } = await h.signup('xss@example.com');
    const today = new Date().toISOString().slice(0, 10);
    for (const [i, name] of HOSTILE_NAMES.entries()) {
      const created = await h.rest('POST', '/api/habits', {
        token,
        body: { ...numberHabit, name },
      });
      expect(created.statusCode, created.body).toBe(200);
      expect(created.headers['content-type']).toMatch(/^application\/json/);
      const habit = created.json<{ id: number; name: string }>();
      expect(habit.name).toBe(name);
      const note = HOSTILE_NOTES[i % HOSTILE_NOTES.length]!;
      const logged = await h.rest('POST', `/api/habits/${habit.id}/entries`, {
        token,
        body: { date: today, actualValue: 1, note },
      });
      expect(logged.statusCode, logged.body).toBe(200);
      expect(logged.json<{ note: string }>().note).toBe(note.trim());

      const fetched = await h.rest('GET', `/api/habits/${habit.id}`, { token });
      expect(fetched.json<{ name: string }>().name).toBe(name);
      const entries = await h.rest('GET', `/api/habits/${habit.id}/entries`, { token });
      expect(entries.json<{ note: string }[]>()[0]?.note).toBe(note.trim());
      const stored = await h.testDb.db
        .selectFrom('habits')
        .select('name')
        .where('id', '=', habit.id)
        .executeTakeFirstOrThrow();
      expect(stored.name).toBe(name);
    }
    const list = await h.rest('GET', '/api/habits', { token });
    expect(list.json<{ name: string }[]>().map((habit) => habit.name)).toEqual([...HOSTILE_NAMES]);
  });
});

describe('the HTML is served with a CSP that forbids inline script', () => {
  let h: Harness;
  beforeAll(async () => {
    await ensureWebBuilt();
    h = await createHarness({ config: { webDist: WEB_DIST } });
  });
  afterAll(async () => {
    await h.close();
  });

  function directives(csp: string): Map<string, string[]> {
    const map = new Map<string, string[]>();
    for (const part of csp.split(';')) {
      const [name, ...values] = part.trim().split(/\s+/);
      if (name) map.set(name.toLowerCase(), values);
    }
    return map;
  }

  for (const url of ['/', '/manage', '/habit/1']) {
    it(`GET ${url}`, async () => {
      expect(existsSync(path.join(WEB_DIST, 'index.html'))).toBe(true);
      const res = await h.rest('GET', url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toMatch(/<div id="root"|<html/i);
      const csp = res.headers['content-security-policy'] ?? '';
      expect(csp).not.toBe('');
      const d = directives(csp);
      const scriptSrc = d.get('script-src') ?? d.get('default-src');
      expect(scriptSrc, 'script-src or default-src must be set').toBeDefined();
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      expect(scriptSrc).not.toContain('data:');
      expect(scriptSrc).not.toContain('*');
      for (const attr of d.get('script-src-attr') ?? []) expect(attr).not.toBe("'unsafe-inline'");
      expect(d.get('object-src')).toEqual(["'none'"]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      // The page itself needs no inline script, so the CSP does not break it.
      expect(res.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
    });
  }
});

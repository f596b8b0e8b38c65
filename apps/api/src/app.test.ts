import { sql } from 'kysely';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from './config';
import {
  availableTestEngines,
  createTestApp,
  numberHabit,
  STRONG_PASSWORD,
  type TestApp,
} from './testing';

/**
 * SPEC §7, method and path (path parameters as OpenAPI writes them), and the calls of the read
 * model ARCHITECTURE adds: GET /api/summary and GET /api/habits/{id}/stats, the progress screen's
 * strength, history and weekdays (docs/api-contract.md), and the upload target behind `uploadURL`.
 */
const SPEC_CALLS = [
  'GET /api/auth/user',
  'POST /api/login',
  'POST /api/signup',
  'POST /api/logout',
  'PATCH /api/auth/user',
  'PUT /api/auth/user',
  'PUT /api/auth/password',
  'GET /api/habits',
  'GET /api/habits/{id}',
  'POST /api/habits',
  'PUT /api/habits/{id}',
  // What a settings change does to logged results, before it is saved (a new goal type).
  'POST /api/habits/{id}/settings/preview',
  // Archived and ordered habits (issue 20).
  'POST /api/habits/{id}/archive',
  'POST /api/habits/{id}/unarchive',
  'PUT /api/habits/order',
  // Goal history and taper plans (beyond SPEC §7).
  'GET /api/habits/{id}/goals',
  'GET /api/habits/{id}/plan',
  'PUT /api/habits/{id}/plan',
  'DELETE /api/habits/{id}/plan',
  // What a plan would re-judge, before it is set (issue 32).
  'POST /api/habits/{id}/plan/preview',
  // Holding a plan's coming steps (issue 32).
  'POST /api/habits/{id}/plan/hold',
  'DELETE /api/habits/{id}',
  // Undo of a delete (issue 29).
  'POST /api/habits/{id}/restore',
  'GET /api/habits/{id}/entries',
  'GET /api/entries',
  'POST /api/habits/{id}/entries',
  'PUT /api/habit-entries/{entryId}',
  // Clearing an entry (beyond SPEC: undoing a wrong entry).
  'DELETE /api/habit-entries/{entryId}',
  // Vacation: a range of days skipped (issue 20).
  'POST /api/skips',
  'GET /api/habits/{id}/streaks',
  'GET /api/habits/{id}/reduction',
  'POST /api/habits/{id}/milestones/seen',
  'GET /api/habits/{id}/stats',
  'GET /api/summary',
  'GET /api/habits/{id}/strength',
  'GET /api/habits/{id}/history',
  'GET /api/habits/{id}/weekdays',
  // A day's goal in words, from the goal history (issue 30: the web judges nothing).
  'GET /api/habits/{id}/day-goal',
  'GET /api/icons',
  // The languages Taper speaks (issue 53).
  'GET /api/locales',
  // Templates for a guided start (issue 54).
  'GET /api/templates',
  'POST /api/templates/{id}/draft',
  // Habit groups and their shared budget (issue 51).
  'GET /api/groups',
  'POST /api/groups',
  'PUT /api/groups/{id}',
  'DELETE /api/groups/{id}',
  'GET /api/groups/{id}/progress',
  'GET /api/groups/{id}/over-days',
  'GET /api/groups/{id}/chart',
  // Export and import (issue 22).
  'GET /api/export',
  'POST /api/import',
  // Reminders by Web Push (issue 36).
  'GET /api/push/key',
  'GET /api/push/subscriptions',
  'POST /api/push/subscriptions',
  'DELETE /api/push/subscriptions',
  // Stopping one listed device from Account (issue 54).
  'DELETE /api/push/subscriptions/{id}',
  'POST /api/push/test',
  'GET /api/shares',
  'GET /api/shares/options',
  'POST /api/shares',
  'PUT /api/shares/{id}',
  'DELETE /api/shares/{id}',
  'POST /api/shares/{id}/summary',
  'GET /api/shared/{token}',
  'POST /api/shared/{token}/stop',
  // The email fallback's stop link (issue 54).
  'POST /api/reminders/email/stop/{token}',
  'GET /api/admin/stats/overview',
  // The admin overview's 30-day chart (issue 35).
  'GET /api/admin/stats/daily',
  'GET /api/admin/users',
  'PATCH /api/admin/users/{id}/tier',
  'PATCH /api/admin/users/{id}/role',
  'GET /api/admin/icons',
  'PATCH /api/admin/icons/{id}/tier',
  'PATCH /api/admin/icons/{id}',
  'DELETE /api/admin/icons/{id}',
  'POST /api/admin/icons',
  'POST /api/admin/icons/upload',
  'PUT /api/uploads/{token}',
  // The account's devices, API tokens, deletion and password reset.
  'GET /api/auth/sessions',
  'DELETE /api/auth/sessions',
  'DELETE /api/auth/sessions/{id}',
  'GET /api/auth/tokens',
  'POST /api/auth/tokens',
  'DELETE /api/auth/tokens/{id}',
  'DELETE /api/auth/user',
  'GET /api/auth/options',
  'POST /api/auth/password-reset',
  'POST /api/auth/password-reset/confirm',
  'POST /api/admin/users/{id}/password-reset',
];

/** Helmet's headers that steer only a document: never on an API response. */
const DOCUMENT_ONLY_HEADERS = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** A document's headers: helmet's, with the app's CSP (no inline script, no eval). */
function expectDocumentHeaders(headers: Record<string, unknown>): void {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  expect(csp).toContain("img-src 'self' data:");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers).toMatchObject({
    'x-content-type-options': 'nosniff',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-frame-options': 'SAMEORIGIN',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'x-dns-prefetch-control': 'off',
    'x-permitted-cross-domain-policies': 'none',
  });
  expect(headers['cross-origin-embedder-policy']).toBeUndefined();
}

describe.each(availableTestEngines())('HTTP surface on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  it('/api/openapi.json lists every SPEC §7 call', async () => {
    const res = await t.rest('GET', '/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    const listed = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`),
    );
    expect(listed.sort()).toEqual([...SPEC_CALLS].sort());
  });

  it('/api/docs is a readable page with every call', async () => {
    const res = await t.rest('GET', '/api/docs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    for (const call of SPEC_CALLS) {
      const [method, p] = call.split(' ') as [string, string];
      expect(res.body).toContain(`>${method}</span> <code>${p}</code>`);
    }
    // Each operation with its example call as a curl line, its example answer and its statuses.
    expect(res.body.match(/<pre class="curl">curl -X /g)).toHaveLength(SPEC_CALLS.length);
    expect(res.body.match(/<p>Response 20[024]:/g)).toHaveLength(SPEC_CALLS.length);
    expect(res.body).toContain(
      'curl -X POST &#34;$TAPER_URL/api/habits/1/entries&#34; -H &#34;Authorization: Bearer $TOKEN&#34;',
    );
    expect(res.body).toContain('<p>Answers: 200, 400, 401, 413, 415, 429, 503.</p>');
    expect(res.body).not.toContain('<script');
  });

  it('routes REST calls by path: a trailing slash and the query do not change the call; HEAD is GET without a body', async () => {
    const { token } = await t.signup('routes@example.com');
    const habit = (
      await t.rest('POST', '/api/habits/', {
        token,
        body: { ...numberHabit, name: 'Tea' },
      })
    ).json<{ id: number; name: string }>();
    expect(habit.name).toBe('Tea');
    const list = await t.rest('GET', '/api/habits?unused=1', { token });
    expect(list.json<{ id: number }[]>().map((item) => item.id)).toEqual([habit.id]);
    expect((await t.rest('GET', `/api/habits/${habit.id}/`, { token })).json()).toMatchObject({
      id: habit.id,
    });
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/api/habits',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('answers unknown /api paths, wrong methods and bad bodies with JSON 4xx', async () => {
    const cases = [
      [await t.rest('GET', '/api/nope'), 404],
      [await t.rest('PATCH', '/api/habits'), 404],
      [await t.app.inject({ method: 'OPTIONS', url: '/api/habits' }), 404],
      [
        await t.app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { 'content-type': 'application/json' },
          payload: '{"email": ',
        }),
        400,
      ],
      [
        await t.app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { 'content-type': 'text/plain' },
          payload: 'hello',
        }),
        415,
      ],
      [
        await t.app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { 'content-type': 'application/xml' },
          payload: '<a/>',
        }),
        415,
      ],
      [
        await t.app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { 'content-type': 'application/json' },
          payload: '[1,2]',
        }),
        400,
      ],
      [
        await t.app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { 'content-type': 'application/json' },
          payload: '"str"',
        }),
        400,
      ],
      [
        await t.app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { 'content-type': 'application/json' },
          payload: '{"__proto__": {"x": 1}}',
        }),
        400,
      ],
      [
        await t.app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ email: 'a', password: 'x'.repeat(300_000) }),
        }),
        413,
      ],
      [await t.rest('POST', '/api/login', { body: { email: 123, password: ['x'] } }), 400],
      [await t.rest('GET', '/api/habits/-1'), 401],
    ] as const;
    for (const [res, status] of cases) {
      expect(res.statusCode, res.body).toBe(status);
      const body = res.json<Record<string, unknown>>();
      expect(typeof body.message).toBe('string');
      expect(typeof body.code).toBe('string');
      expect(body.stack).toBeUndefined();
    }
  });

  it('answers malformed tRPC calls with 4xx', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      headers: { 'content-type': 'application/json' },
      payload: '{oops',
    });
    expect(bad.statusCode).toBe(400);
    expect((await t.trpc('query', 'nope.nothing')).statusCode).toBe(404);
    expect((await t.trpc('mutation', 'habits.create', { name: 1 })).statusCode).toBe(401);
  });

  it('sends API responses the short set of security headers, and no document-only ones', async () => {
    for (const response of [
      await t.rest('GET', '/api/icons'),
      await t.rest('GET', '/api/nothing-here'),
      await t.rest('GET', '/api/habits'),
      await t.rest('GET', '/api/openapi.json'),
      await t.trpc('query', 'habits.list'),
    ]) {
      expect(response.headers).toMatchObject({
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'cross-origin-resource-policy': 'same-origin',
      });
      for (const documentOnly of DOCUMENT_ONLY_HEADERS) {
        expect(response.headers[documentOnly]).toBeUndefined();
      }
    }
  });

  it("sends the API reference page, a document, helmet's headers with a CSP that allows no inline script", async () => {
    const res = await t.rest('GET', '/api/docs');
    expect(res.statusCode).toBe(200);
    expectDocumentHeaders(res.headers);
  });

  it('sends large REST answers compressed and whole, computed or kept', async () => {
    const { token } = await t.signup('compressed@example.com');
    for (let i = 0; i < 12; i++) {
      const created = await t.rest('POST', '/api/habits', {
        token,
        body: { ...numberHabit, name: `Habit number ${String(i)} with a longer name` },
      });
      expect(created.statusCode).toBe(200);
    }
    const bodies: unknown[] = [];
    // The first read computes the list; the next ones are answered from the kept JSON.
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/habits',
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      bodies.push(JSON.parse(gunzipSync(res.rawPayload).toString()));
    }
    expect(bodies[0]).toHaveLength(12);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
  });

  it('sends a kept answer compressed once as browsers ask, REST and /trpc, and a new one after a change', async () => {
    const { token } = await t.signup('encoded@example.com');
    for (let i = 0; i < 12; i++) {
      await t.rest('POST', '/api/habits', {
        token,
        body: { ...numberHabit, name: `Encoded habit ${String(i)} with a longer name` },
      });
    }
    const read = (url: string) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' },
      });
    const batch = `/trpc/habits.list,habits.summary?batch=1&input=${encodeURIComponent('{}')}`;
    for (const url of ['/api/habits', batch]) {
      const answers = [await read(url), await read(url), await read(url)];
      for (const res of answers) {
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe('br');
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(res.headers['content-type']).toContain('application/json');
        // Stored bytes go out whole, with their length; a body compressed per request is streamed.
        expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
      }
      // The second and third are the same stored bytes.
      expect(answers[2]?.rawPayload.equals(answers[1]?.rawPayload ?? Buffer.alloc(0))).toBe(true);
      const text = brotliDecompressSync(answers[2]?.rawPayload ?? Buffer.alloc(0)).toString();
      expect(text).toBe(brotliDecompressSync(answers[0]?.rawPayload ?? Buffer.alloc(0)).toString());
    }
    const before = JSON.parse(
      brotliDecompressSync((await read('/api/habits')).rawPayload).toString(),
    ) as unknown[];
    await t.rest('POST', '/api/habits', { token, body: { ...numberHabit, name: 'One more' } });
    const after = JSON.parse(
      brotliDecompressSync((await read('/api/habits')).rawPayload).toString(),
    ) as unknown[];
    expect(after).toHaveLength(before.length + 1);
  });

  it('compresses an answer made for the request in one piece, with its length, as browsers ask', async () => {
    const { token } = await t.signup('made-now@example.com');
    const habit = await t.rest('POST', '/api/habits', { token, body: numberHabit });
    const id = habit.json<{ id: number }>().id;
    const logged = await t.app.inject({
      method: 'POST',
      url: `/api/habits/${String(id)}/entries`,
      headers: {
        authorization: `Bearer ${token}`,
        'accept-encoding': 'gzip, deflate, br',
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ date: t.clock.now.toISOString().slice(0, 10), actualValue: 1 }),
    });
    expect(logged.statusCode, logged.body).toBe(200);
    expect(logged.headers['content-encoding']).toBe('br');
    expect(logged.headers.vary).toMatch(/accept-encoding/i);
    expect(logged.headers['content-length']).toBe(String(logged.rawPayload.length));
    const answer = JSON.parse(brotliDecompressSync(logged.rawPayload).toString()) as {
      actualValue: number;
      stats: unknown;
    };
    expect(answer.actualValue).toBe(1);
    expect(answer.stats).toBeTypeOf('object');
  });

  it('serves built-in icon images with cache validators', async () => {
    const res = await t.rest('GET', '/api/icons/beverage/coffee.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toContain('<svg');
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/icons/beverage/coffee.svg',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    for (const url of [
      '/api/icons/beverage/nothing.svg',
      '/api/icons/space/coffee.svg',
      '/api/icons/beverage/coffee.png',
      '/api/icons/beverage/..%2F..%2Fpackage.json',
    ]) {
      const miss = await t.rest('GET', url);
      expect(miss.statusCode, url).toBe(404);
      expect(miss.json().code).toBe('NOT_FOUND');
    }
  });

  it('serves every icon image in one revalidated answer keyed by its path', async () => {
    const res = await t.rest('GET', '/api/icons/images');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const bundle = res.json<{ version: string; images: Record<string, string> }>();
    const icons = (await t.rest('GET', '/api/icons')).json<{ filePath: string }[]>();
    expect(icons.length).toBeGreaterThan(100);
    for (const icon of icons) expect(bundle.images[icon.filePath], icon.filePath).toContain('<svg');
    const single = await t.rest('GET', '/api/icons/beverage/coffee.svg');
    expect(bundle.images['/icons/beverage/coffee.svg']).toBe(single.body);
    expect(res.headers.etag).toBe(`"${bundle.version}"`);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/icons/images',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    // An admin's change is a new version, so the browser's copy is replaced at once.
    const admin = await t.signup('bundle-admin@example.com');
    await sql`update users set role = 'ADMIN' where id = ${admin.id}`.execute(t.testDb.db);
    const moved = await t.rest('PATCH', '/api/admin/icons/tiktok/tier', {
      token: admin.token,
      body: { tier: 'PREMIUM', category: 'lifestyle', visibility: 'disabled' },
    });
    expect(moved.statusCode).toBe(200);
    const changed = await t.app.inject({
      method: 'GET',
      url: '/api/icons/images',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(changed.statusCode).toBe(200);
    const next = changed.json<{ version: string; images: Record<string, string> }>();
    expect(next.version).not.toBe(bundle.version);
    expect(next.images['/icons/lifestyle/tiktok.svg']).toBe(
      bundle.images['/icons/social/tiktok.svg'],
    );
    expect(next.images['/icons/social/tiktok.svg']).toBeUndefined();
  });

  it('serves a built-in icon from its new category once an admin moves it', async () => {
    const admin = await t.signup('icon-mover@example.com');
    await sql`update users set role = 'ADMIN' where id = ${admin.id}`.execute(t.testDb.db);
    expect((await t.rest('GET', '/api/icons/lifestyle/smoking.svg')).statusCode).toBe(404);
    const moved = await t.rest('PATCH', '/api/admin/icons/smoking/tier', {
      token: admin.token,
      body: { tier: 'FREE', category: 'lifestyle', visibility: 'enabled' },
    });
    expect(moved.statusCode).toBe(200);
    expect((await t.rest('GET', '/api/icons/lifestyle/smoking.svg')).statusCode).toBe(200);
    expect((await t.rest('GET', '/api/icons/health/smoking.svg')).statusCode).toBe(404);
  });
});

describe('production concerns', () => {
  it('serves the web app with an SPA fallback when the build exists', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'taper-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><div id="root"></div><script type="module" src="/assets/app.js"></script>',
    );
    writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'sw.js'), 'self.skipWaiting()');
    writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Taper"}');
    const bigScript = 'console.log("taper");\n'.repeat(500);
    writeFileSync(path.join(dist, 'assets', 'big.js'), bigScript);
    const t = await createTestApp('sqlite', { config: testConfig({ webDist: dist }) });
    try {
      const home = await t.rest('GET', '/');
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain('id="root"');
      expectDocumentHeaders(home.headers);
      const deep = await t.rest('GET', '/habit/12/settings');
      expect(deep.statusCode).toBe(200);
      expect(deep.body).toContain('id="root"');
      expect(deep.headers['x-robots-tag']).toBeUndefined();
      // A share link's page: never indexed, its address never sent on as a referrer.
      for (const page of [
        '/s/q3vJ0c8kM2xYt7Rb_e1LwZp5NfA9sHdK',
        '/s/stop/q3vJ0c8kM2xYt7Rb_e1LwZp5NfA9sHdK',
        // An email reminder's stop link (issue 54).
        '/reminders/stop/q3vJ0c8kM2xYt7Rb_e1LwZp5NfA9sHdK',
      ]) {
        const shared = await t.rest('GET', page);
        expect(shared.statusCode).toBe(200);
        expect(shared.body).toContain('id="root"');
        expect(shared.headers['x-robots-tag']).toBe('noindex');
        expect(shared.headers['referrer-policy']).toBe('no-referrer');
      }
      const asset = await t.rest('GET', '/assets/app.js');
      expect(asset.body).toBe('console.log(1)');
      expect(asset.headers['cache-control']).toContain('immutable');
      // The service worker and the manifest are revalidated on every load, never kept a year.
      const worker = await t.rest('GET', '/sw.js');
      expect(worker.statusCode).toBe(200);
      expect(worker.headers['cache-control']).toBe('no-cache');
      expect(worker.headers['content-type']).toMatch(/javascript/);
      expect(worker.headers['service-worker-allowed']).toBe('/');
      const manifest = await t.rest('GET', '/manifest.webmanifest');
      expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
      expect(manifest.headers['cache-control']).toBe('no-cache');
      const compressed = await t.app.inject({
        method: 'GET',
        url: '/assets/big.js',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(compressed.headers['content-encoding']).toBe('gzip');
      expect(compressed.rawPayload.length).toBeLessThan(bigScript.length / 10);
      expect(gunzipSync(compressed.rawPayload).toString()).toBe(bigScript);
      // A file the build compressed beforehand is sent as it is, not compressed again.
      const stored = brotliCompressSync(bigScript);
      writeFileSync(path.join(dist, 'assets', 'big.js.br'), stored);
      const precompressed = await t.app.inject({
        method: 'GET',
        url: '/assets/big.js',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(precompressed.statusCode).toBe(200);
      expect(precompressed.headers['content-encoding']).toBe('br');
      expect(precompressed.headers.vary).toMatch(/accept-encoding/i);
      expect(precompressed.headers['cache-control']).toContain('immutable');
      expect(precompressed.rawPayload.equals(stored)).toBe(true);
      expect(brotliDecompressSync(precompressed.rawPayload).toString()).toBe(bigScript);
      expect((await t.rest('GET', '/api/unknown')).json()).toEqual({
        message: 'Not found',
        code: 'NOT_FOUND',
      });
      expect((await t.rest('POST', '/somewhere')).statusCode).toBe(404);
    } finally {
      await t.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('never logs passwords, tokens or upload secrets', async () => {
    const lines: string[] = [];
    const t = await createTestApp('sqlite', {
      config: testConfig({ logLevel: 'info' }),
      logStream: { write: (line: string) => lines.push(line) },
    });
    try {
      const { token } = await t.signup('log@example.com');
      await t.rest('POST', '/api/login', {
        body: { email: 'log@example.com', password: STRONG_PASSWORD },
      });
      await t.rest('GET', '/api/habits', { token });
      const upload = (
        await t.rest('POST', '/api/admin/icons/upload', {
          token,
          body: { category: 'health', fileName: 'x.svg' },
        })
      ).json().uploadURL as string;
      await t.app.inject({
        method: 'PUT',
        url: new URL(upload, 'http://localhost').pathname,
        headers: { 'content-type': 'image/svg+xml' },
        payload: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      });
      const log = lines.join('');
      expect(log).toContain('/api/habits');
      expect(log).not.toContain(STRONG_PASSWORD);
      expect(log).not.toContain(token);
      expect(log).not.toContain(upload.split('/').pop());
    } finally {
      await t.close();
    }
  });

  it('includes a stack only in development', async () => {
    const t = await createTestApp('sqlite', { config: testConfig({ nodeEnv: 'development' }) });
    try {
      const res = await t.rest('POST', '/api/signup', { body: {} });
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().stack).toBe('string');
    } finally {
      await t.close();
    }
  });

  it('answers what the HTTP parser refuses (a 100 KB header, a broken request line) as JSON { message, code }', async () => {
    const t = await createTestApp('sqlite');
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const raw = (request: string) =>
        new Promise<string>((resolve, reject) => {
          const socket = connect(port, '127.0.0.1');
          let answer = '';
          socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
          socket.on('close', () => {
            resolve(answer);
          });
          socket.on('error', (error: NodeJS.ErrnoException) => {
            // The server closes as soon as it has answered; what it wrote is the answer.
            if (error.code === 'ECONNRESET' || error.code === 'EPIPE') resolve(answer);
            else reject(error);
          });
          socket.end(request);
        });
      const split = (answer: string) => {
        const [head = '', body = ''] = answer.split('\r\n\r\n');
        return { head: head.toLowerCase(), body: JSON.parse(body) as unknown };
      };

      const big = split(
        await raw(
          `GET /api/habits HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(100 * 1024)}\r\n\r\n`,
        ),
      );
      expect(big.head).toMatch(/^http\/1\.1 431 request header fields too large/);
      expect(big.head).toContain('content-type: application/json');
      expect(big.head).toContain('x-content-type-options: nosniff');
      expect(big.body).toEqual({
        code: 'REQUEST_HEADER_FIELDS_TOO_LARGE',
        message: "The request's headers are too large: at most 16 KB in all",
      });

      const broken = split(await raw('NOT HTTP AT ALL\r\n\r\n'));
      expect(broken.head).toMatch(/^http\/1\.1 400 /);
      expect(broken.body).toEqual({
        code: 'BAD_REQUEST',
        message: 'The request is not valid HTTP',
      });

      // The server still answers afterwards.
      expect((await fetch(`http://127.0.0.1:${String(port)}/healthz`)).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});

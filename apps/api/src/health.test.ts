import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from './config';
import { availableTestEngines, createTestApp, type TestApp } from './testing';

describe.each(availableTestEngines())('health, request ids and proxies [%s]', (engine) => {
  let t: TestApp;
  let behindProxy: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    behindProxy = await createTestApp(engine, {
      config: testConfig({ trustProxy: ['127.0.0.1'] }),
      authRateLimit: { max: 2, timeWindowMs: 60_000 },
    });
  });
  afterAll(async () => {
    await t.close();
    await behindProxy.close();
  });

  it('/healthz answers for the process and /readyz for the database', async () => {
    const health = await t.app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('/readyz says 503 once the database is gone', async () => {
    const other = await createTestApp(engine);
    await other.testDb.db.destroy();
    const ready = await other.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable' });
    expect((await other.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    await other.app.close();
  });

  it('gives every response an x-request-id, keeping a well-formed one from the proxy', async () => {
    const a = await t.app.inject({ url: '/api/icons' });
    const b = await t.app.inject({ url: '/api/icons' });
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.headers['x-request-id']).not.toBe(a.headers['x-request-id']);
    const kept = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'edge-42.a' } });
    expect(kept.headers['x-request-id']).toBe('edge-42.a');
    const hostile = await t.app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'x\u001b[31m"}{' },
    });
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('behind a trusted proxy, sign-in limits count the forwarded client address', async () => {
    const login = (client: string, remoteAddress = '127.0.0.1') =>
      behindProxy.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        payload: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password-1' }),
      });
    expect((await login('203.0.113.1')).statusCode).toBe(401);
    expect((await login('203.0.113.1')).statusCode).toBe(401);
    expect((await login('203.0.113.1')).statusCode).toBe(429);
    // Another client behind the same proxy has its own budget.
    expect((await login('203.0.113.2')).statusCode).toBe(401);
    // An untrusted peer cannot pick its address with the header: it is counted as itself.
    expect((await login('203.0.113.9', '198.51.100.7')).statusCode).toBe(401);
    expect((await login('203.0.113.9', '198.51.100.7')).statusCode).toBe(401);
    expect((await login('203.0.113.10', '198.51.100.7')).statusCode).toBe(429);
  });

  it.each([
    { trustProxy: false as const, logged: '198.51.100.8' },
    { trustProxy: true as const, logged: '203.0.113.50' },
  ])('logs the request id and the client address (trustProxy $trustProxy)', async (c) => {
    const lines: string[] = [];
    const logged = await createTestApp(engine, {
      config: testConfig({ logLevel: 'info', trustProxy: c.trustProxy }),
      logStream: { write: (line) => lines.push(line) },
    });
    const res = await logged.app.inject({
      url: '/healthz',
      remoteAddress: '198.51.100.8',
      headers: { 'x-forwarded-for': '203.0.113.50' },
    });
    await logged.close();
    const parsed = lines.map(
      (line) => JSON.parse(line) as { msg?: string; reqId?: string; req?: { ip?: string } },
    );
    // One line for the request, written when it completes.
    expect(parsed.filter((line) => line.reqId !== undefined)).toHaveLength(1);
    const completed = parsed.find((line) => line.msg === 'request completed');
    expect(completed?.reqId).toBe(res.headers['x-request-id']);
    expect(completed?.req?.ip).toBe(c.logged);
  });
});

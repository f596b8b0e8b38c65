/**
 * Push within bounds: at most 20 devices per account (the least recently subscribed dropped),
 * listed without their keys; an endpoint another account holds is refused and never moves; every
 * IPv6 form of a blocked IPv4 address is refused; a send goes to the address its check resolved
 * (pinned), a few devices at a time.
 */
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPushSubscriptions } from '@taper/db';
import { PUSH_DEVICES_MAX, PUSH_ENDPOINT_TAKEN_MESSAGE } from '@taper/domain';
import { startLocalPushService, type LocalPushService } from '../push-service.testing';
import { isNonPublicAddress } from '../services/push/endpoint';
import { createPushService, PUSH_SENDS_AT_ONCE } from '../services/push/sender';
import { availableTestEngines, createTestApi, type TestApi } from '../testing';

/** IPv6 forms of loopback and private IPv4 addresses. */
const MAPPED_BLOCKED = [
  '::127.0.0.1',
  '::7f00:1',
  '::ffff:127.0.0.1',
  '::ffff:7f00:1',
  '::ffff:0:7f00:1',
  '::ffff:0:10.0.0.8',
  '64:ff9b::7f00:1',
  '64:ff9b::169.254.169.254',
  '64:ff9b:1::a00:1',
  '2002:7f00:1::1',
  '2002:a00:8::',
  '2002:a9fe:a9fe::1',
  '2001:0:4136:e378:8000:63bf:80ff:fffe',
  '2001:0:7f00:1::1',
  '::',
  '::1',
  'fe80::1%eth0',
];
const PUBLIC_V6 = ['2001:4860:4860::8888', '2002:5db8:d822::1', '2606:4700::6810:84e5'];

/** A push service on 127.0.0.1 that answers 201 after `delayMs` and counts requests at once. */
async function countingService(delayMs: number) {
  const seen = { requests: 0, atOnce: 0, mostAtOnce: 0 };
  const server = createServer((request, response) => {
    seen.requests += 1;
    seen.atOnce += 1;
    seen.mostAtOnce = Math.max(seen.mostAtOnce, seen.atOnce);
    request.resume();
    setTimeout(() => {
      seen.atOnce -= 1;
      response.writeHead(201).end();
    }, delayMs);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { seen, port, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('the addresses a push may go to', () => {
  it.each(MAPPED_BLOCKED)('refuses %s', (address) => {
    expect(isNonPublicAddress(address)).toBe(true);
  });
  it.each(PUBLIC_V6)('takes the public %s', (address) => {
    expect(isNonPublicAddress(address)).toBe(false);
  });
});

describe.each(availableTestEngines())('push within bounds on %s', (engine) => {
  let t: TestApi;
  let push: LocalPushService;
  let counting: Awaited<ReturnType<typeof countingService>>;
  const lookups: string[] = [];

  beforeAll(async () => {
    push = await startLocalPushService();
    counting = await countingService(60);
    t = await createTestApi(engine);
    t.services.push = createPushService({
      db: t.testDb.db,
      policy: {
        allowHosts: [push.host, `push.invalid:${String(counting.port)}`],
        // A fake DNS: 'push.invalid' exists only here (no resolver of the machine knows it).
        resolve: (host) => {
          lookups.push(host);
          return Promise.resolve(host === 'push.invalid' ? ['127.0.0.1'] : ['93.184.216.34']);
        },
      },
    });
    await t.signup('admin@example.com');
  });
  afterAll(async () => {
    await t.close();
    await push.close();
    await counting.close();
  });

  const subscribe = (token: string, endpoint: string) =>
    t.rest('POST', '/api/push/subscriptions', {
      token,
      body: { endpoint, keys: push.subscribe(endpoint).keys },
    });

  it.each(MAPPED_BLOCKED.filter((address) => !address.includes('%')))(
    'refuses an endpoint at [%s]',
    async (address) => {
      const { token } = await t.signup(`v6-${String(Math.random()).slice(2)}@example.com`);
      const res = await subscribe(token, `https://[${address}]/push`);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/public push service/);
    },
  );

  it(`keeps at most ${String(PUSH_DEVICES_MAX)} devices, listed without their keys`, async () => {
    const { token, id } = await t.signup('many@example.com');
    for (let i = 0; i <= PUSH_DEVICES_MAX; i += 1) {
      t.clock.now = new Date(Date.parse('2025-03-15T12:00:00Z') + i * 1000);
      expect(
        (await subscribe(token, `https://push.example.com/device/${String(i)}`)).statusCode,
      ).toBe(200);
    }
    const stored = await listPushSubscriptions(t.testDb.db, id);
    expect(stored).toHaveLength(PUSH_DEVICES_MAX);
    expect(stored.map((row) => row.endpoint)).not.toContain('https://push.example.com/device/0');
    const listed = await t.rest('GET', '/api/push/subscriptions', { token });
    expect(listed.statusCode).toBe(200);
    const devices = listed.json<Record<string, unknown>[]>();
    expect(devices).toHaveLength(PUSH_DEVICES_MAX);
    for (const device of devices) {
      expect(Object.keys(device).sort()).toEqual([
        'createdAt',
        'endpointHash',
        'id',
        'lastSentAt',
        'origin',
        'userAgent',
      ]);
      expect(device).toMatchObject({ origin: 'https://push.example.com', lastSentAt: null });
    }
    expect(listed.body).not.toMatch(/device\/|p256dh|auth/);
  });

  it('refuses an endpoint another account holds, and leaves it with its owner', async () => {
    const owner = await t.signup('holder@example.com');
    const stranger = await t.signup('taker@example.com');
    const endpoint = 'https://push.example.com/held/1';
    expect((await subscribe(owner.token, endpoint)).statusCode).toBe(200);
    const taken = await subscribe(stranger.token, endpoint);
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ message: string }>().message).toBe(PUSH_ENDPOINT_TAKEN_MESSAGE);
    expect((await listPushSubscriptions(t.testDb.db, owner.id)).map((row) => row.endpoint)).toEqual(
      [endpoint],
    );
    expect(await listPushSubscriptions(t.testDb.db, stranger.id)).toEqual([]);
  });

  it('sends to the address its check resolved, a few devices at a time, and notes when', async () => {
    const { token } = await t.signup('paced@example.com');
    const key = (await t.rest('GET', '/api/push/key', { token })).json<{ publicKey: string }>();
    push.expectKey(key.publicKey);
    for (let i = 0; i < PUSH_DEVICES_MAX; i += 1)
      expect(
        (await subscribe(token, `http://push.invalid:${String(counting.port)}/d/${String(i)}`))
          .statusCode,
      ).toBe(200);
    lookups.length = 0;
    const sent = await t.rest('POST', '/api/push/test', { token });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ sent: PUSH_DEVICES_MAX, removed: 0, failed: 0 });
    // 'push.invalid' is known to the check's resolver only: each send reached it by that answer.
    expect(counting.seen.requests).toBe(PUSH_DEVICES_MAX);
    expect(lookups).toEqual(Array<string>(PUSH_DEVICES_MAX).fill('push.invalid'));
    expect(counting.seen.mostAtOnce).toBeLessThanOrEqual(PUSH_SENDS_AT_ONCE);
    const devices = (await t.rest('GET', '/api/push/subscriptions', { token })).json<
      { lastSentAt: string | null }[]
    >();
    expect(devices.every((device) => device.lastSentAt !== null)).toBe(true);
  });
});

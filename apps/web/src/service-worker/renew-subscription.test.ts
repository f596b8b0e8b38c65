import { describe, expect, it } from 'vitest';
import type { WorkerSession } from '../lib/worker-session';
import { keyBytes } from '../lib/push-key';
import { renewSubscription, type RenewDeps, type SubscriptionChange } from './renew-subscription';

const KEY =
  'BNbxGYNMhEIi9zrneh7mqV4EUanjLUK3m-mYZBc62frMKrEoMk88r3Lk596T0ck9xlT-fCFpVLgYbaXzAbdJ1Gw';
const OLD = 'https://push.example.com/send/old';
const NEW = 'https://push.example.com/send/new';

interface Call {
  url: string;
  method: string;
  authorization: string | null;
  body: unknown;
}

function fakeSubscription(endpoint: string): PushSubscription {
  const json = { endpoint, keys: { p256dh: 'p256dh-key', auth: 'auth-secret' } };
  return {
    endpoint,
    options: { userVisibleOnly: true, applicationServerKey: null },
    toJSON: () => json,
  } as unknown as PushSubscription;
}

/** A server answering each path with a status, and the subscriptions the browser makes. */
function world(status: { save?: number } = {}, session: WorkerSession | null = SESSION) {
  const calls: Call[] = [];
  const subscribed: PushSubscriptionOptionsInit[] = [];
  const deps: RenewDeps = {
    session: () => Promise.resolve(session ?? undefined),
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      calls.push({
        url,
        method: init?.method ?? 'GET',
        authorization: headers.get('Authorization'),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      const body = url === '/api/push/key' ? { publicKey: KEY } : { success: true };
      const code = init?.method === 'POST' ? (status.save ?? 200) : 200;
      return Promise.resolve(new Response(JSON.stringify(body), { status: code }));
    },
    subscribe: (options) => {
      subscribed.push(options);
      return Promise.resolve(fakeSubscription(NEW));
    },
  };
  return { calls, subscribed, deps };
}

const SESSION: WorkerSession = { token: 'token-of-7', userId: 7 };

const replaced = (oldKey: BufferSource | null): SubscriptionChange => ({
  oldSubscription: {
    endpoint: OLD,
    options: { userVisibleOnly: true, applicationServerKey: oldKey as ArrayBuffer | null },
  },
  newSubscription: null,
});

describe('a push subscription the browser replaces', () => {
  it('subscribes again with the old key, saves the new endpoint and forgets the old one', async () => {
    const { calls, subscribed, deps } = world();
    const key = keyBytes(KEY).buffer;
    expect(await renewSubscription(replaced(key), deps)).toBe('saved');
    expect(subscribed).toEqual([{ userVisibleOnly: true, applicationServerKey: key }]);
    expect(calls).toEqual([
      {
        url: '/api/push/subscriptions',
        method: 'POST',
        authorization: 'Bearer token-of-7',
        body: { endpoint: NEW, keys: { p256dh: 'p256dh-key', auth: 'auth-secret' } },
      },
      {
        url: '/api/push/subscriptions',
        method: 'DELETE',
        authorization: 'Bearer token-of-7',
        body: { endpoint: OLD },
      },
    ]);
  });

  it("asks the server for its key when the old subscription's is not kept", async () => {
    const { calls, subscribed, deps } = world();
    expect(await renewSubscription(replaced(null), deps)).toBe('saved');
    expect(calls[0]).toMatchObject({ url: '/api/push/key', method: 'GET' });
    expect(subscribed[0]?.applicationServerKey).toEqual(keyBytes(KEY));
  });

  it('saves the subscription the browser already made, without subscribing again', async () => {
    const { calls, subscribed, deps } = world();
    const change = { oldSubscription: null, newSubscription: fakeSubscription(NEW) };
    expect(await renewSubscription(change, deps)).toBe('saved');
    expect(subscribed).toEqual([]);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/push/subscriptions',
    ]);
  });

  it('does nothing when no one is signed in, and says so when the server refuses', async () => {
    const signedOut = world({}, null);
    expect(await renewSubscription(replaced(null), signedOut.deps)).toBe('signed-out');
    expect(signedOut.calls).toEqual([]);
    const refused = world({ save: 400 });
    expect(await renewSubscription(replaced(keyBytes(KEY).buffer), refused.deps)).toBe('failed');
    // The old endpoint is kept while the new one is not saved.
    expect(refused.calls.map((call) => call.method)).toEqual(['POST']);
  });
});

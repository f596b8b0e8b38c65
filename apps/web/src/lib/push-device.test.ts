import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHash } from 'node:crypto';
import { pushUnavailable, subscribeDevice, thisDeviceHash, unsubscribeDevice } from './push-device';
import { keyBytes } from './push-key';

const KEY = 'BPk1EJ6yZzU2ZmI2MzQ4OWNlZGY0NjI4ZTIzZGVkNmM4YzYwNTY3ZTRlMjRiYTk4ZGE4NzNjZmFlNzQ4Yjc';
const JSON_OF = {
  endpoint: 'https://push.example/abc',
  keys: { p256dh: 'p256', auth: 'auth' },
};

/** A browser with the Push API: the permission the prompt ends in and the push manager's calls. */
function pushBrowser(permission: NotificationPermission, subscribeError?: Error) {
  const requestPermission = vi.fn(() => Promise.resolve(permission));
  const subscribe = vi.fn((_options: PushSubscriptionOptionsInit) =>
    subscribeError ? Promise.reject(subscribeError) : Promise.resolve({ toJSON: () => JSON_OF }),
  );
  const registration = {
    pushManager: { getSubscription: () => Promise.resolve(null), subscribe },
  };
  vi.stubGlobal('isSecureContext', true);
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { permission: 'default', requestPermission });
  Object.defineProperty(navigator, 'serviceWorker', {
    value: {
      ready: Promise.resolve(registration),
      getRegistration: () => Promise.resolve(registration),
    },
    configurable: true,
  });
  return { requestPermission, subscribe };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe("this device's notifications", () => {
  it('are not offered on a page that is not secure, nor without the Push API', () => {
    vi.stubGlobal('isSecureContext', false);
    expect(pushUnavailable()).toBe('insecure');
    vi.stubGlobal('isSecureContext', true);
    expect(pushUnavailable()).toBe('unsupported');
  });

  it('on an iPhone or iPad outside a Home Screen app, says to add Taper there first', () => {
    pushBrowser('default');
    const agent = vi.spyOn(navigator, 'userAgent', 'get');
    agent.mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    );
    expect(pushUnavailable()).toBe('ios-install');
    Object.defineProperty(navigator, 'standalone', { value: true, configurable: true });
    expect(pushUnavailable()).toBeUndefined();
    Reflect.deleteProperty(navigator, 'standalone');
    agent.mockRestore();
    expect(pushUnavailable()).toBeUndefined();
  });

  it('finds this device by the SHA-256 of its endpoint, as the server lists it', async () => {
    pushBrowser('granted');
    const registration = {
      pushManager: {
        getSubscription: () => Promise.resolve({ endpoint: 'https://push.example/abc' }),
      },
    };
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { getRegistration: () => Promise.resolve(registration) },
      configurable: true,
    });
    expect(await thisDeviceHash()).toBe(
      createHash('sha256').update('https://push.example/abc').digest('hex'),
    );
  });

  it('asks for permission, subscribes with the server key and saves the subscription', async () => {
    const browser = pushBrowser('granted');
    const save = vi.fn(() => Promise.resolve());
    const outcome = await subscribeDevice(() => Promise.resolve(KEY), save);
    expect(outcome).toEqual({ ok: true, subscription: JSON_OF });
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    const options = browser.subscribe.mock.calls[0]?.[0];
    expect(options?.userVisibleOnly).toBe(true);
    expect(options?.applicationServerKey).toEqual(keyBytes(KEY));
    expect(save).toHaveBeenCalledWith(JSON_OF);
  });

  it('asks for permission at once, before anything else is awaited (inside the click)', () => {
    const browser = pushBrowser('granted');
    void subscribeDevice(
      () => Promise.resolve(KEY),
      () => Promise.resolve(),
    );
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
  });

  it('says a refused or dismissed permission, and subscribes nothing', async () => {
    const refused = pushBrowser('denied');
    expect(await subscribeDevice(() => Promise.resolve(KEY), vi.fn())).toEqual({
      ok: false,
      reason: 'denied',
    });
    expect(refused.subscribe).not.toHaveBeenCalled();
    pushBrowser('default');
    expect(await subscribeDevice(() => Promise.resolve(KEY), vi.fn())).toEqual({
      ok: false,
      reason: 'dismissed',
    });
  });

  it("says why the browser's subscription or the server's refusal failed", async () => {
    pushBrowser('granted', new Error('Registration failed - push service not available'));
    expect(await subscribeDevice(() => Promise.resolve(KEY), vi.fn())).toEqual({
      ok: false,
      reason: 'failed',
      detail: 'Registration failed - push service not available',
    });
    pushBrowser('granted');
    const refuse = () => Promise.reject(new Error('Push endpoints must use https.'));
    expect(await subscribeDevice(() => Promise.resolve(KEY), refuse)).toMatchObject({
      reason: 'failed',
      detail: 'Push endpoints must use https.',
    });
  });

  it('reads the base64url key into its bytes', () => {
    expect([...keyBytes('AQID_-8')]).toEqual([1, 2, 3, 255, 239]);
  });

  it("ends this device's subscription on sign-out, and tells the server with the session", async () => {
    pushBrowser('granted');
    const unsubscribe = vi.fn(() => Promise.resolve(true));
    const registration = {
      pushManager: {
        getSubscription: () => Promise.resolve({ endpoint: JSON_OF.endpoint, unsubscribe }),
      },
    };
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { getRegistration: () => Promise.resolve(registration) },
      configurable: true,
    });
    const send = vi.fn((_url: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(new Response(null, { status: 200 })),
    );
    await unsubscribeDevice('the-token', send);
    expect(send).toHaveBeenCalledTimes(1);
    const [url, init] = send.mock.calls[0] ?? [];
    expect(url).toBe('/api/push/subscriptions');
    expect(init?.method).toBe('DELETE');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer the-token');
    expect(init?.body).toBe(JSON.stringify({ endpoint: JSON_OF.endpoint }));
    expect(unsubscribe).toHaveBeenCalledTimes(1);

    // Offline: the server cannot be told, the browser's subscription still ends.
    unsubscribe.mockClear();
    await unsubscribeDevice('the-token', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('does nothing on sign-out when this device has no subscription', async () => {
    pushBrowser('granted');
    const send = vi.fn(() => Promise.resolve(new Response(null)));
    await unsubscribeDevice('the-token', send);
    expect(send).not.toHaveBeenCalled();
  });
});

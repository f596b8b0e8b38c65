/**
 * A push service of the test's own and a stand-in for headless Chromium's PushManager, shared by
 * the reminder flows.
 */
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';

/** A push service on 127.0.0.1 that records the requests the server sends it. */
export async function pushService(): Promise<{
  url: string;
  received: string[];
  close: () => void;
}> {
  const received: string[] = [];
  const server: HttpServer = createServer((request, response) => {
    received.push(`${request.method ?? ''} ${request.url ?? ''}`);
    request.resume();
    request.on('end', () => {
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => {
      server.close();
    },
  };
}

/**
 * Headless Chromium has no push service to subscribe with ('Registration failed'): the page's
 * PushManager is replaced by one that answers with a subscription to `endpoint`, with real P-256
 * and auth keys, so the server can encrypt for it. Everything else is the browser's own.
 */
export async function stubPushManager(page: Page, endpoint: string) {
  await page.addInitScript((url) => {
    const toBase64Url = (bytes: ArrayBuffer) =>
      btoa(String.fromCharCode(...new Uint8Array(bytes)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    // Kept in sessionStorage: a subscription outlives a page load, as the browser's does.
    const KEY = 'e2e-push-subscription';
    const subscriptionOf = (json: { endpoint: string }) => ({
      endpoint: json.endpoint,
      toJSON: () => json,
      unsubscribe: () => {
        sessionStorage.removeItem(KEY);
        return Promise.resolve(true);
      },
    });
    const proto = (window as unknown as { PushManager: { prototype: Record<string, unknown> } })
      .PushManager.prototype;
    proto.getSubscription = () => {
      const kept = sessionStorage.getItem(KEY);
      return Promise.resolve(
        kept === null ? null : subscriptionOf(JSON.parse(kept) as { endpoint: string }),
      );
    };
    proto.subscribe = async (options: { applicationServerKey?: ArrayBuffer }) => {
      if (!options.applicationServerKey) throw new Error('no applicationServerKey');
      const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
        'deriveBits',
      ]);
      const p256dh = toBase64Url(await crypto.subtle.exportKey('raw', pair.publicKey));
      const auth = toBase64Url(crypto.getRandomValues(new Uint8Array(16)).buffer);
      const json = { endpoint: url, expirationTime: null, keys: { p256dh, auth } };
      sessionStorage.setItem(KEY, JSON.stringify(json));
      (window as unknown as { subscribedWithKey: number }).subscribedWithKey = new Uint8Array(
        options.applicationServerKey,
      ).length;
      return subscriptionOf(json);
    };
  }, endpoint);
}

import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PushPayload } from '@taper/domain';
import { resetAppStoreForTests } from '../lib/idb';
import { forgetQueueInMemory } from '../lib/entry-queue/store';
import { queueSnapshot } from '../lib/entry-queue/saved-queue';
import { readWorkerSession, saveWorkerSession } from '../lib/worker-session';
import { flushWithSession, logZero, openInApp, type LogZeroDeps } from './actions';
import { NAVIGATE_MESSAGE } from './protocol';

const REMINDER: PushPayload = {
  title: 'Coffee',
  body: 'Log today — goal ≤ 3',
  url: '/habit/4',
  habitId: 4,
  day: '2026-03-02',
  actions: [{ action: 'log-0', title: 'Log 0' }],
};

interface Call {
  url: string;
  method: string;
  authorization: string | null;
  body: unknown;
}

/** A server answering every call with `status` and `body`, or a network that is down. */
function server(answer: { status: number; body: unknown } | 'offline') {
  const calls: Call[] = [];
  const send: typeof fetch = (input, init) => {
    const headers = new Headers(init?.headers);
    calls.push({
      url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      method: init?.method ?? 'GET',
      authorization: headers.get('Authorization'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    if (answer === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  };
  return { calls, send };
}

const signedIn = (send: typeof fetch, online = true): LogZeroDeps => ({
  session: readWorkerSession,
  fetch: send,
  isOnline: () => online,
});

beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  resetAppStoreForTests();
  forgetQueueInMemory();
  await saveWorkerSession({ token: 'token-of-7', userId: 7 });
});

describe("a notification's 'Log 0'", () => {
  it("sends a zero for the reminded day with the page's session, and leaves nothing queued", async () => {
    const { calls, send } = server({ status: 200, body: { id: 1, stats: { month: [] } } });
    const outcome = await logZero(REMINDER, signedIn(send));
    expect(outcome.kind).toBe('sent');
    expect(calls).toEqual([
      {
        url: '/api/habits/4/entries',
        method: 'POST',
        authorization: 'Bearer token-of-7',
        body: { date: '2026-03-02', actualValue: 0 },
      },
    ]);
    expect(queueSnapshot().changes).toEqual([]);
  });

  it('offline, keeps the zero in the durable queue, where the app and a later send find it', async () => {
    const offline = server('offline');
    expect((await logZero(REMINDER, signedIn(offline.send, false))).kind).toBe('queued');
    forgetQueueInMemory(); // the worker stopped; the queue is read again from IndexedDB
    await expect(flushWithSession(signedIn(offline.send, false))).rejects.toThrow(/network/);
    expect(queueSnapshot().changes).toMatchObject([
      {
        userId: 7,
        habitId: 4,
        habitName: 'Coffee',
        date: '2026-03-02',
        change: { kind: 'log', body: { date: '2026-03-02', actualValue: 0 } },
      },
    ]);

    const online = server({ status: 200, body: { id: 1, stats: { month: [] } } });
    const result = await flushWithSession(signedIn(online.send));
    expect(result?.sent.map((change) => change.habitId)).toEqual([4]);
    expect(online.calls).toHaveLength(1);
    expect(queueSnapshot().changes).toEqual([]);
  });

  it("says the server's reason when it refuses the entry", async () => {
    const { send } = server({ status: 404, body: { message: 'Habit not found' } });
    expect(await logZero(REMINDER, signedIn(send))).toEqual({
      kind: 'refused',
      reason: 'Habit not found',
    });
    expect(queueSnapshot().refused).toHaveLength(1);
  });

  it('keeps the zero for the next sign-in when the session has ended (401)', async () => {
    const { send } = server({ status: 401, body: { message: 'Unauthorized' } });
    expect((await logZero(REMINDER, signedIn(send))).kind).toBe('queued');
    expect(queueSnapshot().changes).toHaveLength(1);
  });

  it('does nothing without a signed-in session or without a habit and day', async () => {
    const { calls, send } = server({ status: 200, body: {} });
    const signedOut: LogZeroDeps = { session: () => Promise.resolve(undefined), fetch: send };
    expect(await logZero(REMINDER, signedOut)).toEqual({ kind: 'cannot' });
    expect(await logZero({ title: 'Taper', body: 'x', url: '/' }, signedIn(send))).toEqual({
      kind: 'cannot',
    });
    expect(calls).toEqual([]);
    expect(queueSnapshot().changes).toEqual([]);
  });
});

/** Window clients as the worker sees them. */
function windows(urls: string[]) {
  const focused: string[] = [];
  const posted: { url: string; message: unknown }[] = [];
  const opened: string[] = [];
  const clients = urls.map((url) => ({
    url,
    focus: () => {
      focused.push(url);
      return Promise.resolve();
    },
    postMessage: (message: unknown) => posted.push({ url, message }),
  }));
  const host = {
    origin: 'https://taper.example',
    clients: {
      matchAll: () => Promise.resolve(clients),
      openWindow: (url: string) => {
        opened.push(url);
        return Promise.resolve(null);
      },
    },
  } as unknown as Parameters<typeof openInApp>[0];
  return { host, focused, posted, opened };
}

describe("'Open' and a click on the notification", () => {
  it('focuses an open Taper tab and has it show the habit', async () => {
    const tabs = windows(['https://other.example/', 'https://taper.example/progress']);
    await openInApp(tabs.host, '/habit/4');
    expect(tabs.focused).toEqual(['https://taper.example/progress']);
    expect(tabs.posted).toEqual([
      {
        url: 'https://taper.example/progress',
        message: { type: NAVIGATE_MESSAGE, url: '/habit/4' },
      },
    ]);
    expect(tabs.opened).toEqual([]);
  });

  it('opens a new tab on the habit when none is open', async () => {
    const tabs = windows(['https://other.example/']);
    await openInApp(tabs.host, '/habit/4');
    expect(tabs.opened).toEqual(['/habit/4']);
    expect(tabs.focused).toEqual([]);
  });
});

import type { AppRouter } from '@taper/api';
import type { Summary } from '@taper/domain';
import { createTRPCClient } from '@trpc/client';
import { screen, waitFor } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { set } from 'idb-keyval';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import bootScript from '../../public/boot.js?raw';
import { fakeLink, renderWithApi, type Call, type Handlers } from '../testing/api';
import { habit, noReduction } from '../testing/fixtures';
import { SummaryScreen } from '../screens/summary/SummaryScreen';
import { setAuthToken } from './auth-token';
import { bootLink } from './boot-link';
import { appStore, resetAppStoreForTests } from './idb';
import { idbPersister } from './query-persistence';

const SUMMARY: Summary = {
  today: '2025-03-15',
  yesterday: { date: '2025-03-14', unloggedHabitIds: [] },
  habits: [
    {
      habitId: 7,
      month: { heading: 'March 2025', onTrack: 0, missed: 0 },
      calendar: [],
      recent: [],
      goalToday: '≤ 2 today',
      stepTomorrow: null,
      streaks: { currentStreak: 3, longestStreak: 5, unit: 'day' as const },
      strength: 40,
      budget: null,
      reduction: noReduction(),
    },
  ],
};

const handlers: Handlers = {
  'habits.list': () => [habit()],
  'icons.list': () => [],
  'groups.list': () => [],
  'habits.summary': () => SUMMARY,
};

/** The tRPC paths of a batched GET that boot.js sent ('/trpc/a,b?batch=1&input=%7B%7D'). */
function pathsOf(url: string): string[] {
  return (url.split('?')[0] ?? '').slice('/trpc/'.length).split(',');
}

/** Runs public/boot.js as the page does, its fetch answered from `handlers`; returns its batches. */
function runBoot(at: string): string[][] {
  window.history.replaceState(null, '', at);
  const batches: string[][] = [];
  vi.stubGlobal('fetch', (url: string) => {
    const paths = pathsOf(url);
    batches.push(paths);
    const items = paths.map((path) => ({
      result: { data: handlers[path]?.(undefined, undefined) },
    }));
    return Promise.resolve({ ok: true, json: () => Promise.resolve(items) });
  });
  // Indirect eval: the classic script runs in the page's global scope, as a <script> would.
  (0, eval)(bootScript);
  return batches;
}

/** The app's client: the boot link first, then a server whose summary has no habits any more. */
function clientAfterBoot() {
  const calls: Call[] = [];
  const client = createTRPCClient<AppRouter>({
    links: [bootLink(), fakeLink({ 'habits.summary': () => ({ ...SUMMARY, habits: [] }) }, calls)],
  });
  return { client, calls };
}

describe('public/boot.js and the boot link', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetAppStoreForTests();
    delete window.__taperBoot;
    window.history.replaceState(null, '', '/');
  });

  it('starts, on the summary, the one batch of no-input queries the summary screen sends', async () => {
    setAuthToken('token-1');
    const batches = runBoot('/');
    expect(batches).toEqual([
      ['auth.me'],
      ['icons.list'],
      ['habits.list', 'groups.list', 'habits.summary'],
    ]);

    // The screen's own queries without input (those the boot link may answer) are that batch.
    const { calls } = renderWithApi(<SummaryScreen />, { handlers });
    await screen.findByRole('heading', { name: 'Coffee', level: 2 });
    // The group sections ask once the cards are drawn: wait for the screen's calls to settle.
    const noInput = () =>
      [...new Set(calls.filter((c) => c.input === undefined).map((c) => c.path))].sort();
    await waitFor(
      () => {
        expect(noInput()).toEqual(batches.slice(1).flat().sort());
      },
      { timeout: 5_000 },
    );
  });

  it("sends the user's token with every batch but the icon list's, which is the same for everyone", () => {
    setAuthToken('token-1');
    const sent: { paths: string[]; authorization: string | undefined }[] = [];
    vi.stubGlobal('fetch', (url: string, init?: { headers?: Record<string, string> }) => {
      sent.push({ paths: pathsOf(url), authorization: init?.headers?.Authorization });
      return Promise.resolve({ ok: true, json: () => Promise.resolve([]) });
    });
    window.history.replaceState(null, '', '/');
    (0, eval)(bootScript);
    expect(sent).toEqual([
      { paths: ['auth.me'], authorization: 'Bearer token-1' },
      { paths: ['icons.list'], authorization: undefined },
      { paths: ['habits.list', 'groups.list', 'habits.summary'], authorization: 'Bearer token-1' },
    ]);
  });

  it('starts no summary call on a habit screen (?habitId=)', () => {
    setAuthToken('token-1');
    expect(runBoot('/?habitId=3')).toEqual([['auth.me'], ['icons.list'], ['habits.list']]);
  });

  it("starts a habit's own screen's habits and icons (/habit/{id}), and nothing on its other pages", () => {
    setAuthToken('token-1');
    expect(runBoot('/habit/3')).toEqual([['auth.me'], ['icons.list'], ['habits.list']]);
    delete window.__taperBoot;
    expect(runBoot('/habit/3/settings')).toEqual([['auth.me']]);
  });

  it("starts a habit's progress page's habits, icons and the stats its charts start from", () => {
    setAuthToken('token-1');
    const urls: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      urls.push(url);
      return Promise.resolve({ ok: true, json: () => Promise.resolve([]) });
    });
    window.history.replaceState(null, '', '/habit/3/progress');
    (0, eval)(bootScript);
    expect(urls.map(pathsOf)).toEqual([
      ['auth.me'],
      ['icons.list'],
      ['habits.list'],
      ['habits.stats'],
    ]);
    const input = new URL(urls[3] ?? '', 'http://taper.test').searchParams.get('input');
    expect(JSON.parse(input ?? '')).toEqual({ 0: { id: 3 } });
  });

  it('answers a query with input from boot.js only for the same input, once', async () => {
    setAuthToken('token-1');
    const stats = { today: '2025-03-15', firstDay: '2024-01-01' };
    window.history.replaceState(null, '', '/habit/3/progress');
    vi.stubGlobal('fetch', (url: string) =>
      Promise.resolve({
        ok: true,
        json: () => Promise.resolve(pathsOf(url).map(() => ({ result: { data: stats } }))),
      }),
    );
    (0, eval)(bootScript);
    const calls: Call[] = [];
    const client = createTRPCClient<AppRouter>({
      links: [bootLink(), fakeLink({ 'habits.stats': () => ({ fromServer: true }) }, calls)],
    });
    // Another habit's stats are not the early answer's.
    expect(await client.habits.stats.query({ id: 4 })).toEqual({ fromServer: true });
    expect(await client.habits.stats.query({ id: 3 })).toEqual(stats);
    expect(await client.habits.stats.query({ id: 3 })).toEqual({ fromServer: true });
    expect(calls).toEqual([
      { path: 'habits.stats', input: { id: 4 } },
      { path: 'habits.stats', input: { id: 3 } },
    ]);
  });

  it("answers the app's first habits.summary from boot.js, then asks the server", async () => {
    setAuthToken('token-1');
    runBoot('/');
    const { client, calls } = clientAfterBoot();
    expect(await client.habits.summary.query()).toEqual(SUMMARY);
    expect(calls).toEqual([]);
    expect(await client.habits.summary.query()).toEqual({ ...SUMMARY, habits: [] });
    expect(calls).toEqual([{ path: 'habits.summary', input: undefined }]);
  });

  it("ignores boot.js's answers when the token changed since", async () => {
    setAuthToken('token-1');
    runBoot('/');
    setAuthToken('token-2');
    const { client, calls } = clientAfterBoot();
    expect(await client.habits.summary.query()).toEqual({ ...SUMMARY, habits: [] });
    expect(calls).toHaveLength(1);
  });

  it('reads the saved cache for the app, which restores it once from there, then from IndexedDB', async () => {
    resetAppStoreForTests();
    const saved = (buster: string): PersistedClient => ({
      timestamp: 1,
      buster,
      clientState: { queries: [], mutations: [] },
    });
    await set('query-cache', saved('read by boot.js'), appStore());
    setAuthToken('token-1');
    runBoot('/');
    await window.__taperBoot?.savedCache;
    await set('query-cache', saved('written since'), appStore());

    const persister = idbPersister();
    expect((await persister.restoreClient())?.buster).toBe('read by boot.js');
    expect((await persister.restoreClient())?.buster).toBe('written since');
  });

  it('creates, on a first visit, the database the app then saves its cache in', async () => {
    // A browser without any database yet.
    vi.stubGlobal('indexedDB', new IDBFactory());
    resetAppStoreForTests();
    setAuthToken('token-1');
    runBoot('/');
    expect(await window.__taperBoot?.savedCache).toBeUndefined();
    delete window.__taperBoot;

    await set('query-cache', { timestamp: 2, buster: 'first', clientState: {} }, appStore());
    expect((await idbPersister().restoreClient())?.buster).toBe('first');
  });
});

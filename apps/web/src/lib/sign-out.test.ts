import { STORAGE_KEYS } from './storage-keys';
import { QueryClient } from '@tanstack/react-query';
import { IDBFactory } from 'fake-indexeddb';
import { get, set } from 'idb-keyval';
import { beforeEach, describe, expect, it } from 'vitest';
import { getAuthToken, setAuthToken } from './auth-token';
import { enqueueChange, forgetQueueInMemory } from './entry-queue/store';
import { queueSnapshot } from './entry-queue/saved-queue';
import { appStore, resetAppStoreForTests } from './idb';
import { pendingLogouts } from './pending-logout';
import { signOutOnDevice } from './sign-out';

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  resetAppStoreForTests();
  forgetQueueInMemory();
  localStorage.clear();
});

describe('signing out on this device', () => {
  it('forgets the token, the theme, the cached and saved data and the queue at once, and keeps the logout to send', async () => {
    setAuthToken('the-token');
    localStorage.setItem(STORAGE_KEYS.theme, 'dark');
    const queryClient = new QueryClient();
    queryClient.setQueryData([['auth', 'me']], { email: 'rita@example.com' });
    queryClient.setQueryData([['habits', 'list']], [{ name: 'Coffee', note: 'private' }]);
    await set('query-cache', { clientState: { queries: ['rita@example.com'] } }, appStore());
    await enqueueChange({
      userId: 7,
      habitId: 1,
      habitName: 'Coffee',
      date: '2025-03-10',
      change: { kind: 'log', body: { date: '2025-03-10', actualValue: 2, note: 'private' } },
    });

    const done = signOutOnDevice(queryClient);
    // Before anything asynchronous: a reload now is signed out.
    expect(getAuthToken()).toBeNull();
    expect(pendingLogouts()).toEqual(['the-token']);
    await done;

    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(await get('query-cache', appStore())).toBeUndefined();
    expect(queueSnapshot().changes).toEqual([]);
    forgetQueueInMemory();
    expect(await get('entry-queue', appStore())).toMatchObject({ changes: [], refused: [] });
  });

  it('signed out already, it clears what is left and keeps no logout to send', async () => {
    const queryClient = new QueryClient();
    await signOutOnDevice(queryClient);
    expect(pendingLogouts()).toEqual([]);
    expect(getAuthToken()).toBeNull();
  });
});

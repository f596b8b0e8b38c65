import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../i18n/active-locale';
import { resetAppStoreForTests } from '../lib/idb';
import { MemoryRouter, Route, Switch } from '../lib/router';
import { readWorkerSession } from '../lib/worker-session';
import { clearAuthToken } from '../lib/auth-token';
import { WorkerBridge } from './WorkerBridge';

/** The page's service worker container: the messages the worker posts to it. */
function fakeContainer() {
  const target = new EventTarget();
  Object.defineProperty(navigator, 'serviceWorker', { value: target, configurable: true });
  return (data: unknown) => {
    act(() => {
      target.dispatchEvent(new MessageEvent('message', { data }));
    });
  };
}

function renderBridge(userId: number | undefined, client = new QueryClient()) {
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/']}>
        <WorkerBridge userId={userId} />
        <Switch>
          <Route path="/habit/:id">
            <p>habit screen</p>
          </Route>
          <Route path="*">
            <p>summary screen</p>
          </Route>
        </Switch>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  resetAppStoreForTests();
  localStorage.clear();
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('WorkerBridge', () => {
  it("shows the path a notification's click asks for", () => {
    const post = fakeContainer();
    renderBridge(1);
    expect(screen.getByText('summary screen')).toBeInTheDocument();
    post({ type: 'taper:navigate', url: '/habit/4' });
    expect(screen.getByText('habit screen')).toBeInTheDocument();
    post({ type: 'something-else', url: '/' });
    expect(screen.getByText('habit screen')).toBeInTheDocument();
  });

  it('reads the figures again after the worker sent entries', () => {
    const post = fakeContainer();
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    renderBridge(1, client);
    post({ type: 'taper:entries-sent', habitIds: [4] });
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it('keeps the session for the worker while signed in, and forgets it on sign-out', async () => {
    localStorage.setItem('authToken', 'token-of-7');
    renderBridge(7);
    await vi.waitFor(async () => {
      expect(await readWorkerSession()).toEqual({ token: 'token-of-7', userId: 7, locale: 'en' });
    });
    clearAuthToken();
    await vi.waitFor(async () => {
      expect(await readWorkerSession()).toBeUndefined();
    });
  });

  it("tells the worker the user's language, and again when it changes", async () => {
    localStorage.setItem('authToken', 'token-of-7');
    renderBridge(7);
    await act(async () => {
      await activateLocale('de');
    });
    await vi.waitFor(async () => {
      expect((await readWorkerSession())?.locale).toBe('de');
    });
    await act(async () => {
      await activateLocale('en');
    });
  });

  it('keeps nothing for the worker when no one is signed in', async () => {
    renderBridge(undefined);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(await readWorkerSession()).toBeUndefined();
  });
});

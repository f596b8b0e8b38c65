import { DELAYS_MS } from '@taper/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { getAuthToken, setAuthToken } from '../../lib/auth-token';
import { browser } from '../../lib/browser';
import { MESSAGES } from '../../messages';
import { useSignOut } from './useSignOut';

const { send, toast } = vi.hoisted(() => ({
  send: vi.fn<() => Promise<boolean>>(),
  toast: vi.fn(),
}));
vi.mock('../../lib/pending-logout', async (original) => ({
  ...(await original<typeof import('../../lib/pending-logout')>()),
  sendPendingLogouts: send,
}));
// The messages modules declare their texts through the real defineTexts; only the toast is mocked.
vi.mock('@taper/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@taper/ui')>()),
  toast,
}));

describe('useSignOut', () => {
  let goHome: MockInstance<() => void>;
  let online: MockInstance<() => boolean>;
  beforeEach(() => {
    setAuthToken('token');
    goHome = vi.spyOn(browser, 'goHome').mockImplementation(() => undefined);
    online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    send.mockReset();
    toast.mockReset();
  });

  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client: new QueryClient() }, children);

  it.each([
    ['the server is told', true, true, MESSAGES.logout],
    ['the server cannot be told', true, false, MESSAGES.logoutError],
    ['offline', false, false, MESSAGES.logoutError],
  ] as const)(
    'when %s: forgets the token at once, says so, then goes home',
    async (_, isOnline, told, message) => {
      online.mockReturnValue(isOnline);
      send.mockResolvedValue(told);
      const { result } = renderHook(() => useSignOut(), { wrapper });
      result.current();
      expect(getAuthToken()).toBeNull();
      await waitFor(() => {
        expect(toast).toHaveBeenCalledWith(message);
      });
      expect(send).toHaveBeenCalledTimes(isOnline ? 1 : 0);
      expect(goHome).not.toHaveBeenCalled();
      await waitFor(
        () => {
          expect(goHome).toHaveBeenCalled();
        },
        { timeout: DELAYS_MS.logoutRedirect + 1000 },
      );
    },
  );
});

import { DELAYS_MS } from '@taper/domain';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { getAuthToken, setAuthToken } from '../../lib/auth-token';
import { browser } from '../../lib/browser';
import { MESSAGES } from '../../messages';
import { useSignOut } from './useSignOut';

const { logout, toast } = vi.hoisted(() => ({ logout: vi.fn(), toast: vi.fn() }));
vi.mock('../../hooks/auth', () => ({ useLogout: () => ({ mutate: logout }) }));
vi.mock('@taper/ui', () => ({ toast }));

describe('useSignOut', () => {
  let goHome: MockInstance<() => void>;
  beforeEach(() => {
    vi.useFakeTimers();
    setAuthToken('token');
    goHome = vi.spyOn(browser, 'goHome').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    logout.mockReset();
    toast.mockReset();
  });

  it.each([
    ['succeeds', 'onSuccess', MESSAGES.logout],
    ['fails', 'onError', MESSAGES.logoutError],
  ] as const)(
    'when the call %s: forgets the token, says so, then goes home',
    (_, outcome, message) => {
      logout.mockImplementation((_vars: undefined, handlers: Record<string, () => void>) => {
        handlers[outcome]?.();
      });
      const { result } = renderHook(() => useSignOut());
      result.current();
      expect(getAuthToken()).toBeNull();
      expect(toast).toHaveBeenCalledWith(message);
      expect(goHome).not.toHaveBeenCalled();
      vi.advanceTimersByTime(DELAYS_MS.logoutRedirect);
      expect(goHome).toHaveBeenCalled();
    },
  );
});

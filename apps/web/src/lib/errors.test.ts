import { DELAYS_MS } from '@taper/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAuthToken, setAuthToken } from './auth-token';
import { browser } from './browser';
import { handleUnauthorized } from './errors';

describe('a 401 from the server', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('forgets the ended token at once and reloads once, however many calls meet it', () => {
    vi.useFakeTimers();
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    setAuthToken('ended-session');
    handleUnauthorized();
    expect(getAuthToken()).toBeNull();
    handleUnauthorized();
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(DELAYS_MS.unauthorizedReload);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

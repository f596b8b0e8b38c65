import { DELAYS_MS } from '@taper/domain';
import { toast } from '@taper/ui';
import { useLogout } from '../../hooks/auth';
import { clearAuthToken } from '../../lib/auth-token';
import { browser } from '../../lib/browser';
import { removeSavedCache } from '../../lib/query-persistence';
import { MESSAGES } from '../../messages';

/**
 * The account menu's Logout: ends the session on the server, then forgets the token, says so and
 * leaves for the landing page. A failed call signs out all the same (the token is gone), with
 * SPEC's shorter text.
 */
export function useSignOut(): () => void {
  const logout = useLogout();
  return () => {
    const finish = (message: { title: string; description: string }) => {
      clearAuthToken();
      void removeSavedCache();
      toast(message);
      setTimeout(() => {
        browser.goHome();
      }, DELAYS_MS.logoutRedirect);
    };
    logout.mutate(undefined, {
      onSuccess: () => {
        finish(MESSAGES.logout);
      },
      onError: () => {
        finish(MESSAGES.logoutError);
      },
    });
  };
}

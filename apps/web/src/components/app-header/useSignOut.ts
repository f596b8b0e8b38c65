import { DELAYS_MS } from '@taper/domain';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@taper/ui';
import { browser } from '../../lib/browser';
import { sendPendingLogouts } from '../../lib/pending-logout';
import { signOutOnDevice } from '../../lib/sign-out';
import { MESSAGES } from '../../messages';

/**
 * The account menu's Logout: forgets the session and the user's data on this device at once
 * (also offline), then tells the server, says so and leaves for the landing page. When the server
 * cannot be told (offline, or the call fails) the user is signed out all the same, with SPEC's
 * shorter text, and the logout is sent when the connection returns.
 */
export function useSignOut(): () => void {
  const queryClient = useQueryClient();
  return () => {
    void (async () => {
      await signOutOnDevice(queryClient);
      const told = navigator.onLine && (await sendPendingLogouts());
      toast(told ? MESSAGES.logout : MESSAGES.logoutError);
      setTimeout(() => {
        browser.goHome();
      }, DELAYS_MS.logoutRedirect);
    })();
  };
}

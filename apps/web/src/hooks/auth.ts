import { useEffect } from 'react';
import { clearAuthToken, getAuthToken } from '../lib/auth-token';
import { isUnauthorized } from '../lib/errors';
import { trpc } from '../lib/trpc';

/**
 * The signed-in user: null when signed out (no token, or a 401). No retry, no refetch on focus.
 * A failed network keeps the user signed in with the user last seen (saved with the query cache).
 */
export function useCurrentUser() {
  const hasToken = getAuthToken() !== null;
  const query = trpc.auth.me.useQuery(undefined, {
    enabled: hasToken,
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
  const unauthorized = query.error !== null && isUnauthorized(query.error);
  useEffect(() => {
    if (unauthorized) clearAuthToken();
  }, [unauthorized]);
  return {
    user: hasToken && !unauthorized ? (query.data ?? null) : null,
    isLoading: hasToken && query.isLoading,
  };
}

/** Reads the signed-in user again (after an import brought back their settings). */
export function useRefreshCurrentUser() {
  const utils = trpc.useUtils();
  return () => utils.auth.me.invalidate();
}

export function useLogin() {
  return trpc.auth.login.useMutation();
}

export function useSignup() {
  return trpc.auth.signup.useMutation();
}

export function useLogout() {
  return trpc.auth.logout.useMutation();
}

export function useUpdateProfile() {
  const utils = trpc.useUtils();
  return trpc.auth.updateProfile.useMutation({
    onSuccess: (user) => {
      utils.auth.me.setData(undefined, user);
    },
  });
}

/** Theme and time zone; the current user is refetched afterwards. */
export function useUpdatePreferences() {
  const utils = trpc.useUtils();
  return trpc.auth.updatePreferences.useMutation({
    onSuccess: () => utils.auth.me.invalidate(),
  });
}

/**
 * The week start and the day end: the user is replaced at once with the answer, and every figure
 * (calendars, week blocks, today) is read again, as the server computes them by both.
 */
export function useUpdateSchedule() {
  const utils = trpc.useUtils();
  return trpc.auth.updatePreferences.useMutation({
    onSuccess: async (user) => {
      utils.auth.me.setData(undefined, user);
      await utils.habits.invalidate();
    },
  });
}

/** The account's language: saved, and the user replaced with the answer (its `locale`). */
export function useUpdateLocale() {
  const utils = trpc.useUtils();
  return trpc.auth.updatePreferences.useMutation({
    onSuccess: (user) => {
      utils.auth.me.setData(undefined, user);
      // The templates' words are the server's, in the account's language.
      void utils.templates.invalidate();
    },
  });
}

export function useChangePassword() {
  return trpc.auth.changePassword.useMutation();
}

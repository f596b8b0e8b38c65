/**
 * The account's own security: getting back in with a reset link, its signed-in devices, its
 * personal API tokens, and deleting it.
 */
import { trpc } from '../lib/trpc';

/** What the sign-in card may offer on this server (read once; it changes only with a restart). */
export function useAuthOptions() {
  return trpc.auth.options.useQuery(undefined, { staleTime: Infinity, retry: false });
}

export function useRequestPasswordReset() {
  return trpc.auth.requestPasswordReset.useMutation();
}

export function useConfirmPasswordReset() {
  return trpc.auth.confirmPasswordReset.useMutation();
}

/** Where the account is signed in. */
export function useSessions() {
  return trpc.auth.sessions.useQuery();
}

/** Signs one other session out; the list is read again. */
export function useEndSession() {
  const utils = trpc.useUtils();
  return trpc.auth.endSession.useMutation({
    onSettled: () => utils.auth.sessions.invalidate(),
  });
}

/** Signs out every session but this one; the list is read again. */
export function useEndOtherSessions() {
  const utils = trpc.useUtils();
  return trpc.auth.endOtherSessions.useMutation({
    onSettled: () => utils.auth.sessions.invalidate(),
  });
}

export function useApiTokens() {
  return trpc.auth.tokens.useQuery();
}

export function useCreateApiToken() {
  const utils = trpc.useUtils();
  return trpc.auth.createToken.useMutation({
    onSettled: () => utils.auth.tokens.invalidate(),
  });
}

export function useRevokeApiToken() {
  const utils = trpc.useUtils();
  return trpc.auth.deleteToken.useMutation({
    onSettled: () => utils.auth.tokens.invalidate(),
  });
}

export function useDeleteAccount() {
  return trpc.auth.deleteAccount.useMutation();
}

/** An administrator's one-time reset link for a user. */
export function useAdminResetLink() {
  return trpc.admin.passwordResetLink.useMutation();
}

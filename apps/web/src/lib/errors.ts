import { DELAYS_MS } from '@taper/domain';
import { toast } from '@taper/ui';
import { MESSAGES } from '../messages';
import { clearAuthToken } from './auth-token';
import { browser } from './browser';
import { errorShape, isUnauthorized, serverMessage } from './error-shape';

export { isUnauthorized, serverMessage };

/** The field errors of a 400 'Password does not meet requirements' reply, if present. */
export function passwordRequirementErrors(error: unknown): string[] | undefined {
  const message = serverMessage(error);
  if (!message?.includes('Password does not meet requirements')) return undefined;
  const json = /\{[\s\S]*\}|\[[\s\S]*\]/.exec(message)?.[0];
  const fromData = (errorShape(error).data as { errors?: unknown } | null | undefined)?.errors;
  const candidates: unknown[] = [fromData];
  if (json) {
    try {
      candidates.push(JSON.parse(json));
    } catch {
      // not JSON after all
    }
  }
  for (const candidate of candidates) {
    const list = Array.isArray(candidate)
      ? candidate
      : (candidate as { errors?: unknown } | undefined)?.errors;
    if (Array.isArray(list) && list.every((item) => typeof item === 'string')) return list;
  }
  return undefined;
}

let reloading = false;

/**
 * SPEC §8: the destructive 'Unauthorized' toast, then a reload after 1 s. The ended session's
 * token is forgotten at once, so the reload lands signed out and no later call (a query, the entry
 * queue) meets the same 401 and reloads the page a second time under the user.
 */
export function handleUnauthorized() {
  clearAuthToken();
  toast({ variant: 'destructive', ...MESSAGES.unauthorized });
  if (reloading) return;
  reloading = true;
  setTimeout(() => {
    reloading = false;
    browser.reload();
  }, DELAYS_MS.unauthorizedReload);
}

/**
 * For a failed create, update or delete: an unauthorized error shows SPEC's logged-out toast and
 * reloads; anything else runs `otherwise` (the call's own failure toast).
 */
export function onMutationError(error: unknown, otherwise: () => void) {
  if (isUnauthorized(error)) handleUnauthorized();
  else otherwise();
}

/** A destructive toast for a failed call (or SPEC's logged-out toast and a reload on a 401). */
export function failureToast(error: unknown, message: { title: string; description: string }) {
  onMutationError(error, () => {
    toast({ variant: 'destructive', ...message });
  });
}

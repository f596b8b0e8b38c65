import { DELAYS_MS } from '@taper/domain';
import { toast } from '@taper/ui';
import { onlineManager } from '@tanstack/react-query';
import { MESSAGES, OFFLINE_TEXTS } from '../messages';
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

/**
 * The sentence the server refused a call with (a 4xx other than 401: 'The last admin cannot be
 * demoted…'), or undefined for a failure it did not explain (a 5xx, no connection).
 */
export function refusalSentence(error: unknown): string | undefined {
  const status = errorShape(error).data?.httpStatus;
  if (typeof status !== 'number' || status < 400 || status >= 500 || status === 401)
    return undefined;
  return serverMessage(error);
}

/**
 * A change made offline that this device does not keep to send later (only logged days go
 * through the offline queue): it fails at once, saying so, rather than waiting unseen.
 */
export class OfflineError extends Error {
  constructor() {
    super(OFFLINE_TEXTS.needsConnection);
    this.name = 'OfflineError';
  }
}

/** Throws `OfflineError` while the browser is offline: for changes that need the server now. */
export function needsConnection(): void {
  if (!onlineManager.isOnline()) throw new OfflineError();
}

/** Why a call failed when it was because the browser is offline; undefined otherwise. */
function offlineSentence(error: unknown): string | undefined {
  if (error instanceof OfflineError) return error.message;
  const unanswered = errorShape(error).data?.httpStatus === undefined;
  return unanswered && !onlineManager.isOnline() ? OFFLINE_TEXTS.needsConnection : undefined;
}

/**
 * The failure's words: the call's own (SPEC's) description, then the server's sentence when it
 * refused the call with one, so the person learns why: 'Failed to update user role. The last admin
 * cannot be demoted…' — or, offline, that the change needs a connection.
 */
export function failureDescription(error: unknown, description: string): string {
  const sentence = offlineSentence(error) ?? refusalSentence(error);
  if (sentence === undefined || sentence === description) return description;
  return `${/[.!?]$/.test(description) ? description : `${description}.`} ${sentence}`;
}

/**
 * A destructive toast for a failed call, with the server's sentence when it refused it (or SPEC's
 * logged-out toast and a reload on a 401).
 */
export function failureToast(error: unknown, message: { title: string; description: string }) {
  onMutationError(error, () => {
    toast({
      variant: 'destructive',
      title: message.title,
      description: failureDescription(error, message.description),
    });
  });
}

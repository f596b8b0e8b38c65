/**
 * Logouts the server has not heard of yet. Signing out forgets the session on this device at once,
 * online or not; the ended session's token is kept here only to tell the server, which is done
 * when it can be (now, when the connection returns, or when the app next starts). Until then the
 * session also ends by itself at its expiry.
 */
import type { AppRouter } from '@taper/api';
import { createTRPCClient, httpLink } from '@trpc/client';

const KEY = 'pendingLogouts';

/** A device never keeps more than a few: older ones end at their own expiry. */
const MAX_KEPT = 5;

/** How long a logout call may take before it is left for later. */
const CALL_TIMEOUT_MS = 5000;

function readPending(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((token): token is string => typeof token === 'string')
      : [];
  } catch {
    return [];
  }
}

function writePending(tokens: readonly string[]) {
  try {
    if (tokens.length === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(tokens));
  } catch {
    // No storage: the session ends at its expiry.
  }
}

/** Remembers that the server must be told `token`'s session has ended. */
export function rememberLogout(token: string) {
  const kept = readPending().filter((other) => other !== token);
  writePending([...kept, token].slice(-MAX_KEPT));
}

/** The tokens whose logout has not reached the server yet (tests and the e2e suite read them). */
export function pendingLogouts(): string[] {
  return readPending();
}

function httpStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null || !('httpStatus' in data)) return undefined;
  return typeof data.httpStatus === 'number' ? data.httpStatus : undefined;
}

/** Ends one session on the server; true when it is gone there (ended now, or already). */
async function endSession(token: string): Promise<boolean> {
  const client = createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url: '/trpc',
        headers: { Authorization: `Bearer ${token}` },
        fetch: (input, init) =>
          fetch(input, { ...init, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) }),
      }),
    ],
  });
  try {
    await client.auth.logout.mutate();
    return true;
  } catch (error) {
    // 401: the session had already ended (expired, or ended elsewhere).
    return httpStatusOf(error) === 401;
  }
}

let sending: Promise<boolean> | undefined;

/**
 * Tells the server of every pending logout; true when none is left. A call that fails (offline,
 * the server down) stays for the next try.
 */
export function sendPendingLogouts(): Promise<boolean> {
  sending ??= (async () => {
    for (const token of readPending()) {
      if (await endSession(token)) writePending(readPending().filter((other) => other !== token));
    }
    return readPending().length === 0;
  })().finally(() => {
    sending = undefined;
  });
  return sending;
}

/** Sends the pending logouts now, and again whenever the connection returns. */
export function startPendingLogouts() {
  if (typeof window === 'undefined') return;
  window.addEventListener('online', () => {
    void sendPendingLogouts();
  });
  if (readPending().length > 0 && navigator.onLine) void sendPendingLogouts();
}

/**
 * `pushsubscriptionchange`: the browser's push service replaced (or dropped) this device's
 * subscription, so reminders would stop reaching it. The worker subscribes again with the same
 * server key when the browser has not already, tells the server the new endpoint with the session
 * the page left, and forgets the old one there — the user never has to turn reminders on again.
 */
import { keyBytes } from '../lib/push-key';
import type { WorkerSession } from '../lib/worker-session';

export type RenewOutcome =
  /** The server has the new subscription. */
  | 'saved'
  /** No one is signed in on this device: reminders are turned on again after signing in. */
  | 'signed-out'
  /** The browser gave no new subscription, or the server could not be told. */
  | 'failed';

export interface RenewDeps {
  session: () => Promise<WorkerSession | undefined>;
  fetch: typeof fetch;
  /** The registration's `pushManager.subscribe`. */
  subscribe: (options: PushSubscriptionOptionsInit) => Promise<PushSubscription>;
}

/** What the event carries; either may be missing, depending on the browser. */
export interface SubscriptionChange {
  oldSubscription: Pick<PushSubscription, 'endpoint' | 'options'> | null;
  newSubscription: PushSubscription | null;
}

async function serverKey(
  change: SubscriptionChange,
  deps: RenewDeps,
): Promise<BufferSource | undefined> {
  const kept = change.oldSubscription?.options.applicationServerKey;
  if (kept) return kept;
  const response = await deps.fetch('/api/push/key');
  if (!response.ok) return undefined;
  const { publicKey } = (await response.json()) as { publicKey?: unknown };
  return typeof publicKey === 'string' ? keyBytes(publicKey) : undefined;
}

export async function renewSubscription(
  change: SubscriptionChange,
  deps: RenewDeps,
): Promise<RenewOutcome> {
  const session = await deps.session();
  if (!session) return 'signed-out';
  try {
    let renewed = change.newSubscription;
    if (!renewed) {
      const applicationServerKey = await serverKey(change, deps);
      if (!applicationServerKey) return 'failed';
      renewed = await deps.subscribe({ userVisibleOnly: true, applicationServerKey });
    }
    const headers = {
      Authorization: `Bearer ${session.token}`,
      'Content-Type': 'application/json',
    };
    const saved = await deps.fetch('/api/push/subscriptions', {
      method: 'POST',
      headers,
      body: JSON.stringify(renewed.toJSON()),
    });
    if (!saved.ok) return 'failed';
    const old = change.oldSubscription?.endpoint;
    if (old && old !== renewed.endpoint) {
      // The old endpoint answers the server 410 anyway; forgetting it now keeps the list honest.
      await deps
        .fetch('/api/push/subscriptions', {
          method: 'DELETE',
          headers,
          body: JSON.stringify({ endpoint: old }),
        })
        .catch(() => undefined);
    }
    return 'saved';
  } catch {
    return 'failed';
  }
}

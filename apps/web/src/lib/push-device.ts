/**
 * This device's push subscription: whether the browser can receive notifications at all, and
 * subscribing (the permission is asked inside the user's click, never before), with the reason
 * when it cannot. The texts of the reasons live with the screens (components/reminders).
 */
import { keyBytes } from './push-key';

/** Why this device cannot receive notifications. */
export type PushUnavailable =
  /** Push needs a secure context (https, or localhost). */
  | 'insecure'
  /** No service worker or no Push API in this browser. */
  | 'unsupported'
  /** The user (or a policy) blocked notifications for the site. */
  | 'denied'
  /** iOS and iPadOS deliver web push only to a site added to the Home Screen and opened there. */
  | 'ios-install';

/** What subscribing ended in. */
export type SubscribeOutcome =
  | { ok: true; subscription: PushSubscriptionJSON }
  | { ok: false; reason: PushUnavailable | 'dismissed' | 'no-worker' | 'failed'; detail?: string };

/** An iPhone or iPad (iPadOS says Macintosh, with a touch screen). */
function isAppleMobile(): boolean {
  const agent = navigator.userAgent;
  return (
    /\b(iPhone|iPad|iPod)\b/.test(agent) ||
    (/\bMacintosh\b/.test(agent) && navigator.maxTouchPoints > 1)
  );
}

/** Opened from the Home Screen (Safari's `navigator.standalone`, or the manifest's display mode). */
function isInstalledApp(): boolean {
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return (
    standalone ||
    (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches)
  );
}

/** Whether this browser could receive notifications, before anything is asked. */
export function pushUnavailable(): PushUnavailable | undefined {
  if (typeof window === 'undefined' || !window.isSecureContext) return 'insecure';
  // Safari on iOS has no Push API outside a Home Screen app: say how to get it, not 'unsupported'.
  if (isAppleMobile() && !isInstalledApp()) return 'ios-install';
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return undefined;
}

/** The app's service worker registration, or undefined when none is active within `ms`. */
async function activeRegistration(ms = 10_000): Promise<ServiceWorkerRegistration | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => {
      resolve(undefined);
    }, ms);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** This device's subscription, if it has one (null when none or unavailable). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushUnavailable() !== undefined) return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

function messageOf(error: unknown): string | undefined {
  return error instanceof Error && error.message.length > 0 ? error.message : undefined;
}

/**
 * Subscribes this device. Call it from the click itself: the permission prompt is the first thing
 * it does. Then the server's key, the browser's push service, and `save` (the server stores the
 * subscription).
 */
export async function subscribeDevice(
  publicKey: () => Promise<string>,
  save: (subscription: PushSubscriptionJSON) => Promise<unknown>,
): Promise<SubscribeOutcome> {
  const unavailable = pushUnavailable();
  if (unavailable) return { ok: false, reason: unavailable };
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return { ok: false, reason: 'denied' };
  if (permission !== 'granted') return { ok: false, reason: 'dismissed' };
  const registration = await activeRegistration();
  if (!registration) return { ok: false, reason: 'no-worker' };
  try {
    const existing = await registration.pushManager.getSubscription();
    const subscription =
      existing ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(await publicKey()),
      }));
    const json = subscription.toJSON();
    await save(json);
    return { ok: true, subscription: json };
  } catch (error) {
    return { ok: false, reason: 'failed', detail: messageOf(error) };
  }
}

/**
 * Signing out: this device stops showing the user's notifications. The server is told (with the
 * session still known here) when it can be, and the browser's subscription ends either way — its
 * push service then answers the server 410, and the server forgets the subscription.
 */
export async function unsubscribeDevice(
  token: string | null,
  send: typeof fetch = (input, init) => fetch(input, init),
): Promise<void> {
  const subscription = await currentSubscription().catch(() => null);
  if (!subscription) return;
  if (token) {
    await send('/api/push/subscriptions', {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ endpoint: subscription.endpoint }),
    }).catch(() => undefined);
  }
  await endSubscription(subscription);
}

/** The browser's subscription ends (its push service stops taking messages for it); never throws. */
async function endSubscription(subscription: PushSubscription): Promise<void> {
  await Promise.resolve()
    .then(() => subscription.unsubscribe())
    .catch(() => false);
}

/**
 * SHA-256 (hex) of this device's endpoint, as the server lists it beside each device: how Account
 * finds this device in the list without the server ever sending an endpoint back. Undefined when
 * this device has no subscription.
 */
export async function thisDeviceHash(): Promise<string | undefined> {
  const subscription = await currentSubscription().catch(() => null);
  if (!subscription) return undefined;
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(subscription.endpoint),
  );
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Ends this browser's own subscription, without telling the server (Account's Stop already did). */
export async function endThisDeviceSubscription(): Promise<void> {
  const subscription = await currentSubscription().catch(() => null);
  if (subscription) await endSubscription(subscription);
}

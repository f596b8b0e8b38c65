/** The Web Push requests and answers (GET /api/push/key, /api/push/subscriptions, /api/push/test). */
import { z } from 'zod';
import { idSchema } from './schemas';
import { storable } from './storableText';

/** URLs longer than this are refused (browsers' endpoints are a few hundred characters). */
export const PUSH_ENDPOINT_MAX = 2048;

const base64Url = (what: string, max: number) =>
  z
    .string()
    .min(1, `${what} is required`)
    .max(max, `${what} is too long`)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${what} must be base64url text`);

export const pushKeySchema = z.object({
  /** The server's VAPID public key (base64url): `applicationServerKey` of `pushManager.subscribe`. */
  publicKey: z.string(),
});
export type PushKey = z.infer<typeof pushKeySchema>;

export const pushEndpointSchema = storable(
  z
    .string()
    .min(1, 'The push endpoint is required')
    .max(PUSH_ENDPOINT_MAX, `The push endpoint is longer than ${PUSH_ENDPOINT_MAX} characters.`),
);

/** The browser's `PushSubscription.toJSON()`: its endpoint and keys (other fields are ignored). */
export const pushSubscriptionInputSchema = z.object({
  endpoint: pushEndpointSchema,
  keys: z.object({
    /** The browser's P-256 public key (65 bytes, base64url). */
    p256dh: base64Url('keys.p256dh', 200),
    /** The browser's auth secret (16 bytes, base64url). */
    auth: base64Url('keys.auth', 100),
  }),
});
export type PushSubscriptionInput = z.input<typeof pushSubscriptionInputSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: pushEndpointSchema });

/** DELETE /api/push/subscriptions/{id}: one of the user's devices, by its id in the list. */
export const pushDeviceIdSchema = z.object({ id: idSchema });

/** Devices one account may have subscribed: past it, the least recently subscribed is dropped. */
export const PUSH_DEVICES_MAX = 20;

/** A subscribed device as its owner sees it: where its push service is, never its keys or URL. */
export const pushDeviceSchema = z.object({
  id: z.number().int(),
  /** The push service's origin ('https://fcm.googleapis.com'): which browser family it is. */
  origin: z.string(),
  createdAt: z.string(),
  /** When a push service last accepted a notification for it; null before the first. */
  lastSentAt: z.string().nullable(),
  /** The subscribing browser's User-Agent ('Firefox on Windows' once read); null when unknown. */
  userAgent: z.string().nullable(),
  /**
   * SHA-256 of the endpoint (hex): a browser hashes its own endpoint to find itself in the list,
   * while the URL itself is never sent back.
   */
  endpointHash: z.string(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

export const pushTestResultSchema = z.object({
  /** Devices the push services accepted the notification for. */
  sent: z.number().int(),
  /** Devices whose subscription had ended (deleted now). */
  removed: z.number().int(),
  /** Devices that could not be reached. */
  failed: z.number().int(),
});
export type PushTestResult = z.infer<typeof pushTestResultSchema>;

export const NO_PUSH_DEVICE_MESSAGE =
  'No device of yours is subscribed to notifications: turn them on in this browser first.';
export const PUSH_ENDPOINT_TAKEN_MESSAGE =
  'This browser is subscribed to notifications for another account; turn them off there first.';
export const PUSH_TEST_RATE_MESSAGE =
  'Test notifications are limited to 3 a minute; try again shortly.';

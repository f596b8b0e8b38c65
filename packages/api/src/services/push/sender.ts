/**
 * Sending pushes (RFC 8030) with `web-push`: the payload JSON, encrypted for each of the user's
 * devices (RFC 8291, aes128gcm) and signed with the server's VAPID key (RFC 8292). A subscription
 * its push service answers 404 or 410 is gone and is deleted; an endpoint that no longer passes
 * the endpoint check (its name now resolves to a private address) is not sent to.
 */
import {
  deletePushEndpoint,
  listPushSubscriptions,
  markPushSent,
  type Db,
  type PushSubscriptionRow,
} from '@taper/db';
import { PUSH_DEVICES_MAX, type PushPayload } from '@taper/domain';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import webPush from 'web-push';
import { checkEndpoint, type EndpointPolicy, type PinnedAddress } from './endpoint';
import { loadVapidKeys, type VapidKeys, type VapidOptions } from './vapid';

/** How long a push service keeps a reminder for an offline device: it is stale after 12 hours. */
const TTL_SECONDS = 12 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;
/** Messages of one send in flight at once: a user's devices are reached a few at a time. */
export const PUSH_SENDS_AT_ONCE = 4;

/** A lookup that answers the checked address whatever the name: no second resolution. */
export function pinnedLookup(pinned: PinnedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all === true) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  };
}

export interface PushDelivery {
  /** Devices the push service accepted the message for. */
  sent: number;
  /** Subscriptions deleted because their push service said they are gone. */
  removed: number;
  /** Devices that failed otherwise (network, refused endpoint, other statuses). */
  failed: number;
}

export interface PushService {
  policy: EndpointPolicy;
  /** The VAPID keys (made and stored on the first call when not configured). */
  keys(): Promise<VapidKeys>;
  /** Sends `payload` to each of the user's devices. */
  sendToUser(db: Db, userId: number, payload: PushPayload): Promise<PushDelivery>;
}

export interface PushServiceOptions {
  db: Db;
  policy: EndpointPolicy;
  vapid?: VapidOptions;
  logError?: (error: unknown, message: string) => void;
}

/**
 * POSTs an encrypted, signed message (web-push's request) and answers the push service's status.
 * Redirects are not followed (a 3xx is a failure); http is only reached for PUSH_ALLOW_HOSTS
 * hosts, which the endpoint check has let through.
 */
function post(
  details: webPush.RequestDetails,
  pinned: PinnedAddress | null,
  timeoutMs: number,
): Promise<number> {
  const url = new URL(details.endpoint);
  const send = url.protocol === 'http:' ? httpRequest : httpsRequest;
  const body = details.body ?? Buffer.alloc(0);
  return new Promise((resolve, reject) => {
    const outgoing = send(
      url,
      {
        method: 'POST',
        headers: { ...details.headers, 'Content-Length': body.length },
        timeout: timeoutMs,
        ...(pinned === null ? {} : { lookup: pinnedLookup(pinned) }),
      },
      (response) => {
        response.resume();
        response.on('end', () => {
          resolve(response.statusCode ?? 0);
        });
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('The push service did not answer')));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

export function createPushService(options: PushServiceOptions): PushService {
  let keys: Promise<VapidKeys> | undefined;
  const loadKeys = () => {
    keys ??= loadVapidKeys(options.db, options.vapid).catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };

  async function sendOne(
    db: Db,
    device: PushSubscriptionRow,
    body: string,
    vapid: VapidKeys,
  ): Promise<'sent' | 'removed' | 'failed'> {
    const checked = await checkEndpoint(device.endpoint, options.policy);
    if ('problem' in checked) return 'failed';
    try {
      const details = webPush.generateRequestDetails(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        body,
        { vapidDetails: vapid, TTL: TTL_SECONDS, contentEncoding: 'aes128gcm' },
      );
      const status = await post(details, checked.pinned, SEND_TIMEOUT_MS);
      if (status >= 200 && status < 300) {
        await markPushSent(db, device.id, new Date());
        return 'sent';
      }
      if (status === 404 || status === 410) {
        await deletePushEndpoint(db, device.endpoint);
        return 'removed';
      }
      options.logError?.(
        new Error(`HTTP ${status}`),
        `A push service refused a message (${status})`,
      );
      return 'failed';
    } catch (error) {
      options.logError?.(error, 'Push to a device failed');
      return 'failed';
    }
  }

  return {
    policy: options.policy,
    keys: loadKeys,
    async sendToUser(db, userId, payload) {
      const vapid = await loadKeys();
      // The newest devices, at most as many as a user may subscribe, a few at a time.
      const devices = (await listPushSubscriptions(db, userId)).slice(-PUSH_DEVICES_MAX);
      const body = JSON.stringify(payload);
      const results: ('sent' | 'removed' | 'failed')[] = [];
      for (let i = 0; i < devices.length; i += PUSH_SENDS_AT_ONCE)
        results.push(
          ...(await Promise.all(
            devices
              .slice(i, i + PUSH_SENDS_AT_ONCE)
              .map((device) => sendOne(db, device, body, vapid)),
          )),
        );
      return {
        sent: results.filter((result) => result === 'sent').length,
        removed: results.filter((result) => result === 'removed').length,
        failed: results.filter((result) => result === 'failed').length,
      };
    },
  };
}

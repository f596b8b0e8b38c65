/**
 * The server's VAPID keys (RFC 8292): given by VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY /
 * VAPID_SUBJECT, or made at first start and kept in the database, so every process and every
 * restart signs with the same key (the browsers' subscriptions are bound to it).
 */
import { findServerSetting, settleServerSetting, type Db } from '@taper/db';
import webPush from 'web-push';

export interface VapidKeys {
  /** base64url of the uncompressed P-256 point: what `pushManager.subscribe` takes. */
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: URL the push services may contact. */
  subject: string;
}

export interface VapidOptions {
  publicKey?: string | undefined;
  privateKey?: string | undefined;
  subject?: string | undefined;
}

export const DEFAULT_VAPID_SUBJECT = 'mailto:admin@taper.invalid';
const SETTING = 'vapid_keys';

/**
 * The keys from the options when both are given, else the database's: made (a P-256 key pair) only
 * when none is stored, by the first caller.
 */
export async function loadVapidKeys(db: Db, options: VapidOptions = {}): Promise<VapidKeys> {
  const subject = options.subject?.trim() || DEFAULT_VAPID_SUBJECT;
  const publicKey = options.publicKey?.trim();
  const privateKey = options.privateKey?.trim();
  if (publicKey && privateKey) return { publicKey, privateKey, subject };
  const stored = JSON.parse(
    (await findServerSetting(db, SETTING)) ??
      (await settleServerSetting(db, SETTING, JSON.stringify(webPush.generateVAPIDKeys()))),
  ) as {
    publicKey: string;
    privateKey: string;
  };
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
}

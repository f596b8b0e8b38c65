/** Web Push: the browsers' subscriptions, several per user, one per endpoint. */
import type { Db } from '../client';
import type { PushSubscriptionRow } from '../schema';
import { USER_AGENT_MAX_LENGTH } from './sessions';

export interface PushSubscriptionInput {
  endpoint: string;
  p256dh: string;
  auth: string;
  /** The subscribing browser's User-Agent, kept so the device can be named in Account. */
  userAgent?: string | undefined;
}

/**
 * Stores the browser's subscription for the user; the same endpoint again updates its keys. An
 * endpoint another user holds is left as it is (undefined): a subscription never moves to
 * whoever posts it. Past `maxPerUser` the user's least recently subscribed devices are dropped.
 */
export async function savePushSubscription(
  db: Db,
  userId: number,
  input: PushSubscriptionInput,
  now: Date = new Date(),
  maxPerUser = Number.MAX_SAFE_INTEGER,
): Promise<PushSubscriptionRow | undefined> {
  const userAgent = input.userAgent?.trim().slice(0, USER_AGENT_MAX_LENGTH) || null;
  const { endpoint, p256dh, auth } = input;
  const row = await db
    .insertInto('pushSubscriptions')
    .values({ userId, endpoint, p256dh, auth, userAgent, createdAt: now, updatedAt: now })
    .onConflict((conflict) =>
      conflict
        .column('endpoint')
        .doUpdateSet({ p256dh, auth, userAgent, updatedAt: now })
        .where('pushSubscriptions.userId', '=', userId),
    )
    .returningAll()
    .executeTakeFirst();
  if (!row) return undefined;
  if (maxPerUser < Number.MAX_SAFE_INTEGER) {
    const kept = db
      .selectFrom('pushSubscriptions')
      .select('id')
      .where('userId', '=', userId)
      .orderBy('updatedAt', 'desc')
      .orderBy('id', 'desc')
      .limit(maxPerUser);
    await db
      .deleteFrom('pushSubscriptions')
      .where('userId', '=', userId)
      .where('id', 'not in', kept)
      .execute();
  }
  return row;
}

/** Records that a push service accepted a message for the subscription. */
export async function markPushSent(db: Db, id: number, now: Date): Promise<void> {
  await db.updateTable('pushSubscriptions').set({ lastSentAt: now }).where('id', '=', id).execute();
}

/**
 * Removes the user's subscription of `endpoint`, or with this id (Account's Stop); false when the
 * user has none there.
 */
export async function deletePushSubscription(
  db: Db,
  userId: number,
  which: string | { id: number },
): Promise<boolean> {
  const result = await db
    .deleteFrom('pushSubscriptions')
    .where('userId', '=', userId)
    .$call((query) =>
      typeof which === 'string'
        ? query.where('endpoint', '=', which)
        : query.where('id', '=', which.id),
    )
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Forgets a subscription its push service says is gone (404 or 410), whoever's it is. */
export async function deletePushEndpoint(db: Db, endpoint: string): Promise<void> {
  await db.deleteFrom('pushSubscriptions').where('endpoint', '=', endpoint).execute();
}

/** The user's devices, oldest first. */
export async function listPushSubscriptions(
  db: Db,
  userId: number,
): Promise<PushSubscriptionRow[]> {
  return db
    .selectFrom('pushSubscriptions')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
}

/**
 * Read-only share links as their owner handles them: make, list, change and end them. Every query
 * is scoped by `user_id`. How a visitor or a mail reaches a link is share-access.ts.
 */
import type { Updateable } from 'kysely';
import type { Db } from '../client';
import type { SharesTable } from '../schema';
import { habitIdsOf, listing, SHARE_COLUMNS, type ShareListing } from './share-rows';

export type { ShareListing, ShareOwner } from './share-rows';

/** What an owner sets on a link besides its habits. */
export interface ShareFields {
  showNotes: boolean;
  expiresOn: string | null;
  label: string | null;
  email: string | null;
}

/** Which of `habitIds` are the user's own habits (not deleted). */
export async function ownHabitIds(
  db: Db,
  userId: number,
  habitIds: readonly number[],
): Promise<Set<number>> {
  if (habitIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('habits')
    .select('id')
    .where('userId', '=', userId)
    .where('id', 'in', habitIds)
    .where('deletedAt', 'is', null)
    .execute();
  return new Set(rows.map((row) => row.id));
}

export async function countShares(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('shares')
    .select((eb) => eb.fn.countAll<number | string>().as('shares'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.shares);
}

/** A new share with its link's token (by hash); the habits must be the user's (checked before). */
export async function createShare(
  db: Db,
  input: ShareFields & { userId: number; habitIds: readonly number[]; tokenHash: string },
  now: Date,
): Promise<ShareListing> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('shares')
      .values({
        userId: input.userId,
        showNotes: input.showNotes ? 1 : 0,
        expiresOn: input.expiresOn,
        label: input.label,
        email: input.email,
        createdAt: now,
        updatedAt: now,
      })
      .returning(SHARE_COLUMNS)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('shareHabits')
      .values(input.habitIds.map((habitId) => ({ shareId: row.id, habitId, userId: input.userId })))
      .execute();
    await trx
      .insertInto('shareTokens')
      .values({ tokenHash: input.tokenHash, shareId: row.id, userId: input.userId, kind: 'view' })
      .execute();
    return listing(row, (await habitIdsOf(trx, [row.id])).get(row.id) ?? []);
  });
}

/** The user's shares, newest first. */
export async function listShares(db: Db, userId: number): Promise<ShareListing[]> {
  const rows = await db
    .selectFrom('shares')
    .select(SHARE_COLUMNS)
    .where('userId', '=', userId)
    .orderBy('id', 'desc')
    .execute();
  const habits = await habitIdsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => listing(row, habits.get(row.id) ?? []));
}

/** One of the user's shares, or undefined when the user has no such share. */
export async function findShare(
  db: Db,
  userId: number,
  id: number,
): Promise<ShareListing | undefined> {
  const row = await db
    .selectFrom('shares')
    .select(SHARE_COLUMNS)
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return listing(row, (await habitIdsOf(db, [row.id])).get(row.id) ?? []);
}

/**
 * Changes one of the user's shares (the habits, when given, replace its habits; a new email
 * starts the mails again); undefined when the user has no such share.
 */
export async function updateShare(
  db: Db,
  userId: number,
  id: number,
  change: Partial<ShareFields> & { habitIds?: readonly number[] | undefined },
  now: Date,
): Promise<ShareListing | undefined> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('shares')
      .select(['id', 'email'])
      .where('userId', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!current) return undefined;
    const set: Updateable<SharesTable> = { updatedAt: now };
    if (change.showNotes !== undefined) set.showNotes = change.showNotes ? 1 : 0;
    if (change.expiresOn !== undefined) set.expiresOn = change.expiresOn;
    if (change.label !== undefined) set.label = change.label;
    if (change.email !== undefined) {
      set.email = change.email;
      if (change.email !== current.email) {
        set.mailStoppedAt = null;
        set.mailedWeek = null;
      }
    }
    await trx
      .updateTable('shares')
      .set(set)
      .where('id', '=', id)
      .where('userId', '=', userId)
      .execute();
    if (change.habitIds !== undefined) {
      await trx.deleteFrom('shareHabits').where('shareId', '=', id).execute();
      await trx
        .insertInto('shareHabits')
        .values(change.habitIds.map((habitId) => ({ shareId: id, habitId, userId })))
        .execute();
    }
    const row = await trx
      .selectFrom('shares')
      .select(SHARE_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return listing(row, (await habitIdsOf(trx, [id])).get(id) ?? []);
  });
}

/** Ends one of the user's shares and every token of it; false when the user has no such share. */
export async function deleteShare(db: Db, userId: number, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('shareTokens')
      .where('shareId', '=', id)
      .where('userId', '=', userId)
      .execute();
    await trx
      .deleteFrom('shareHabits')
      .where('shareId', '=', id)
      .where('userId', '=', userId)
      .execute();
    const result = await trx
      .deleteFrom('shares')
      .where('id', '=', id)
      .where('userId', '=', userId)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  });
}

/**
 * Read-only share links: their owner makes, lists, changes and ends them; a visitor reaches one by
 * the SHA-256 of a token. Every query of an owner's shares is scoped by `user_id`.
 */
import type { Updateable } from 'kysely';
import type { WeekStart } from '@taper/domain';
import type { Db } from '../client';
import type { ShareRow, SharesTable } from '../schema';

/** A share as its owner sees it: never a token nor a hash. */
export interface ShareListing {
  id: number;
  habitIds: number[];
  showNotes: boolean;
  expiresOn: string | null;
  label: string | null;
  email: string | null;
  createdAt: Date;
  lastViewedAt: Date | null;
  lastMailedAt: Date | null;
  mailStoppedAt: Date | null;
}

/** The owner of a share, as much as its view and its mail need. */
export interface ShareOwner {
  id: number;
  firstName: string;
  timezone: string;
  dayEndsAtHour: number;
  weekStart: WeekStart;
}

export interface ShareFields {
  showNotes: boolean;
  expiresOn: string | null;
  label: string | null;
  email: string | null;
}

const SHARE_COLUMNS = [
  'id',
  'showNotes',
  'expiresOn',
  'label',
  'email',
  'createdAt',
  'lastViewedAt',
  'lastMailedAt',
  'mailStoppedAt',
] as const;

type ShareColumns = Pick<ShareRow, (typeof SHARE_COLUMNS)[number]>;

function listing(row: ShareColumns, habitIds: number[]): ShareListing {
  return {
    id: row.id,
    habitIds,
    showNotes: row.showNotes === 1,
    expiresOn: row.expiresOn,
    label: row.label,
    email: row.email,
    createdAt: row.createdAt,
    lastViewedAt: row.lastViewedAt,
    lastMailedAt: row.lastMailedAt,
    mailStoppedAt: row.mailStoppedAt,
  };
}

/** The habits of each share, in the owner's list order. */
async function habitIdsOf(db: Db, shareIds: readonly number[]): Promise<Map<number, number[]>> {
  const byShare = new Map<number, number[]>(shareIds.map((id) => [id, []]));
  if (shareIds.length === 0) return byShare;
  const rows = await db
    .selectFrom('shareHabits')
    .innerJoin('habits', 'habits.id', 'shareHabits.habitId')
    .select(['shareHabits.shareId', 'shareHabits.habitId'])
    .where('shareHabits.shareId', 'in', shareIds)
    .where('habits.deletedAt', 'is', null)
    .orderBy('habits.position')
    .orderBy('habits.id')
    .execute();
  for (const row of rows) byShare.get(row.shareId)?.push(row.habitId);
  return byShare;
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

/** A share reached by a token, with its owner. */
export interface SharedBy {
  share: ShareListing;
  owner: ShareOwner;
}

async function sharedBy(db: Db, shareId: number): Promise<SharedBy | undefined> {
  const row = await db
    .selectFrom('shares')
    .innerJoin('users', 'users.id', 'shares.userId')
    .select([
      'shares.id',
      'shares.showNotes',
      'shares.expiresOn',
      'shares.label',
      'shares.email',
      'shares.createdAt',
      'shares.lastViewedAt',
      'shares.lastMailedAt',
      'shares.mailStoppedAt',
      'users.id as ownerId',
      'users.firstName',
      'users.timezone',
      'users.dayEndsAtHour',
      'users.weekStart',
    ])
    .where('shares.id', '=', shareId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    share: listing(row, (await habitIdsOf(db, [row.id])).get(row.id) ?? []),
    owner: {
      id: row.ownerId,
      firstName: row.firstName,
      timezone: row.timezone,
      dayEndsAtHour: row.dayEndsAtHour,
      weekStart: row.weekStart,
    },
  };
}

/** The share a token of `kind` opens (by the token's hash), or undefined. */
export async function findShareByToken(
  db: Db,
  tokenHash: string,
  kind: 'view' | 'stop',
): Promise<SharedBy | undefined> {
  const token = await db
    .selectFrom('shareTokens')
    .select('shareId')
    .where('tokenHash', '=', tokenHash)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return token ? sharedBy(db, token.shareId) : undefined;
}

export async function addShareToken(
  db: Db,
  input: { tokenHash: string; shareId: number; userId: number; kind: 'view' | 'stop' },
  now: Date,
): Promise<void> {
  await db
    .insertInto('shareTokens')
    .values({ ...input, createdAt: now })
    .execute();
}

export async function touchShareViewed(db: Db, shareId: number, now: Date): Promise<void> {
  await db.updateTable('shares').set({ lastViewedAt: now }).where('id', '=', shareId).execute();
}

/** Stops a share's mails (the partner's link). */
export async function stopShareMails(db: Db, shareId: number, now: Date): Promise<void> {
  await db
    .updateTable('shares')
    .set({ mailStoppedAt: now })
    .where('id', '=', shareId)
    .where('mailStoppedAt', 'is', null)
    .execute();
}

/**
 * Claims the mail of the week starting `week` for the share: true for exactly one caller, whatever
 * the process (one conditional update); false when that week (or a later one) was claimed already.
 */
export async function claimShareMail(
  db: Db,
  shareId: number,
  week: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('shares')
    .set({ mailedWeek: week, lastMailedAt: now })
    .where('id', '=', shareId)
    .where((eb) => eb.or([eb('mailedWeek', 'is', null), eb('mailedWeek', '<', week)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Notes a mail sent now (Send now), without touching the week's claim. */
export async function noteShareMailed(db: Db, shareId: number, now: Date): Promise<void> {
  await db.updateTable('shares').set({ lastMailedAt: now }).where('id', '=', shareId).execute();
}

/** The shares whose partner gets the weekly mail (an email, not stopped), with their owners. */
export async function sharesWithMail(db: Db): Promise<SharedBy[]> {
  const rows = await db
    .selectFrom('shares')
    .select('id')
    .where('email', 'is not', null)
    .where('mailStoppedAt', 'is', null)
    .orderBy('id')
    .execute();
  const found: SharedBy[] = [];
  for (const row of rows) {
    const by = await sharedBy(db, row.id);
    if (by) found.push(by);
  }
  return found;
}

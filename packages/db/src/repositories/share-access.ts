/**
 * How a share link is reached without its owner: a visitor or a partner's mail by the SHA-256 of
 * a token (view or stop), the view noted, and the weekly mail claimed once whatever the process.
 */
import type { Db } from '../client';
import { habitIdsOf, listing, type ShareListing, type ShareOwner } from './share-rows';

/** A share reached by a token, with its owner. */
export interface SharedBy {
  share: ShareListing;
  owner: ShareOwner;
}

/** Shares with their owners, one row each. */
function sharesWithOwners(db: Db) {
  return db
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
      'users.locale',
    ]);
}

type ShareWithOwnerRow = Awaited<
  ReturnType<ReturnType<typeof sharesWithOwners>['executeTakeFirstOrThrow']>
>;

/** The rows with their habits, read in one query for all of them. */
async function sharedByRows(db: Db, rows: readonly ShareWithOwnerRow[]): Promise<SharedBy[]> {
  const habits = await habitIdsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    share: listing(row, habits.get(row.id) ?? []),
    owner: {
      id: row.ownerId,
      firstName: row.firstName,
      timezone: row.timezone,
      dayEndsAtHour: row.dayEndsAtHour,
      weekStart: row.weekStart,
      locale: row.locale,
    },
  }));
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
  if (!token) return undefined;
  const row = await sharesWithOwners(db).where('shares.id', '=', token.shareId).executeTakeFirst();
  return row ? (await sharedByRows(db, [row]))[0] : undefined;
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
  const rows = await sharesWithOwners(db)
    .where('shares.email', 'is not', null)
    .where('shares.mailStoppedAt', 'is', null)
    .orderBy('shares.id')
    .execute();
  return sharedByRows(db, rows);
}

/**
 * A share's row as the repositories hand it out (its habits in the owner's list order, no token nor
 * hash), shared by the owner's calls (shares.ts) and a visitor's and mail's (share-access.ts).
 */
import type { LocaleCode, WeekStart } from '@taper/domain';
import type { Db } from '../client';
import type { ShareRow } from '../schema';

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
  /** The owner's language: their partner's weekly mail is in it. */
  locale: LocaleCode;
}

export const SHARE_COLUMNS = [
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

export function listing(row: ShareColumns, habitIds: number[]): ShareListing {
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
export async function habitIdsOf(
  db: Db,
  shareIds: readonly number[],
): Promise<Map<number, number[]>> {
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

/** Read-only links to a user's progress and their tokens. */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './columns';

/** A read-only link to some of a user's habits (its secret tokens are in `share_tokens`). */
export interface SharesTable {
  id: Generated<number>;
  userId: number;
  label: string | null;
  /** The partner's address for the weekly mail; null for none. */
  email: string | null;
  /** 1 when the visitor sees the entries' notes, else 0. */
  showNotes: ColumnType<number, number | undefined, number>;
  /** The last day (the owner's) the link opens; null for no end. */
  expiresOn: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  lastViewedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The first day of the last week whose summary was mailed (the claim), YYYY-MM-DD. */
  mailedWeek: ColumnType<string | null, string | null | undefined, string | null>;
  lastMailedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** When the partner stopped the mails by the mail's link; null while they come. */
  mailStoppedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A habit shown by a share. */
export interface ShareHabitsTable {
  shareId: number;
  habitId: number;
  userId: number;
}

/** A share's secret: the link's token ('view') or a mail's link to stop the mails ('stop'). */
export interface ShareTokensTable {
  /** hex SHA-256 of the token; the token itself is never stored. */
  tokenHash: string;
  shareId: number;
  userId: number;
  kind: 'view' | 'stop';
  createdAt: Timestamp;
}

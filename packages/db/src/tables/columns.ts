import type { ColumnType } from 'kysely';

/** A timestamp column: a `Date` on both engines, set by the database when omitted. */
export type Timestamp = ColumnType<Date, Date | undefined, Date>;

/** Habits, their goal versions, their entries and their groups. */
import type { ColumnType, Generated } from 'kysely';
import type { Goal, GroupPeriod, Plan, Reminder, UnloggedDays } from '@taper/domain';
import type { Timestamp } from './columns';

export interface HabitsTable {
  id: Generated<number>;
  userId: number;
  name: string;
  color: string;
  icon: string;
  /** The goal the history ends at: its last version's goal (JSON). */
  goal: Goal;
  /** The taper plan's parameters (JSON); null without a plan. */
  plan: ColumnType<Plan | null, Plan | null | undefined, Plan | null>;
  /** Archived: kept, but left out of the summary and the header menu. */
  isArchived: ColumnType<boolean, boolean | undefined, boolean>;
  /** The habit's place in its owner's list (ascending; ties by id). */
  position: ColumnType<number, number | undefined, number>;
  /** What a past day without an entry counts as: 'not_logged' (default) or 'zero'. */
  unloggedDays: ColumnType<UnloggedDays, UnloggedDays | undefined, UnloggedDays>;
  /** A number habit's baseline: what the user did before, per day (or per budget period); null if none entered. */
  baseline: ColumnType<number | null, number | null | undefined, number | null>;
  /** A number habit's unit ('cups'), at most 20 characters; null if none. */
  unit: ColumnType<string | null, string | null | undefined, string | null>;
  /** What one unit costs, in the user's currency (two decimals); null if none. */
  costPerUnit: ColumnType<number | null, number | null | undefined, number | null>;
  /** Loop Habit Tracker's uuid of a habit imported from it; null for a habit made in Taper. */
  loopUuid: ColumnType<string | null, string | null | undefined, string | null>;
  /** What the habit is about, at most 500 characters (Loop's question and description); null if none. */
  description: ColumnType<string | null, string | null | undefined, string | null>;
  /** The reduction milestones whose message the user has seen, comma-separated ids. */
  milestonesSeen: ColumnType<string, string | undefined, string>;
  /** The habit's reminders by Web Push (each a time in the user's zone and weekdays); null for none. */
  reminders: ColumnType<Reminder[] | null, Reminder[] | null | undefined, Reminder[] | null>;
  /** When the habit was deleted: left out of every read, restorable until purged; null if not. */
  deletedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The habit's group (issue 51); null for none. A deleted group leaves its habits ungrouped. */
  groupId: ColumnType<number | null, number | null | undefined, number | null>;
  /** How much one logged unit counts in its group (more than 0, at most 1,000; 1 by default). */
  countsAs: ColumnType<number, number | undefined, number>;
  /** Moves on with every transaction that changes the habit's entries (triggers: migration 0019). */
  entriesRevision: ColumnType<number, never, never>;
  /** The entries revision of the last removal of one of its entries (a delete or a move). */
  entriesRemovedRevision: ColumnType<number, never, never>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A habit's goal versions: each goal in force from its day until the next version's. */
export interface HabitGoalVersionsTable {
  habitId: number;
  userId: number; // denormalised owner, as on entries
  effectiveFrom: string; // YYYY-MM-DD
  goal: Goal;
}

export interface HabitEntriesTable {
  id: Generated<number>;
  habitId: number;
  userId: number; // denormalised owner, so per-user reads need no join
  date: string; // YYYY-MM-DD, the user's calendar day
  performance: string;
  actualValue: number | null;
  levelValue: string | null;
  note: string | null;
  /**
   * The habit's entries revision that last wrote this entry (triggers keep it: migration 0019). On
   * SQLite the row its own write returns shows the revision before.
   */
  revision: ColumnType<number, never, never>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A user's group of habits (issue 51), with an optional shared budget. */
export interface HabitGroupsTable {
  id: Generated<number>;
  userId: number;
  name: string;
  /** #RRGGBB, or null for none. */
  color: ColumnType<string | null, string | null | undefined, string | null>;
  /** The group's place in its owner's list (ascending; ties by id). */
  position: ColumnType<number, number | undefined, number>;
  /** Whether its section is shown collapsed. */
  isCollapsed: ColumnType<boolean, boolean | undefined, boolean>;
  /** The shared budget's period ('day', 'week', 'month') and limit; both null for none. */
  budgetPeriod: ColumnType<GroupPeriod | null, GroupPeriod | null | undefined, GroupPeriod | null>;
  budgetLimit: ColumnType<number | null, number | null | undefined, number | null>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

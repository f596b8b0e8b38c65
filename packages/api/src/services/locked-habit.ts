/**
 * A habit held for a change: the transaction that locks its row, so a log and a goal change never
 * judge by different goals, and where the change happens (the user, their days, today).
 */
import type { Db, HabitRow } from '@taper/db';
import { lockHabitWithVersions } from '@taper/db';
import type { GoalHistory, GoalVersion, IsoDate, Texts, WeekStart } from '@taper/domain';
import { habitGoalHistory, type UserDays } from '@taper/domain/rules';

export type Executor = Db;

export interface LockedHabit {
  habit: HabitRow;
  history: GoalHistory;
  /** The goal versions the history was built from, as read under the lock. */
  versions: GoalVersion[];
}

/** Whose habit is held, and where their days fall (a habit's first day is theirs). */
export interface LockScope extends UserDays {
  db: Db;
  userId: number;
}

/**
 * Runs `work` in a transaction holding the habit's row, with the habit and its history; undefined
 * when the habit is not the user's.
 */
export async function withLockedHabit<T>(
  scope: LockScope,
  habitId: number,
  work: (trx: Executor, locked: LockedHabit) => Promise<T>,
): Promise<T | undefined> {
  const { db, userId } = scope;
  return db.transaction().execute(async (trx) => {
    // The row and its versions in one round trip (a log's statements, issue 56).
    const held = await lockHabitWithVersions(trx, userId, habitId);
    if (!held) return undefined;
    const { habit, versions } = held;
    return work(trx, { habit, history: habitGoalHistory(habit, versions, scope), versions });
  });
}

/** Where a change happens: the user, their today and the time of writing. */
export interface GoalChangeScope extends LockScope {
  today: IsoDate;
  now: Date;
  /** The user's week start: a weekly budget's weeks begin on it. */
  weekStart: WeekStart;
  /** The language of the texts the answer says (`serverI18n(ctx.locale)`); English without. */
  texts?: Texts;
}

export type Refusable<T> = { ok: true; value: T } | { ok: false; message: string };

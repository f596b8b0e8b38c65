/**
 * The entries service: logging, changing and clearing a day. Each write holds the habit's row (the
 * goal service's `withLockedHabit`), so a goal change never comes between judging a day and
 * storing it, and re-judges the habit's budget days, whose results depend on their period's other
 * days. A log on PostgreSQL of a habit without a budget holds the row only in its one statement,
 * which writes only if the row is unchanged since it was judged. The rules are the domain's
 * (judge.ts, budgets.ts); the queries are db's.
 */
import {
  deleteEntry,
  findEntry,
  readHabitUnheld,
  updateEntry,
  upsertEntry,
  upsertEntryIfHabitUnchanged,
  type EntryView,
  type HabitRow,
  type UpsertEntryInput,
} from '@taper/db';
import {
  FUTURE_DATE_MESSAGE,
  hasBudget,
  isLoggableDate,
  readEntryValue,
  SKIPPED,
  type EntryInput,
  type GoalHistory,
  type GoalVersion,
} from '@taper/domain';
import { goalOn, habitGoalHistory, judgeEntry } from '@taper/domain/rules';
import { withLockedHabit, type GoalChangeScope, type Refusable } from './locked-habit';
import { rejudgeBudgetDays, type BudgetChanges } from './budget-rejudging';
import type { WrittenHabit } from '../computed-reads';

export type EntryScope = GoalChangeScope;

/** What a day's entry input becomes once judged. */
type JudgedFields = Omit<UpsertEntryInput, 'habitId' | 'userId'> & { date: string };

/**
 * The stored columns of an entry: the date checked against the user's today, the value read from
 * the field the goal in force that day uses (the other is dropped), and the performance judged here
 * by that day's goal (a client's is ignored). A skipped day has no value to judge.
 */
export function judgedEntry(
  history: GoalHistory,
  input: EntryInput,
  today: string,
): Refusable<JudgedFields> {
  if (!isLoggableDate(input.date, today)) return { ok: false, message: FUTURE_DATE_MESSAGE };
  const note = input.note ?? null;
  if (input.skip === true) {
    const value = { actualValue: null, levelValue: null };
    return { ok: true, value: { date: input.date, performance: SKIPPED, ...value, note } };
  }
  const goal = goalOn(history, input.date);
  const read = readEntryValue(goal, input);
  if (!read.ok) return { ok: false, message: read.problem.description };
  return {
    ok: true,
    value: {
      date: input.date,
      performance: judgeEntry(goal, input.date, read.value),
      actualValue: 'actualValue' in read.value ? read.value.actualValue : null,
      levelValue: 'levelValue' in read.value ? read.value.levelValue : null,
      note,
    },
  };
}

/**
 * The entry as a write left it: as written, with the result a budget's re-judging gave it after.
 * Taken from the write and the re-judging rather than read again, a statement less per log.
 */
function asRejudged<T extends EntryView>(written: T, rejudged: BudgetChanges): T {
  const change = rejudged.find((result) => result.entryId === written.id);
  return change ? { ...written, performance: change.performance } : written;
}

/** A write's outcome: the entry as stored, refused with a sentence, or not the user's (undefined). */
export type EntryWriteResult = Refusable<EntryView> | undefined;

/** A logged day: the entry as stored, and the habit as the log left it (for the answer's figures). */
export interface LoggedEntry {
  entry: EntryView;
  written: WrittenHabit;
}

/** The entry's columns a read gives (the write's row has every column). */
function entryView(row: EntryView): EntryView {
  const { id, habitId, date, performance, actualValue, levelValue, note } = row;
  return { id, habitId, date, performance, actualValue, levelValue, note };
}

/** What a log answers once written: the entry, and the habit as the write left it. */
function logged(
  habit: HabitRow,
  versions: GoalVersion[],
  written: EntryView,
  rejudged: BudgetChanges,
): Refusable<LoggedEntry> {
  const entry = asRejudged(entryView(written), rejudged);
  // The write moved the habit's entries revision on by one (PostgreSQL stamps the whole
  // transaction with it; SQLite moves it on again for each re-judged entry): a revision at most
  // the one committed, which costs the next read at most a read of what changed, never a change.
  const after = { ...habit, entriesRevision: habit.entriesRevision + 1 };
  return {
    ok: true,
    value: {
      entry,
      written: {
        habit: after,
        versions,
        since: habit.entriesRevision,
        entries: [entry],
        performances: rejudged,
      },
    },
  };
}

/** Logs a day of the habit (updates that day's entry if there is one). */
export async function logEntry(
  scope: EntryScope,
  habitId: number,
  input: EntryInput,
): Promise<Refusable<LoggedEntry> | undefined> {
  return (await logEntryUnheld(scope, habitId, input)) ?? logEntryHeld(scope, habitId, input);
}

/**
 * PostgreSQL, for a habit that never had a budget (whose days are judged alone): the log in one
 * statement that writes only if the habit's row is as read (db's unheld-log.ts). Undefined when it
 * cannot be: SQLite, a budget, a habit that is not the user's or that changed meanwhile; the log is
 * then made under the habit's lock.
 */
async function logEntryUnheld(
  scope: EntryScope,
  habitId: number,
  input: EntryInput,
): Promise<Refusable<LoggedEntry> | undefined> {
  const seen = await readHabitUnheld(scope.db, scope.userId, habitId);
  if (!seen) return undefined;
  const { habit, versions } = seen;
  const history = habitGoalHistory(habit, versions, scope);
  if (hasBudget(history)) return undefined;
  const judged = judgedEntry(history, input, scope.today);
  if (!judged.ok) return judged;
  const day = { habitId: habit.id, userId: scope.userId, ...judged.value };
  const written = await upsertEntryIfHabitUnchanged(scope.db, seen, day, scope.now);
  return written && logged(habit, versions, written, []);
}

/** The log under the habit's lock, with its budget's days judged again. */
async function logEntryHeld(
  scope: EntryScope,
  habitId: number,
  input: EntryInput,
): Promise<Refusable<LoggedEntry> | undefined> {
  return withLockedHabit(scope, habitId, async (trx, { habit, history, versions }) => {
    const judged = judgedEntry(history, input, scope.today);
    if (!judged.ok) return judged;
    const written = await upsertEntry(
      trx,
      { habitId: habit.id, userId: scope.userId, ...judged.value },
      scope.now,
    );
    const rejudged = await rejudgeBudgetDays(trx, habit, history, scope.weekStart, scope.now);
    return written && logged(habit, versions, written, rejudged);
  });
}

/** Changes one of the user's entries, judged by the goal of the day it is now on. */
export async function changeEntry(
  scope: EntryScope,
  entryId: number,
  input: EntryInput,
): Promise<EntryWriteResult> {
  const existing = await findEntry(scope.db, scope.userId, entryId);
  if (!existing) return undefined;
  return withLockedHabit(scope, existing.habitId, async (trx, locked) => {
    const judged = judgedEntry(locked.history, input, scope.today);
    if (!judged.ok) return judged;
    const written = await updateEntry(trx, scope.userId, existing.id, judged.value, scope.now);
    const { habit, history } = locked;
    const rejudged = await rejudgeBudgetDays(trx, habit, history, scope.weekStart, scope.now);
    return written && { ok: true, value: asRejudged(written, rejudged) };
  });
}

/** Clears one of the user's entries; the entry as it was, or undefined when not theirs. */
export async function clearEntry(
  scope: EntryScope,
  entryId: number,
): Promise<EntryView | undefined> {
  const existing = await findEntry(scope.db, scope.userId, entryId);
  if (!existing) return undefined;
  const deleted = await withLockedHabit(scope, existing.habitId, async (trx, locked) => {
    if (!(await deleteEntry(trx, scope.userId, existing.id))) return false;
    // The days after it in a budget's period may be within the budget again.
    await rejudgeBudgetDays(trx, locked.habit, locked.history, scope.weekStart, scope.now);
    return true;
  });
  return deleted === true ? existing : undefined;
}

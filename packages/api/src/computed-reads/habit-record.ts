/**
 * A habit's record for one read (domain's `habitRecord`): its row, goal versions and entries read
 * through the user's data, with the user's zone, day end, week start and today. Every figure the
 * API answers is read from a record built here, so none assembles the habit's inputs on its own.
 */
import type { EntryView, HabitRow, SessionUser } from '@taper/db';
import { type GoalVersion, type IsoDate, type LocaleCode, type LoggedDay } from '@taper/domain';
import { serverI18n } from '@taper/domain/i18n';
import { baselineFromFirstEntries, habitRecord, type HabitRecord } from '@taper/domain/rules';
import type { UserData } from '../user-data';

/** What a habit's record reads of the user: where their days fall and their week. */
export type RecordUser = Pick<SessionUser, 'timezone' | 'dayEndsAtHour' | 'weekStart'> & {
  /** The language of the record's texts; English when omitted. */
  locale?: LocaleCode;
};

/** The habit's record from its rows as read. */
export function recordOf<E extends LoggedDay>(
  habit: HabitRow,
  versions: readonly GoalVersion[] | undefined,
  entries: readonly E[],
  user: RecordUser,
  today: IsoDate,
): HabitRecord<E> {
  const { timezone, dayEndsAtHour, weekStart, locale } = user;
  return habitRecord({
    habit,
    versions,
    entries,
    settings: {
      timezone,
      dayEndsAtHour,
      weekStart,
      today,
      ...(locale ? { texts: serverI18n(locale) } : {}),
    },
  });
}

/** The habit's record with all its entries. */
export async function readHabitRecord(
  data: UserData,
  habit: HabitRow,
  user: RecordUser,
  today: IsoDate,
): Promise<HabitRecord<EntryView>> {
  const [entries, versions] = await Promise.all([
    data.entries(habit.id),
    data.goalVersions(habit.id),
  ]);
  return recordOf(habit, versions, entries, user, today);
}

/** A figure of the user's habit read from its record; undefined when they have no such habit. */
export async function readHabitFigure<T>(
  data: UserData,
  user: RecordUser,
  today: IsoDate,
  habitId: number,
  figure: (record: HabitRecord<EntryView>) => T,
): Promise<T | undefined> {
  const habit = await data.habit(habitId);
  return habit && figure(await readHabitRecord(data, habit, user, today));
}

/** How many of a habit's entries a call reads from the oldest on: enough for its measured baseline. */
export const FIRST_ENTRIES = 64;

/**
 * The habit's record with its first entries (by date, at most FIRST_ENTRIES), which tell its first
 * day and measure its baseline, and whether they are all of its entries.
 */
export async function readFirstEntriesRecord(
  data: UserData,
  habit: HabitRow,
  user: RecordUser,
  today: IsoDate,
): Promise<{ record: HabitRecord<EntryView>; complete: boolean }> {
  const [entries, versions] = await Promise.all([
    data.entries(habit.id, { limit: FIRST_ENTRIES }),
    data.goalVersions(habit.id),
  ]);
  return {
    record: recordOf(habit, versions, entries, user, today),
    complete: entries.length < FIRST_ENTRIES,
  };
}

/**
 * The habit's baseline as `reduction` answers it, from the first entries' record; in the rare
 * history whose first entries cannot tell (mostly skipped, or without amounts), from all of them.
 */
export async function readBaseline(
  data: UserData,
  habitId: number,
  first: { record: HabitRecord; complete: boolean },
): Promise<number | null> {
  const { goals, today, baseline } = first.record;
  const options = { today, baseline };
  return (
    baselineFromFirstEntries(goals, first.record.entries, {
      ...options,
      complete: first.complete,
    }) ??
    baselineFromFirstEntries(goals, await data.entries(habitId), { ...options, complete: true }) ??
    null
  );
}

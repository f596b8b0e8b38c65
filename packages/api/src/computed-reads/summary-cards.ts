/**
 * The summary's card of each habit, kept with the habit's history (habit-histories.ts) so that a
 * summary after a log computes the card of the habit logged and serves the others as they were:
 * a card of ten years takes most of a millisecond, and a user with thirty habits changes one.
 */
import type { GoalVersion, IsoDate } from '@taper/domain';
import { addDays } from '@taper/domain';
import { recordCard, type HabitRecordRow } from '@taper/domain/rules';
import type { HabitRow } from '@taper/db';
import {
  entriesInSpan,
  type HabitHistories,
  type KeptCard,
  type KeptHistory,
} from './habit-histories';
import { recordOf, type RecordUser } from './habit-record';

/**
 * Each field of the habit's row that its record reads (domain's HabitRecordRow), named one by one:
 * a field added to the record fails to compile here until it is part of the key. The rest of the
 * row (its name, icon, reminders) is not on the card and does not make it computed again.
 */
const RECORD_ROW: { [K in keyof Required<HabitRecordRow>]: (habit: HabitRow) => unknown } = {
  createdAt: (habit) => habit.createdAt.getTime(),
  goal: (habit) => habit.goal,
  unloggedDays: (habit) => habit.unloggedDays,
  baseline: (habit) => habit.baseline,
  costPerUnit: (habit) => habit.costPerUnit,
  milestonesSeen: (habit) => habit.milestonesSeen,
  plan: (habit) => habit.plan,
};
const RECORD_ROW_FIELDS = Object.values(RECORD_ROW);

/**
 * Everything but the entries that `recordOf` builds a card from: the habit row's fields that the
 * record reads, its goal versions, the user's zone, day end, week start and language, and today.
 * The entries are the kept history's own, which a change to them replaces.
 */
export function cardKey(
  habit: HabitRow,
  versions: readonly GoalVersion[] | undefined,
  user: RecordUser,
  today: IsoDate,
): string {
  const { timezone, dayEndsAtHour, weekStart, locale } = user;
  return JSON.stringify([
    RECORD_ROW_FIELDS.map((field) => field(habit)),
    versions ?? null,
    timezone,
    dayEndsAtHour,
    weekStart,
    locale ?? null,
    today,
  ]);
}

/** The habit's card from its kept history: the one kept with it when its key still fits. */
export function summaryCard(
  histories: HabitHistories,
  history: KeptHistory,
  habit: HabitRow,
  versions: readonly GoalVersion[] | undefined,
  user: RecordUser,
  today: IsoDate,
): KeptCard {
  const key = cardKey(habit, versions, user, today);
  if (history.card?.key === key) return history.card;
  const record = recordOf(habit, versions, history.entries, user, today);
  const yesterday = addDays(today, -1);
  const kept: KeptCard = {
    key,
    card: recordCard(record),
    checkIn: {
      id: habit.id,
      firstDay: record.firstDay,
      unloggedDays: record.unloggedDays,
      entries: entriesInSpan(history.entries, { from: yesterday, to: yesterday }),
    },
  };
  histories.keepCard(habit.id, history, kept);
  return kept;
}

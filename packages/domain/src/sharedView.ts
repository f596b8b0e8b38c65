/**
 * What a visitor of a share link sees of one habit: the habit screen's own figures (streaks,
 * reduction, this month's grid, from `recordStats`), the last days' entries, and notes only when
 * the owner shares them. No id, and nothing of the owner's other habits.
 */
import { addDays, type IsoDate } from './dates';
import { goalOn } from './goalHistory';
import { goalDescription } from './goalTexts';
import { recordStats, type HabitRecord } from './habitRecord';
import { entryValueLabel } from './judge';
import { reductionCardLine } from './reductionTexts';
import type { SharedHabit } from './shareSchemas';
import { calendarDayDescription, type StatsEntry } from './stats';
import { periodCount } from './budgetStreaks';
import { dayCount } from './goalTexts';

export interface SharedHabitFields {
  name: string;
  icon: string;
  color: string;
}

/** The shared view of a habit from its record, for days from `today − days + 1`. */
export function recordShared(
  record: HabitRecord<StatsEntry>,
  habit: SharedHabitFields,
  options: { showNotes: boolean; days: number },
): SharedHabit {
  const stats = recordStats(record);
  const { texts } = record;
  const { unit, longestStreak } = stats.streaks;
  const from: IsoDate = addDays(record.today, 1 - options.days);
  const goal = goalOn(record.goals, record.today);
  const entries = record.entries
    .filter((entry) => entry.date >= from && entry.date <= record.today)
    .map((entry) => {
      const note = options.showNotes && entry.note ? { note: entry.note } : {};
      return {
        date: entry.date,
        performance: entry.performance,
        value:
          entry.performance === 'skipped'
            ? ''
            : entryValueLabel(goalOn(record.goals, entry.date), entry, texts),
        ...note,
      };
    });
  return {
    name: habit.name,
    icon: habit.icon,
    color: habit.color,
    goalType: goal.goalType,
    goal: goalDescription(goal, texts),
    entries,
    streaks: stats.streaks,
    longestStreak:
      unit === 'day'
        ? dayCount(longestStreak, texts)
        : periodCount(longestStreak, unit === 'week' ? 'weekly_budget' : 'monthly_budget', texts),
    reduction: stats.reduction,
    reductionLine: reductionCardLine(stats.reduction, undefined, texts),
    month: {
      heading: stats.month.heading,
      calendar: stats.calendar.map((day) => ({
        date: day.date,
        dayOfMonth: day.dayOfMonth,
        inMonth: day.inMonth,
        isFuture: day.isFuture,
        isToday: day.isToday,
        status: day.status,
        connectsToPrevious: day.connectsToPrevious,
        connectsToNext: day.connectsToNext,
        shortLabel: day.entry?.shortLabel ?? '',
        // In words without 'has a note' unless notes are shared.
        description: day.assumed
          ? day.description
          : calendarDayDescription(
              day,
              day.entry && {
                label: day.entry.label,
                note: options.showNotes ? day.entry.note : null,
              },
              undefined,
              texts,
            ),
      })),
    },
  };
}

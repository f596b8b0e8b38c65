/**
 * A habit's days as the habit screen's month calendar and the summary list's recent days show
 * them: each cell with its entry, its value's label and its description in words.
 */
import type { CalendarDay, CalendarEntry, PlanStepMark, RecentDay } from './statsSchemas';
import {
  cellStatus,
  gridStart,
  LINE_SKIPPED_DAYS_MAX,
  monthGrid,
  type CalendarCell,
} from './calendar';
import { MONTH_GRID_CELLS } from './constants';
import type { IsoDate, YearMonth } from './dates';
import { addDays } from './dates';
import { intlDate, weekdayDayMonth, weekdayName } from './dateTexts';
import type { DayResult, LoggedDay } from './entries';
import { indexEntriesByDate, sortedIndexOfDate } from './entries';
import { goalOn, type GoalHistory } from './goalHistory';
import { shortValueLabel } from './cellLabel';
import { entryValueLabel } from './judge';
import { isAssumed, type AssumedDay } from './unloggedDays';
import type { WeekStart } from './weeks';
import { isEnglish, say, type Texts } from './texts';
import { heldDayText, isHeldDay, NO_PLAN_MARKS, planStepOn, type PlanMarks } from './planMarks';

const DAY_TEXTS = {
  status: /*i18n*/ {
    id: 'day.status',
    message:
      '{status, select, success {on target} over {over target} warning {warning} skipped {skipped} other {}}',
  },
  notLogged: /*i18n*/ { id: 'day.notLogged', message: 'not logged' },
  countedAs: /*i18n*/ { id: 'day.countedAs', message: 'not logged, counted as {label}' },
  note: /*i18n*/ { id: 'day.hasNote', message: 'has a note' },
};

/** How many days the summary's list shows: today and the four before. */
export const RECENT_DAYS = 5;

/** An entry as the read model takes it: what the calendar shows of a logged day. */
export interface StatsEntry extends LoggedDay {
  id: number;
  actualValue: number | null;
  levelValue: string | null;
  note: string | null;
}

const STATUS_WORDS: Record<CalendarCell['status'], string> = {
  success: 'on target',
  over: 'over target',
  warning: 'warning',
  skipped: 'skipped',
  none: '',
};

/**
 * A calendar day in words, for its accessible name: '3, over target, has a note'; a day counted
 * as its best result without an entry: 'not logged, counted as 0'.
 */
export function calendarDayDescription(
  cell: Pick<CalendarCell, 'isFuture' | 'status'>,
  entry: Pick<CalendarEntry, 'label' | 'note'> | null,
  assumedLabel?: string,
  texts?: Texts,
): string {
  if (cell.isFuture) return '';
  if (texts) {
    if (!entry)
      return assumedLabel === undefined
        ? say(texts, DAY_TEXTS.notLogged)
        : say(texts, DAY_TEXTS.countedAs, { label: assumedLabel });
    return [
      entry.label,
      cell.status === 'none' ? '' : say(texts, DAY_TEXTS.status, { status: cell.status }),
      entry.note ? say(texts, DAY_TEXTS.note) : '',
    ]
      .filter((part) => part !== '')
      .join(', ');
  }
  if (!entry)
    return assumedLabel === undefined ? 'not logged' : `not logged, counted as ${assumedLabel}`;
  return [entry.label, STATUS_WORDS[cell.status], entry.note ? 'has a note' : '']
    .filter((part) => part !== '')
    .join(', ');
}

/** What a taper plan marks on a day: the step it starts, and whether a hold kept the step before. */
interface DayPlanMark {
  planStep: PlanStepMark | null;
  held: boolean;
}

/** The day's description with its plan marks in words: '3, on target, ≤ 2 from 8 Dec'. */
function withPlanWords(description: string, mark: DayPlanMark, texts?: Texts): string {
  return [description, mark.planStep?.text ?? '', mark.held ? heldDayText(texts) : '']
    .filter((part) => part !== '')
    .join(', ');
}

/** A calendar cell with its day's entry: the fields written out, not spread (47 cells a call). */
function calendarDay(
  cell: CalendarCell,
  entry: CalendarEntry | null,
  assumed: boolean,
  description: string,
  mark: DayPlanMark,
): CalendarDay {
  return {
    date: cell.date,
    dayOfMonth: cell.dayOfMonth,
    inMonth: cell.inMonth,
    isFuture: cell.isFuture,
    isToday: cell.isToday,
    status: cell.status,
    connectsToPrevious: cell.connectsToPrevious,
    connectsToNext: cell.connectsToNext,
    entry,
    assumed,
    description,
    planStep: mark.planStep,
    held: mark.held,
  };
}

/** The entries of `from`…`to` (both included) of entries sorted by date, in their order. */
export function entriesFrom<T extends DayResult>(
  sorted: readonly T[],
  from: IsoDate,
  to: IsoDate,
): T[] {
  return sorted.slice(sortedIndexOfDate(sorted, from), sortedIndexOfDate(sorted, to, true));
}

export function minDate(a: IsoDate, b: IsoDate): IsoDate {
  return a < b ? a : b;
}

function maxDate(a: IsoDate, b: IsoDate): IsoDate {
  return a > b ? a : b;
}

/**
 * `month`'s calendar and the recent days (today and the four before, whatever month is shown),
 * from the counted days sorted by date. Only the few weeks they read are indexed, however long
 * the history.
 */
export function calendarDays(
  counted: readonly (StatsEntry | AssumedDay)[],
  history: GoalHistory,
  {
    month,
    today,
    weekStart,
    marks = NO_PLAN_MARKS,
    texts,
  }: { month: YearMonth; today: IsoDate; weekStart: WeekStart; marks?: PlanMarks; texts?: Texts },
): { calendar: CalendarDay[]; recent: RecentDay[] } {
  const gridFirst = gridStart(month, weekStart);
  const shown = entriesFrom(
    counted,
    // A grid cell reads the day before it and the day after it too, and across skipped days
    // the days beyond them (the streak line).
    minDate(addDays(gridFirst, -1 - LINE_SKIPPED_DAYS_MAX), addDays(today, 1 - RECENT_DAYS)),
    maxDate(addDays(gridFirst, MONTH_GRID_CELLS + LINE_SKIPPED_DAYS_MAX), today),
  );
  const byDate = indexEntriesByDate(shown);
  const dayOf = (cell: CalendarCell): CalendarDay => {
    const day = cell.isFuture ? undefined : byDate.get(cell.date);
    const label = day ? entryValueLabel(goalOn(history, day.date), day, texts) : '';
    const mark = {
      planStep: planStepOn(marks, cell.date, today, texts),
      held: isHeldDay(marks, cell.date),
    };
    if (day !== undefined && isAssumed(day)) {
      const description = calendarDayDescription(cell, null, label, texts);
      return calendarDay(cell, null, true, withPlanWords(description, mark, texts), mark);
    }
    const entry: CalendarEntry | null = day
      ? {
          id: day.id,
          actualValue: day.actualValue,
          levelValue: day.levelValue,
          note: day.note,
          label,
          shortLabel: shortValueLabel(label),
        }
      : null;
    const description = calendarDayDescription(cell, entry, undefined, texts);
    return calendarDay(cell, entry, false, withPlanWords(description, mark, texts), mark);
  };
  const calendar = monthGrid(month.year, month.month, today, byDate, weekStart).map(dayOf);
  const recent = Array.from({ length: RECENT_DAYS }, (_, index): RecentDay => {
    const date = addDays(today, index - (RECENT_DAYS - 1));
    const cell: CalendarCell = {
      date,
      dayOfMonth: Number(date.slice(8)),
      inMonth: true,
      isFuture: false,
      isToday: date === today,
      status: cellStatus(byDate.get(date)),
      connectsToPrevious: false,
      connectsToNext: false,
    };
    return {
      ...dayOf(cell),
      dayName: weekdayDayMonth(date, texts),
      weekdayShort: !isEnglish(texts)
        ? intlDate(texts, date, { weekday: 'short' })
        : weekdayName(date).slice(0, 3),
    };
  });
  return { calendar, recent };
}

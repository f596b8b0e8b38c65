import type { HistoryBucket } from '@taper/domain';
import { defineTexts } from '@taper/ui';

/** The progress screen's texts. */
export const PROGRESS_TEXTS = /* @__PURE__ */ defineTexts('PROGRESS_TEXTS', {
  valuesHint: (bucket: HistoryBucket, hasBaseline = false) =>
    `Bars: what you logged (${bucket === 'day' ? 'per day' : 'a day, on average'}); striped bars are over target${bucket === 'day' ? '; a dashed box is a skipped day' : ''}. Line: your goal, labelled with its value at each step; dashed where a taper plan's steps are still to come.${hasBaseline ? ' Dotted line: your baseline, what you did a day before you started.' : ''}`,
  /** Under a weekly or monthly budget, on its week or month bars. */
  budgetHint: (period: 'week' | 'month', hasBaseline: boolean) =>
    `Bars: what you logged in each ${period}, in all; striped bars are over budget. Line: your budget for the ${period}, labelled with its value at each step; dashed where a taper plan's steps are still to come.${hasBaseline ? ` Dotted line: your baseline, what you did in a ${period} before you started.` : ''}`,
  budgetBar: (name: string, total: string, budget: string, over: boolean) =>
    `${name}: ${total} in all, budget ${budget}, ${over ? 'over budget' : 'within budget'}`,
  plannedBudget: (name: string, budget: string) => `${name}: budget ${budget}`,
  budgetColumn: 'Budget',
  periodColumn: 'Period',
  /** A day in the charts' tables and readouts: '3 March 2025'. */
  dayMonthYear: (day: number, month: string, year: number) =>
    `${String(day)} ${month} ${String(year)}`,
  /** A week's bar: 'Week of 3 Mar'. */
  weekOf: (day: string) => `Week of ${day}`,
  bucketDays: 'Days',
  bucketWeeks: 'Weeks',
  bucketMonths: 'Months',
  bucketYears: 'Years',
  /** The year chart's day without a goal yet, or with nothing logged. */
  notYet: (day: string) => `${day}: not yet`,
  nothingLogged: (day: string) => `${day}: nothing logged`,
  /** A year chart's day: '3 March 2025: 2, over target'. */
  dayOver: (day: string, value: string) => `${day}: ${value}, over target`,
  dayOnTarget: (day: string, value: string) => `${day}: ${value}, on target`,
  /** A strength chart's point: '3 March 2025: strength 42%'. */
  strengthOn: (day: string, percent: string) => `${day}: strength ${percent}`,
  valueColumn: 'Value',
  goalColumn: 'Goal',
  plannedGoalColumn: 'Planned goal',
  loggedDaysColumn: 'Logged days',
  overDaysColumn: 'Over days',
  dayColumn: 'Day',
  resultColumn: 'Result',
  strengthColumn: 'Strength',
  overTarget: 'Over target',
  onTarget: 'On target',
  /** The goal line's label, at its start; the plan's later steps are labelled with their value. */
  goalLine: (goal: string) => `Goal ${goal}`,
  budgetLine: (budget: string) => `Budget ${budget}`,
  /** A skipped day's mark, and a longer bucket's skipped days, in words. */
  skippedDay: (name: string) => `${name}: skipped`,
  skippedDays: (count: number) => `${String(count)} ${count === 1 ? 'day' : 'days'} skipped`,
  skippedColumn: 'Skipped days',
  skippedResult: 'Skipped',
  /** The year's key. */
  yearKeyOnTarget: 'On target',
  yearKeyOver: 'Over target',
  yearKeySkipped: 'Skipped',
  yearKeyNotLogged: 'Not logged',
  plannedGoal: (name: string, goal: string) => `${name}: planned goal ${goal}`,
  /** The baseline line's label on the values chart, and its table column. */
  baselineLine: (baseline: string) => `Baseline: ${baseline}`,
  baselineColumn: 'Baseline',
  strengthHint: 'Each day on target builds it; a day over target or not logged wears it down.',
  earlier: '← Earlier',
  later: 'Later →',
  noStrengthDays: 'No days in this range yet.',
  valuesAgainstYourGoal: 'Values against your goal',
  strength: 'Strength',
  showBy: 'Show by',
  /** The year section's title names the calendar year it shows. */
  yourYear: (year: number) => `Your year: ${String(year)}`,
  yearHint:
    'Each square is a day of the calendar year, 1 January to 31 December: coloured on target, striped over target.',
  yourWeekdays: 'Your weekdays',
  weekdayHint: 'Bars: the share of each weekday’s logged days that went over target.',
  strengthChartLabel: 'Habit strength by day; use the arrow keys to move between days',
  strengthTableCaption: 'Habit strength by day',
  valuesChartLabel: 'Values against your goal; use the arrow keys to move between bars',
  weekdayShareLabel: 'Share of logged days over target',
  noWeekdayOver: 'No weekday has been over target yet.',
  /** One weekday's bar, as a screen reader hears it: 'Monday: over target on 1 of 1 logged day (100%)'. */
  weekdayBarLabel: (weekday: string, overDays: number, loggedDays: number, percent: number) =>
    `${weekday}: over target on ${String(overDays)} of ${String(loggedDays)} logged ${loggedDays === 1 ? 'day' : 'days'} (${String(percent)}%)`,
  yearChartLabel: 'Each day of the year; use the arrow keys to move between days',
  yearTableCaption: 'Each day of the year',
  /** The page's heading: 'Coffee: Progress'. */
  title: (name: string) => `${name}: Progress`,
  /** The browser tab's title: 'Coffee progress — Taper'. */
  pageTitle: (name: string) => `${name} progress`,
} as const);

/**
 * A group's shared budget (issue 51): the one home of a group's figures. A group's total over some
 * days is Σ value × countsAs over its number habits' entries on those days; level and tag habits
 * add nothing, and a skipped day adds 0. The period is the day, the calendar week (from the user's
 * week start) or the calendar month containing a date.
 */
import type { IsoDate } from './dates';
import { addDays, datesInRange, endOfMonth, startOfMonth } from './dates';
import { groupChartText, groupLineText, groupPeriodPhrase } from './groupTexts';
import type { Texts } from './texts';
import { isSkipped, type LoggedDay } from './entries';
import type { GroupBudget, GroupPeriod, GroupProgress, GroupChart } from './groupSchemas';
import { startOfWeek, type WeekStart } from './weeks';

/** A member of a group as its figures read it. */
export interface GroupMember {
  habitId: number;
  /** How much one logged unit counts in the group. */
  countsAs: number;
  /** Only number habits add to a group's total. */
  isNumber: boolean;
  /** The habit's entries (any order); those outside the days asked for are left out. */
  entries: readonly LoggedDay[];
  /** The habit's baseline in its own period (per day unless `baselinePeriod` says otherwise). */
  baseline?: number | null;
  baselinePeriod?: GroupPeriod;
}

/** Sums are rounded to a millionth, so 2 × 2.3 + 3 × 2.1 reads 10.9 and not 10.900000000000002. */
function rounded(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** What one entry adds to its group: value × countsAs; nothing for a skip or a non-number habit. */
export function groupShare(
  member: Pick<GroupMember, 'countsAs' | 'isNumber'>,
  entry: LoggedDay,
): number {
  if (!member.isNumber || isSkipped(entry)) return 0;
  const value = entry.actualValue;
  return typeof value === 'number' && Number.isFinite(value) ? value * member.countsAs : 0;
}

/** The day, calendar week or calendar month that `date` is in. */
export function groupPeriodOf(
  period: GroupPeriod,
  date: IsoDate,
  weekStart: WeekStart,
): { start: IsoDate; end: IsoDate } {
  if (period === 'day') return { start: date, end: date };
  if (period === 'month') return { start: startOfMonth(date), end: endOfMonth(date) };
  const start = startOfWeek(date, weekStart);
  return { start, end: addDays(start, 6) };
}

/** The group's total from `from` to `to` (both included), and each member's share of it. */
export function groupTotal(
  members: readonly GroupMember[],
  from: IsoDate,
  to: IsoDate,
): { total: number; habits: { habitId: number; total: number }[] } {
  let total = 0;
  const habits = members.map((member) => {
    let sum = 0;
    for (const entry of member.entries) {
      if (entry.date < from || entry.date > to) continue;
      sum += groupShare(member, entry);
    }
    total += sum;
    return { habitId: member.habitId, total: rounded(sum) };
  });
  return { total: rounded(total), habits };
}

export { groupLineText } from './groupTexts';

export interface GroupProgressInput {
  groupId: number;
  name: string;
  budget: GroupBudget | null;
  members: readonly GroupMember[];
  /** The day whose period is asked for. */
  date: IsoDate;
  today: IsoDate;
  weekStart: WeekStart;
  /** The language of its line (`serverI18n(locale)`); SPEC's English when omitted. */
  texts?: Texts;
}

/**
 * The group's figures for the period containing `date` (a week when it has no budget): its total,
 * what is left of the limit, whether it is over, each member's share and the header's line.
 */
export function groupProgress(input: GroupProgressInput): GroupProgress {
  const periodKind = input.budget?.period ?? 'week';
  const { start, end } = groupPeriodOf(periodKind, input.date, input.weekStart);
  const { total, habits } = groupTotal(input.members, start, end);
  const limit = input.budget ? input.budget.limit : null;
  return {
    groupId: input.groupId,
    budget: input.budget,
    period: {
      start,
      end,
      total,
      limit,
      left: limit === null ? null : rounded(Math.max(0, limit - total)),
      over: limit !== null && total > limit,
    },
    habits,
    text: groupLineText(
      input.name,
      total,
      limit,
      groupPeriodPhrase(periodKind, start, end, input.today, input.texts),
      input.texts,
    ),
  };
}

/**
 * The days from `from` to `to` on which the group's running total in its period passes the limit:
 * the day the period went over, and each later day of it that added more. None without a budget.
 */
export function groupOverDays(
  budget: GroupBudget | null,
  members: readonly GroupMember[],
  from: IsoDate,
  to: IsoDate,
  weekStart: WeekStart,
): IsoDate[] {
  if (!budget || from > to) return [];
  const first = groupPeriodOf(budget.period, from, weekStart).start;
  const last = groupPeriodOf(budget.period, to, weekStart).end;
  const byDay = new Map<IsoDate, number>();
  for (const member of members)
    for (const entry of member.entries) {
      if (entry.date < first || entry.date > last) continue;
      const share = groupShare(member, entry);
      if (share > 0) byDay.set(entry.date, (byDay.get(entry.date) ?? 0) + share);
    }
  const days: IsoDate[] = [];
  let periodStart = '';
  let running = 0;
  for (const day of datesInRange(first, last)) {
    const start = groupPeriodOf(budget.period, day, weekStart).start;
    if (start !== periodStart) {
      periodStart = start;
      running = 0;
    }
    const added = byDay.get(day) ?? 0;
    running += added;
    if (added > 0 && rounded(running) > budget.limit && day >= from && day <= to) days.push(day);
  }
  return days;
}

/** A member's baseline per day: per day as stored, or its week's or month's spread over the days. */
function baselinePerDay(member: GroupMember): number | null {
  if (member.baseline === null || member.baseline === undefined || !member.isNumber) return null;
  const period = member.baselinePeriod ?? 'day';
  const days = period === 'day' ? 1 : period === 'week' ? 7 : 30;
  return (member.baseline * member.countsAs) / days;
}

export interface GroupChartInput {
  groupId: number;
  budget: GroupBudget | null;
  members: readonly GroupMember[];
  bucket: 'week' | 'month';
  /** How many buckets, ending with today's. */
  count: number;
  today: IsoDate;
  weekStart: WeekStart;
  /** The language of its reduction's words; SPEC's English when omitted. */
  texts?: Texts;
}

/**
 * The group's combined totals by week or month (the last `count`, ending with today's), each
 * against the limit scaled to it, and the group's reduction: the latest bucket's total against
 * the members' baselines × countsAs over the same days.
 */
export function groupChart(input: GroupChartInput): GroupChart {
  const buckets: GroupChart['buckets'] = [];
  let end = groupPeriodOf(input.bucket, input.today, input.weekStart).end;
  const spans: { start: IsoDate; end: IsoDate }[] = [];
  for (let index = 0; index < input.count; index++) {
    const span = groupPeriodOf(input.bucket, end, input.weekStart);
    spans.unshift(span);
    end = addDays(span.start, -1);
  }
  for (const span of spans) {
    const { total } = groupTotal(input.members, span.start, span.end);
    const limit = scaledLimit(input.budget, span.start, span.end, input.weekStart);
    buckets.push({
      start: span.start,
      end: span.end,
      total,
      limit,
      over: limit !== null && total > limit,
    });
  }
  const latest = buckets[buckets.length - 1];
  const perDay = input.members.map(baselinePerDay).filter((value) => value !== null);
  const days = latest ? datesInRange(latest.start, latest.end).length : 0;
  const baseline = perDay.length === 0 ? null : rounded(perDay.reduce((a, b) => a + b, 0) * days);
  const total = latest?.total ?? 0;
  const percent =
    baseline === null || baseline === 0 ? null : Math.round(((baseline - total) / baseline) * 100);
  const text = groupChartText({ total, baseline, percent }, input.bucket, input.texts);
  return {
    groupId: input.groupId,
    bucket: input.bucket,
    buckets,
    reduction: { baseline, total, percent, text },
  };
}

/** The limit over a span: the sum of the limits of the budget periods it holds (whole or in part). */
function scaledLimit(
  budget: GroupBudget | null,
  start: IsoDate,
  end: IsoDate,
  weekStart: WeekStart,
): number | null {
  if (!budget) return null;
  if (budget.period === 'day') return rounded(budget.limit * datesInRange(start, end).length);
  const periods = new Set(
    datesInRange(start, end).map((day) => groupPeriodOf(budget.period, day, weekStart).start),
  );
  return rounded(budget.limit * periods.size);
}

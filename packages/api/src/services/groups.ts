/**
 * The groups service (issue 51): a user's habit groups written, and a group's figures read — its
 * shared budget's progress, the days it went over and its chart — each from the one domain
 * function over the group's members and their entries.
 */
import type { Db, HabitGroupRow, HabitRow } from '@taper/db';
import {
  createGroup as insertGroup,
  deleteGroup as removeGroup,
  findGroup,
  updateGroup as writeGroup,
  type GroupFields,
} from '@taper/db';
import {
  GROUP_NOT_YOURS_MESSAGE,
  groupOverLabel,
  addDays,
  endOfMonth,
  firstDayOfMonth,
  lastDayOfMonth,
  type GroupBudget,
  type GroupChart,
  type GroupCreateInput,
  type GroupOverDays,
  type GroupProgress,
  type GroupUpdate,
  type IsoDate,
  type Texts,
  type WeekStart,
  type YearMonth,
} from '@taper/domain';
import {
  groupChart,
  groupOverDays,
  groupPeriodOf,
  groupProgress,
  type GroupMember,
} from '@taper/domain/rules';
import type { UserData } from '../user-data';
import type { Refusable } from './locked-habit';

/** The stored columns of a group's budget: both null for none. */
function budgetColumns(
  budget: GroupBudget | null | undefined,
): Pick<GroupFields, 'budgetPeriod' | 'budgetLimit'> | Record<string, never> {
  if (budget === undefined) return {};
  return budget === null
    ? { budgetPeriod: null, budgetLimit: null }
    : { budgetPeriod: budget.period, budgetLimit: budget.limit };
}

export async function createGroup(
  db: Db,
  userId: number,
  input: GroupCreateInput,
  now: Date,
): Promise<HabitGroupRow> {
  return insertGroup(
    db,
    userId,
    { name: input.name, color: input.color ?? null, ...budgetColumns(input.budget) },
    now,
  );
}

/** Undefined when the group is not the user's. */
export async function updateGroup(
  db: Db,
  userId: number,
  input: GroupUpdate,
  now: Date,
): Promise<HabitGroupRow | undefined> {
  const { id, name, color, budget, collapsed, position } = input;
  return writeGroup(
    db,
    userId,
    id,
    { name, color, position, isCollapsed: collapsed, ...budgetColumns(budget) },
    now,
  );
}

export async function deleteGroup(db: Db, userId: number, groupId: number): Promise<boolean> {
  return removeGroup(db, userId, groupId);
}

/**
 * A habit's group as sent: undefined or null need no check; another user's group (or none) is
 * refused with a sentence and nothing is written.
 */
export async function checkHabitGroup(
  db: Db,
  userId: number,
  groupId: number | null | undefined,
): Promise<Refusable<undefined>> {
  if (groupId === undefined || groupId === null) return { ok: true, value: undefined };
  const group = await findGroup(db, userId, groupId);
  return group ? { ok: true, value: undefined } : { ok: false, message: GROUP_NOT_YOURS_MESSAGE };
}

/** The budget a group row holds, or null. */
function budgetOf(group: HabitGroupRow): GroupBudget | null {
  return group.budgetPeriod !== null && group.budgetLimit !== null
    ? { period: group.budgetPeriod, limit: group.budgetLimit }
    : null;
}

/** A habit's baseline period: a budget's week or month, a day otherwise. */
function baselinePeriodOf(habit: HabitRow): GroupMember['baselinePeriod'] {
  if (habit.goal.goalSchedule === 'weekly_budget') return 'week';
  if (habit.goal.goalSchedule === 'monthly_budget') return 'month';
  return 'day';
}

/** The group's members with their entries from `from` to `to`. */
async function membersOf(
  data: UserData,
  groupId: number,
  from: IsoDate,
  to: IsoDate,
): Promise<GroupMember[]> {
  const habits = (await data.habits()).filter((habit) => habit.groupId === groupId);
  return Promise.all(
    habits.map(async (habit) => ({
      habitId: habit.id,
      countsAs: habit.countsAs,
      isNumber: habit.goal.goalType === 'number',
      entries: await data.entries(habit.id, { from, to }),
      baseline: habit.baseline,
      baselinePeriod: baselinePeriodOf(habit),
    })),
  );
}

export interface GroupReadScope {
  data: UserData;
  today: IsoDate;
  weekStart: WeekStart;
  /** The language of the read's words (`serverI18n(ctx.locale)`); English without. */
  texts?: Texts;
}

/** The group's progress in the period containing `date`; undefined when not the user's group. */
export async function readGroupProgress(
  scope: GroupReadScope,
  groupId: number,
  date: IsoDate,
): Promise<GroupProgress | undefined> {
  const group = await scope.data.group(groupId);
  if (!group) return undefined;
  const budget = budgetOf(group);
  const period = groupPeriodOf(budget?.period ?? 'week', date, scope.weekStart);
  const members = await membersOf(scope.data, groupId, period.start, period.end);
  return groupProgress({
    groupId,
    name: group.name,
    budget,
    members,
    date,
    today: scope.today,
    weekStart: scope.weekStart,
    ...(scope.texts ? { texts: scope.texts } : {}),
  });
}

/** The days of `month` on which the group went over its budget; undefined when not the user's. */
export async function readGroupOverDays(
  scope: GroupReadScope,
  groupId: number,
  month: YearMonth | undefined,
): Promise<GroupOverDays | undefined> {
  const group = await scope.data.group(groupId);
  if (!group) return undefined;
  const from = month ? firstDayOfMonth(month) : `${scope.today.slice(0, 7)}-01`;
  const to = month ? lastDayOfMonth(month) : endOfMonth(scope.today);
  const budget = budgetOf(group);
  // The periods touching the month begin up to a week before it.
  const first = budget ? groupPeriodOf(budget.period, from, scope.weekStart).start : from;
  const last = budget ? groupPeriodOf(budget.period, to, scope.weekStart).end : to;
  const members = await membersOf(scope.data, groupId, first, last);
  return {
    groupId,
    days: groupOverDays(budget, members, from, to, scope.weekStart),
    label: groupOverLabel(scope.texts),
  };
}

/** How many buckets the group's chart shows. */
const CHART_BUCKETS = { week: 8, month: 6 } as const;

/** The group's combined chart and reduction; undefined when not the user's group. */
export async function readGroupChart(
  scope: GroupReadScope,
  groupId: number,
  bucket: 'week' | 'month',
): Promise<GroupChart | undefined> {
  const group = await scope.data.group(groupId);
  if (!group) return undefined;
  const count = CHART_BUCKETS[bucket];
  const last = groupPeriodOf(bucket, scope.today, scope.weekStart);
  let start = last.start;
  for (let index = 1; index < count; index++)
    start = groupPeriodOf(bucket, addDays(start, -1), scope.weekStart).start;
  const members = await membersOf(scope.data, groupId, start, last.end);
  return groupChart({
    groupId,
    budget: budgetOf(group),
    members,
    bucket,
    count,
    today: scope.today,
    weekStart: scope.weekStart,
    ...(scope.texts ? { texts: scope.texts } : {}),
  });
}

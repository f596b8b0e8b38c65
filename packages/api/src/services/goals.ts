/**
 * The goal service: every change of a habit's goal history or taper plan runs here, in one
 * transaction holding the habit's row, so a log and a goal change never judge by different goals.
 * The rules are the domain's (goalHistory.ts, plans.ts, planChanges.ts); the queries are db's.
 */
import type { HabitRow } from '@taper/db';
import {
  listEntriesToJudge,
  setEntryPerformances,
  writeGoalVersions,
  writeHabitGoal,
} from '@taper/db';
import {
  planAfterGoalEdit,
  planFor,
  planStartProblem,
  planRaiseNote,
  SKIPPED,
  sameGoal,
  type Goal,
  type GoalEffectiveFrom,
  type GoalHistory,
  type GoalVersion,
  type IsoDate,
  type Plan,
  type PlanInput,
  type PlanView,
} from '@taper/domain';
import {
  applyPlan,
  changeGoal,
  clearPlan,
  goalOn,
  holdPlan,
  normalizedHistory,
  planStaircase,
  rejudgeCount,
  rejudgedEntries,
  resultsSetAside,
  startsGoalAnew,
} from '@taper/domain/rules';
import { judgement, rejudgeBudgetDays } from './budget-rejudging';
import {
  withLockedHabit,
  type Executor,
  type GoalChangeScope,
  type LockedHabit,
  type Refusable,
} from './locked-habit';

export interface HistoryChange {
  history: readonly GoalVersion[];
  /** The plan to store; undefined keeps the stored one. */
  plan?: Plan | null;
}

/**
 * Replaces the habit's history (and plan) and re-judges each entry of a day whose goal changed,
 * and every day under a budget; inside `withLockedHabit`. Returns the habit as written.
 */
export async function writeGoalHistory(
  trx: Executor,
  locked: LockedHabit,
  change: HistoryChange,
  scope: Pick<GoalChangeScope, 'now' | 'weekStart'>,
): Promise<HabitRow> {
  const { habit, history } = locked;
  const { now } = scope;
  const next = normalizedHistory(change.history);
  const last = next[next.length - 1];
  if (!last) throw new Error('A goal history has at least one version');
  await writeGoalVersions(trx, habit.userId, habit.id, next);
  const entries = await listEntriesToJudge(trx, habit.userId, habit.id);
  await setEntryPerformances(trx, rejudgedEntries(history, next, entries).map(judgement), now);
  await rejudgeBudgetDays(trx, habit, next, scope.weekStart, now);
  return writeHabitGoal(trx, habit, last.goal, change.plan, now);
}

export interface PlanChange {
  plan: Plan;
  history: GoalVersion[];
}

/** The plan `fields` make for the habit, and the history it gives; what the preview and the write share. */
export function planChange(
  history: GoalHistory,
  fields: PlanInput,
  today: IsoDate,
): Refusable<PlanChange> {
  const tooLate = planStartProblem(fields.startDate, today);
  if (tooLate) return { ok: false, message: tooLate };
  const result = planFor(goalOn(history, today), fields);
  if (!result.ok) return result;
  return {
    ok: true,
    value: { plan: result.plan, history: applyPlan(history, result.plan, today) },
  };
}

/** Sets the habit's plan; undefined when the habit is not the user's. */
export async function setHabitPlan(
  scope: GoalChangeScope,
  habitId: number,
  fields: PlanInput,
): Promise<Refusable<{ habit: HabitRow; history: GoalHistory }> | undefined> {
  return withLockedHabit(scope, habitId, async (trx, locked) => {
    const change = planChange(locked.history, fields, scope.today);
    if (!change.ok) return change;
    const { plan, history } = change.value;
    const habit = await writeGoalHistory(trx, locked, { history, plan }, scope);
    return { ok: true, value: { habit, history } };
  });
}

export interface PlanPreview {
  view: PlanView;
  /** The logged days before today whose goal the plan changes. */
  rejudges: number;
  /** 'This re-judges 12 logged days since 6 Nov', or null. */
  rejudgeNote: string | null;
  /** 'This raises today's goal from 3 to 5', or null. */
  raiseNote: string | null;
}

/** What setting the plan would do, written nowhere; refused exactly as `setHabitPlan` refuses. */
export async function previewHabitPlan(
  scope: GoalChangeScope,
  habitId: number,
  fields: PlanInput,
): Promise<Refusable<PlanPreview> | undefined> {
  return withLockedHabit(scope, habitId, async (trx, locked) => {
    const change = planChange(locked.history, fields, scope.today);
    if (!change.ok) return change;
    const { plan, history } = change.value;
    const goal = goalOn(locked.history, scope.today);
    const entries = await listEntriesToJudge(trx, scope.userId, habitId);
    const count = rejudgeCount(
      locked.history,
      history,
      entries,
      plan.startDate,
      scope.today,
      scope.texts,
    );
    return {
      ok: true,
      value: {
        view: planStaircase(history, plan, scope.today, scope.texts),
        rejudges: count.days,
        rejudgeNote: count.note,
        raiseNote: planRaiseNote(goal, plan, scope.today, scope.texts),
      },
    };
  });
}

/**
 * Holds the plan's coming steps `days` days later; the past and today keep their goals. Refused
 * without a plan or once it has reached its end; undefined when the habit is not the user's.
 */
export async function holdHabitPlan(
  scope: GoalChangeScope,
  habitId: number,
  days: number,
): Promise<Refusable<{ habit: HabitRow; history: GoalHistory }> | undefined> {
  return withLockedHabit(scope, habitId, async (trx, locked) => {
    const held = holdPlan(locked.history, locked.habit.plan, days, scope.today);
    if (!held.ok) return held;
    const { history, plan } = held;
    const habit = await writeGoalHistory(trx, locked, { history, plan }, scope);
    return { ok: true, value: { habit, history } };
  });
}

/** Stops the plan: the goal in force today stays, and so does the past. */
export async function clearHabitPlan(
  scope: GoalChangeScope,
  habitId: number,
): Promise<{ habit: HabitRow; history: GoalHistory } | undefined> {
  return withLockedHabit(scope, habitId, async (trx, locked) => {
    const history = clearPlan(locked.history, scope.today);
    const habit = await writeGoalHistory(trx, locked, { history, plan: null }, scope);
    return { habit, history };
  });
}

/** A goal edit's outcome: the history written, and how many results were set aside. */
export interface GoalEdit {
  history: GoalHistory;
  /** The goal type (or the tags) changed: every day takes the new goal. */
  startsAnew: boolean;
  setAsideEntries: number;
}

/**
 * A goal edit, inside `withLockedHabit`: a changed goal (or 'always') becomes a new history; a plan
 * that was on restarts from the new goal today, or ends (`planAfterGoalEdit`). A new goal type (or
 * new tags) starts the goal anew for every day, and the results it cannot read are set aside as
 * skipped days (goalTypeChange.ts).
 */
export async function editGoal(
  trx: Executor,
  locked: LockedHabit,
  goal: Goal,
  effectiveFrom: GoalEffectiveFrom,
  scope: GoalChangeScope,
): Promise<GoalEdit> {
  const { today } = scope;
  const anew = startsGoalAnew(goalOn(locked.history, today), goal);
  const from = anew ? 'always' : effectiveFrom;
  if (from !== 'always' && sameGoal(goal, goalOn(locked.history, today)))
    return { history: locked.history, startsAnew: false, setAsideEntries: 0 };
  let history = changeGoal(locked.history, goal, from, today);
  const plan = locked.habit.plan ? planAfterGoalEdit(locked.habit.plan, goal, today).plan : null;
  if (plan) history = applyPlan(history, plan, today);
  await writeGoalHistory(trx, locked, { history, plan }, scope);
  if (!anew) return { history, startsAnew: false, setAsideEntries: 0 };
  const setAside = resultsSetAside(
    goal,
    await listEntriesToJudge(trx, scope.userId, locked.habit.id),
  );
  const skipped = setAside.map((entry) => ({ entryId: entry.id, performance: SKIPPED }));
  await setEntryPerformances(trx, skipped, scope.now);
  return { history, startsAnew: true, setAsideEntries: setAside.length };
}

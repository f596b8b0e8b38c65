/**
 * The plan section of Create and Habit Settings: its fields as typed, the request they make, and
 * the preview (the staircase and the next step) or the first problem with them.
 */
import type { IsoDate } from './dates';
import type { Goal } from './goalSchemas';
import { goalFromFields, type GoalFields } from './goalFields';
import { sameGoal } from './goalHistory';
import { habitFormToInput, type HabitFormState } from './habitForm';
import { habitSettingsSchema } from './schemas';
import type { GoalType } from './goalValues';
import { isNumberPlan, planFor, planInputSchema, type Plan, type PlanInput } from './plans';
import { planView, type PlanView } from './planView';

export interface PlanFormState {
  enabled: boolean;
  /** The start and end: amounts as typed, or level names. */
  start: string;
  end: string;
  stepBy: string;
  everyDays: string;
  startDate: IsoDate;
}

/** A plan form for a goal type: 5 down to 2 (High down to Low), 1 a step, every 7 days. */
export function defaultPlanForm(goalType: GoalType, today: IsoDate): PlanFormState {
  const level = goalType === 'level';
  return {
    enabled: false,
    start: level ? 'high' : '5',
    end: level ? 'low' : '2',
    stepBy: '1',
    everyDays: '7',
    startDate: today,
  };
}

/** The form of a stored plan, or the default (off) without one. */
export function planToForm(plan: Plan | null, goalType: GoalType, today: IsoDate): PlanFormState {
  if (!plan) return defaultPlanForm(goalType, today);
  const ends = isNumberPlan(plan)
    ? { start: String(plan.startGoal), end: String(plan.endGoal) }
    : { start: plan.startLevel, end: plan.endLevel };
  return {
    enabled: true,
    ...ends,
    stepBy: String(plan.stepBy),
    everyDays: String(plan.everyDays),
    startDate: plan.startDate,
  };
}

function typedNumber(text: string): number | string {
  const trimmed = text.trim();
  return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
}

/** The body of PUT /api/habits/{id}/plan for a goal type (values as typed; the schema checks them). */
export function planFormToBody(form: PlanFormState, goalType: GoalType): Record<string, unknown> {
  const timing = {
    stepBy: typedNumber(form.stepBy),
    everyDays: typedNumber(form.everyDays),
    startDate: form.startDate,
  };
  return goalType === 'level'
    ? { startLevel: form.start, endLevel: form.end, ...timing }
    : { startGoal: typedNumber(form.start), endGoal: typedNumber(form.end), ...timing };
}

export type PlanPreview =
  { ok: true; input: PlanInput; view: PlanView } | { ok: false; message: string };

/** The staircase the form would make for `goal`, or the first problem with the form. */
export function planFormPreview(form: PlanFormState, goal: Goal, today: IsoDate): PlanPreview {
  const parsed = planInputSchema.safeParse(planFormToBody(form, goal.goalType));
  if (!parsed.success)
    return { ok: false, message: parsed.error.issues[0]?.message ?? 'Check the plan' };
  const plan = planFor(goal, parsed.data);
  if (!plan.ok) return plan;
  return { ok: true, input: parsed.data, view: planView(goal, plan.plan, today) };
}

/** Whether a plan can step this goal type: number and level goals. */
export function canPlan(goalType: GoalType): boolean {
  return goalType !== 'custom_tags';
}

/** The goal the habit form describes, or undefined while it is not a valid goal. */
export function formGoal(form: HabitFormState): Goal | undefined {
  const parsed = habitSettingsSchema.safeParse(habitFormToInput(form));
  return parsed.success ? parsed.data.goal : undefined;
}

/** Whether saving the form changes the habit's goal (Settings then asks from when). */
export function formChangesGoal(habit: GoalFields, form: HabitFormState): boolean {
  const before = goalFromFields(habit);
  const after = formGoal(form);
  return before.success && after !== undefined && !sameGoal(before.data, after);
}

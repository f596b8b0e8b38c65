/**
 * The plan section of Create and Habit Settings: its fields as typed, the request they make, and
 * the preview (the staircase and the next step) or the first problem with them.
 */
import type { Goal, GoalFields, GoalType, IsoDate, Plan, PlanInput, PlanView } from '@taper/domain';
import {
  LEVELS,
  goalFromFields,
  habitSettingsSchema,
  isNumberPlan,
  planFor,
  planInputSchema,
  planRaiseNote,
  planScaleValue,
  planView,
  sameGoal,
} from '@taper/domain';
import { habitFormToInput, type HabitFormState } from './habitForm';
import { formSentence } from '../i18n/form-sentences';

export interface PlanFormState {
  enabled: boolean;
  /** The start and end: amounts as typed, or level names. */
  start: string;
  end: string;
  stepBy: string;
  everyDays: string;
  startDate: IsoDate;
}

/**
 * A plan form that starts from where the user is: Start is the goal in force today (`goal`), End
 * one below it (never below 0 or None), 1 a step, every 7 days, from today. Without a goal yet:
 * 5 down to 2 (High down to Low). Off until turned on.
 */
export function defaultPlanForm(goalType: GoalType, today: IsoDate, goal?: Goal): PlanFormState {
  const level = goalType === 'level';
  const timing = { enabled: false, stepBy: '1', everyDays: '7', startDate: today };
  const current = goal?.goalType === goalType ? planScaleValue(goal, today) : undefined;
  if (current === undefined)
    return { ...timing, start: level ? 'high' : '5', end: level ? 'low' : '2' };
  const end = Math.max(current - 1, 0);
  if (level) return { ...timing, start: LEVELS[current] ?? 'none', end: LEVELS[end] ?? 'none' };
  return { ...timing, start: String(current), end: String(end) };
}

/** The form of a stored plan, or the default (off) without one. */
export function planToForm(
  plan: Plan | null,
  goalType: GoalType,
  today: IsoDate,
  goal?: Goal,
): PlanFormState {
  if (!plan) return defaultPlanForm(goalType, today, goal);
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
  | {
      ok: true;
      input: PlanInput;
      view: PlanView;
      /** 'This raises today's goal from 3 to 5' (to be confirmed), or null. */
      raise: string | null;
    }
  | { ok: false; message: string };

/**
 * The staircase the form would make for `goal` (the goal in force today), or the first problem
 * with the form.
 */
export function planFormPreview(form: PlanFormState, goal: Goal, today: IsoDate): PlanPreview {
  const parsed = planInputSchema.safeParse(planFormToBody(form, goal.goalType));
  if (!parsed.success)
    return {
      ok: false,
      message: formSentence(parsed.error.issues[0]?.message ?? 'Check the plan'),
    };
  const plan = planFor(goal, parsed.data);
  if (!plan.ok) return { ok: false, message: formSentence(plan.message) };
  return {
    ok: true,
    input: parsed.data,
    view: planView(goal, plan.plan, today),
    raise: planRaiseNote(goal, plan.plan, today),
  };
}

/** Whether the plan form still says what the stored plan says (then saving leaves the plan be). */
export function planFormUnchanged(
  form: PlanFormState,
  stored: Plan | null,
  goalType: GoalType,
): boolean {
  if (!stored) return !form.enabled;
  const before = planToForm(stored, goalType, form.startDate);
  const keys = ['enabled', 'start', 'end', 'stepBy', 'everyDays', 'startDate'] as const;
  return keys.every((key) => String(before[key]).trim() === String(form[key]).trim());
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

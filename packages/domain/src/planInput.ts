/**
 * A taper plan as its form and the API take it: the fields and their checks (every refusal a
 * sentence about a field the user sees), the stored shape the API answers, and the plan a habit's
 * goal takes from the fields. The plan itself, and its steps, are plans.ts's.
 */
import { z } from 'zod';
import { formMessages as said } from './i18n/formMessages';
import {
  formatIsoDate,
  isIsoDate,
  isLeapYear,
  parseIsoDate,
  toDayNumber,
  type IsoDate,
} from './dates';
import { goalNumberSchema, levelSchema, type Goal } from './goalSchemas';
import { levelRank } from './goals';
import { LEVELS, type Level } from './goalValues';
import { LAST_PLAN_DAY, MAX_PLAN_STEPS, type Plan } from './plans';

/** A plan starts at most this many years after the user's today. */
export const PLAN_START_MAX_YEARS_AHEAD = 5;

/** The plan form's field labels: every plan error is a sentence about the field the user sees. */
export const PLAN_FIELDS = {
  start: 'Start at',
  end: 'End at',
  stepBy: 'Step down by',
  everyDays: 'Days per step',
  startDate: 'Start date',
} as const;

const stepBySchema = z
  .number(said.planStepByWhole.message)
  .int(said.planStepByWhole.message)
  .min(1, said.planStepByWhole.message)
  .max(1_000_000_000, said.planStepByMax.message);
const everyDaysSchema = z
  .number(said.planEveryDaysWhole.message)
  .int(said.planEveryDaysWhole.message)
  .min(1, said.planEveryDaysWhole.message)
  .max(366, said.planEveryDaysMax.message);
const planDateSchema = z
  .string(said.planStartDate.message)
  .refine(
    (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isIsoDate(value) && value >= '1900-01-01',
    said.planStartDate.message,
  );
/** A plan's start or end amount: a whole number, 0 or more, with its field's sentences. */
function planAmountSchema(whole: string, max: string) {
  return z.number(whole).int(whole).min(0, whole).max(1_000_000_000, max);
}

export const PLAN_MESSAGES = {
  endAboveStart: said.planEndAboveStart.message,
  levelEndAboveStart: said.planEndAboveStart.message,
  numberFields: said.planNumberFields.message,
  levelFields: said.planLevelFields.message,
  tags: said.planTags.message,
  stepsPastLastDay: `${PLAN_FIELDS.startDate} is too late for this many steps: a plan's steps must end by ${LAST_PLAN_DAY}`,
} as const;

/** The refusal of a plan starting after `latest` (today plus the years allowed). */
export function planStartTooLateMessage(latest: IsoDate): string {
  return `${PLAN_FIELDS.startDate} must be ${latest} or earlier: a plan starts at most ${String(PLAN_START_MAX_YEARS_AHEAD)} years ahead`;
}

/** PUT /api/habits/{id}/plan's fields: number goals send startGoal/endGoal, levels startLevel/endLevel. */
export const planInputShape = {
  startGoal: planAmountSchema(said.planStartWhole.message, said.planStartMax.message).optional(),
  endGoal: planAmountSchema(said.planEndWhole.message, said.planEndMax.message).optional(),
  startLevel: z.enum(LEVELS, said.planStartLevel.message).optional(),
  endLevel: z.enum(LEVELS, said.planEndLevel.message).optional(),
  /** How far each step goes down: an amount, or a number of levels; 1 when absent. */
  stepBy: stepBySchema.optional(),
  everyDays: everyDaysSchema,
  startDate: planDateSchema,
};

interface PlanEnds {
  startGoal?: number | undefined;
  endGoal?: number | undefined;
  startLevel?: Level | undefined;
  endLevel?: Level | undefined;
}

/** A plan ends at or below its start. */
export function checkPlanEnds(plan: PlanEnds, ctx: z.RefinementCtx): void {
  if (plan.startGoal !== undefined && plan.endGoal !== undefined && plan.endGoal > plan.startGoal)
    ctx.addIssue({ code: 'custom', message: PLAN_MESSAGES.endAboveStart, path: ['endGoal'] });
  if (
    plan.startLevel !== undefined &&
    plan.endLevel !== undefined &&
    levelRank(plan.endLevel) > levelRank(plan.startLevel)
  )
    ctx.addIssue({ code: 'custom', message: PLAN_MESSAGES.levelEndAboveStart, path: ['endLevel'] });
}

/** How many steps down a plan takes from its start to its end (at most MAX_PLAN_STEPS). */
function stepsDown(start: number, end: number, stepBy: number): number {
  return Math.min(Math.max(0, Math.ceil((start - end) / stepBy)), MAX_PLAN_STEPS);
}

interface PlanSpan extends PlanEnds {
  stepBy?: number | undefined;
  everyDays: number;
  startDate: string;
}

/** A plan's last step falls on LAST_PLAN_DAY at the latest. */
export function checkPlanSteps(plan: PlanSpan, ctx: z.RefinementCtx): void {
  if (!isIsoDate(plan.startDate)) return;
  const stepBy = plan.stepBy ?? 1;
  let steps = 0;
  if (plan.startGoal !== undefined && plan.endGoal !== undefined)
    steps = stepsDown(plan.startGoal, plan.endGoal, stepBy);
  else if (plan.startLevel !== undefined && plan.endLevel !== undefined)
    steps = stepsDown(levelRank(plan.startLevel), levelRank(plan.endLevel), stepBy);
  const lastStep = toDayNumber(plan.startDate) + steps * plan.everyDays;
  if (lastStep > toDayNumber(LAST_PLAN_DAY))
    ctx.addIssue({ code: 'custom', message: PLAN_MESSAGES.stepsPastLastDay, path: ['startDate'] });
}

/** Every check of a plan's fields that needs no today: its ends and its last step's day. */
export function checkPlan(plan: PlanSpan, ctx: z.RefinementCtx): void {
  checkPlanEnds(plan, ctx);
  checkPlanSteps(plan, ctx);
}

/** The latest start a plan set on `today` may have: the same day PLAN_START_MAX_YEARS_AHEAD years on. */
export function latestPlanStart(today: IsoDate): IsoDate {
  const { year, month, day } = parseIsoDate(today);
  const target = year + PLAN_START_MAX_YEARS_AHEAD;
  if (target > 9999) return LAST_PLAN_DAY;
  const leapDay = month === 2 && day === 29 && !isLeapYear(target);
  return formatIsoDate(target, month, leapDay ? 28 : day);
}

/** Why a plan may not start on `startDate` when set on `today`, or undefined when it may. */
export function planStartProblem(startDate: IsoDate, today: IsoDate): string | undefined {
  const latest = latestPlanStart(today);
  return toDayNumber(startDate) > toDayNumber(latest) ? planStartTooLateMessage(latest) : undefined;
}

export const planInputSchema = z.object(planInputShape).superRefine(checkPlan);
export type PlanInput = z.output<typeof planInputSchema>;

/** A stored plan, as the API presents it. */
export const planSchema = z.union([
  z.object({
    startGoal: goalNumberSchema,
    endGoal: goalNumberSchema,
    stepBy: stepBySchema,
    everyDays: everyDaysSchema,
    startDate: z.string(),
  }),
  z.object({
    startLevel: levelSchema,
    endLevel: levelSchema,
    stepBy: stepBySchema,
    everyDays: everyDaysSchema,
    startDate: z.string(),
  }),
]);

export type PlanResult = { ok: true; plan: Plan } | { ok: false; message: string };

/** The plan for a habit whose goal is `goal`: the fields its goal type steps, or why not. */
export function planFor(goal: Goal, input: PlanInput): PlanResult {
  const timing = {
    stepBy: input.stepBy ?? 1,
    everyDays: input.everyDays,
    startDate: input.startDate,
  };
  if (goal.goalType === 'number') {
    if (input.startGoal === undefined || input.endGoal === undefined)
      return { ok: false, message: PLAN_MESSAGES.numberFields };
    return { ok: true, plan: { startGoal: input.startGoal, endGoal: input.endGoal, ...timing } };
  }
  if (goal.goalType === 'level') {
    if (input.startLevel === undefined || input.endLevel === undefined)
      return { ok: false, message: PLAN_MESSAGES.levelFields };
    return {
      ok: true,
      plan: { startLevel: input.startLevel, endLevel: input.endLevel, ...timing },
    };
  }
  return { ok: false, message: PLAN_MESSAGES.tags };
}

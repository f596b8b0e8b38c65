/**
 * What a template's answers make (issue 54): the habit draft and the taper plan from the usual
 * amount down, or the question whose answer is refused, in the caller's language.
 */
import type { IsoDate } from './dates';
import type { NumberPlan } from './plans';
import { TEMPLATE_TEXTS as T } from './templateMessages';
import {
  PACE_STEPS,
  PACK_SIZE_MAX,
  TEMPLATE_PRICE_MAX,
  TEMPLATE_SPECS,
  type Measure,
  type Pace,
  type QuestionId,
  type TemplateId,
} from './templates';
import { numberIn, say, type Texts } from './texts';

type TemplateSpec = (typeof TEMPLATE_SPECS)[number];
type Descriptor = (typeof T)[keyof typeof T];

export interface TemplateAnswers {
  amount: number;
  price?: number | null | undefined;
  packSize?: number | null | undefined;
  /** What the amount is counted in, where the template asks (alcohol); drinks when not given. */
  measure?: Measure | null | undefined;
  pace: Pace;
}

/** A habit as POST /api/habits takes it: a number goal, its reduction fields. */
export interface HabitDraft {
  name: string;
  color: string;
  icon: string;
  goalType: 'number';
  goalSchedule: 'daily' | 'weekly_budget';
  dailyGoal: number | null;
  budget: number | null;
  baseline: number;
  unit: string | null;
  costPerUnit: number | null;
}

export interface TemplateDraft {
  habit: HabitDraft;
  plan: NumberPlan;
}

export type TemplateDraftResult =
  | { ok: true; draft: TemplateDraft }
  | { ok: false; field: QuestionId | 'templateId'; message: string };

function isWhole(value: number, max: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= max;
}

function isPrice(value: number): boolean {
  const cents = value * 100;
  return value >= 0 && value <= TEMPLATE_PRICE_MAX && Math.abs(Math.round(cents) - cents) < 1e-6;
}

/** What one unit costs: the price, or a pack's price shared by its cigarettes (to the cent). */
export function unitCost(price: number, packSize: number | null): number {
  return packSize ? Math.round((price / packSize) * 100) / 100 : price;
}

/** The plan from `amount` down: a step of the pace's share (1 at least) every pace's days. */
export function templatePlan(amount: number, endShare: number, pace: Pace, today: IsoDate) {
  const { share, everyDays } = PACE_STEPS[pace];
  const endGoal = Math.min(amount, Math.floor(amount * endShare));
  const stepBy = Math.max(1, Math.round(amount * share));
  return { startGoal: amount, endGoal, stepBy, everyDays, startDate: today };
}

function refused(spec: TemplateSpec, answers: TemplateAnswers, texts: Texts) {
  const range = (field: QuestionId, label: Descriptor, max: number) => ({
    ok: false as const,
    field,
    message: say(texts, T.amountRange, { field: say(texts, label), max: numberIn(texts, max) }),
  });
  if (!isWhole(answers.amount, spec.amountMax)) return range('amount', spec.amount, spec.amountMax);
  if (spec.packSize && !isWhole(answers.packSize ?? 0, PACK_SIZE_MAX))
    return range('packSize', spec.packSize, PACK_SIZE_MAX);
  if (spec.price && answers.price != null && !isPrice(answers.price))
    return {
      ok: false as const,
      field: 'price' as const,
      message: say(texts, T.priceRange, {
        field: say(texts, spec.price),
        max: numberIn(texts, TEMPLATE_PRICE_MAX),
      }),
    };
  return undefined;
}

/** The unit's word: of the measure chosen where the template asks one, else the template's. */
function unitOf(spec: TemplateSpec, measure: Measure | null | undefined, texts: Texts) {
  const unit = spec.measures && measure ? spec.measures[measure] : spec.unit;
  return unit ? say(texts, unit) : null;
}

/**
 * The habit and plan a template's answers make on `today`: the goal at the usual amount, which is
 * also the baseline, the cost per unit as priced, and a plan stepping down from there.
 */
export function templateDraft(
  id: TemplateId,
  answers: TemplateAnswers,
  today: IsoDate,
  texts: Texts,
): TemplateDraftResult {
  const spec = TEMPLATE_SPECS.find((candidate) => candidate.id === id);
  if (!spec) return { ok: false, field: 'templateId', message: say(texts, T.noQuestions) };
  const problem = refused(spec, answers, texts);
  if (problem) return problem;
  const { amount } = answers;
  const price = spec.price ? (answers.price ?? null) : null;
  const cost =
    spec.fixedCost ??
    (price === null ? null : unitCost(price, spec.packSize ? (answers.packSize ?? null) : null));
  const daily = spec.schedule === 'daily';
  const habit: HabitDraft = {
    name: say(texts, spec.name),
    color: spec.color,
    icon: spec.icon,
    goalType: 'number',
    goalSchedule: spec.schedule,
    dailyGoal: daily ? amount : null,
    budget: daily ? null : amount,
    baseline: amount,
    unit: unitOf(spec, answers.measure, texts),
    costPerUnit: cost,
  };
  return {
    ok: true,
    draft: { habit, plan: templatePlan(amount, spec.endShare, answers.pace, today) },
  };
}

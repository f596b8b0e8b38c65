/**
 * Templates for a guided start (issue 54): the few things people cut down, each asking only what
 * it needs (the usual amount, a price, a pack's size, a pace) and turning the answers into a habit
 * draft — name, goal, baseline, unit, cost, icon, colour — and a taper plan from the usual amount
 * down. One list, said in the caller's language through `texts`; templateDrafts.ts turns answers into
 * the draft.
 */
import type { GoalSchedule } from './goalValues';
import { TEMPLATE_TEXTS as T } from './templateMessages';
import { say, type Texts } from './texts';

export const TEMPLATE_IDS = [
  'coffee',
  'alcohol',
  'cigarettes',
  'screen_time',
  'sugar',
  'spending',
  'other',
] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];

export const PACES = ['gently', 'steadily', 'quickly'] as const;
export type Pace = (typeof PACES)[number];

/** How far and how often each pace steps: a share of the usual amount (at least 1), every n days. */
export const PACE_STEPS: Record<Pace, { share: number; everyDays: number }> = {
  gently: { share: 0.1, everyDays: 14 },
  steadily: { share: 0.2, everyDays: 7 },
  quickly: { share: 0.3, everyDays: 7 },
};

/** What alcohol is counted in: drinks, or units of alcohol (10 ml of pure alcohol each). */
export const MEASURES = ['drinks', 'units'] as const;
export type Measure = (typeof MEASURES)[number];

/** The highest price a template takes: the cost per unit's own limit. */
export const TEMPLATE_PRICE_MAX = 1_000_000;
export const PACK_SIZE_MAX = 200;

type Descriptor = (typeof T)[keyof typeof T];

interface TemplateSpec {
  id: Exclude<TemplateId, 'other'>;
  name: Descriptor;
  about: Descriptor;
  icon: string;
  color: string;
  /** The unit's word; none for spending, whose amount is money itself. */
  unit: Descriptor | null;
  schedule: Extract<GoalSchedule, 'daily' | 'weekly_budget'>;
  amount: Descriptor;
  amountMax: number;
  /** The price asked for (of a unit, or of a pack when packSize is asked); none when not asked. */
  price: Descriptor | null;
  packSize: Descriptor | null;
  /** Where the plan ends, as a share of the usual amount (rounded down). */
  endShare: number;
  /** What one unit costs when no price is asked: spending's unit is one of the currency. */
  fixedCost?: number;
  /** The unit's word for each measure the user may count in (alcohol); `unit` is the first's. */
  measures?: Record<Measure, Descriptor>;
}

/** The list, in the order the cards show; 'Something else' is the full form and comes last. */
export const TEMPLATE_SPECS: readonly TemplateSpec[] = [
  {
    ...{ id: 'coffee', name: T.coffee, about: T.coffeeAbout, icon: 'coffee', color: '#92400E' },
    ...{ unit: T.coffeeUnit, schedule: 'daily', amount: T.coffeeAmount, amountMax: 100 },
    ...{ price: T.coffeePrice, packSize: null, endShare: 0.4 },
  },
  {
    ...{ id: 'alcohol', name: T.alcohol, about: T.alcoholAbout, icon: 'beer', color: '#B45309' },
    ...{ unit: T.alcoholUnit, schedule: 'weekly_budget', amount: T.alcoholAmount },
    ...{ amountMax: 700, price: T.alcoholPrice, packSize: null, endShare: 0.5 },
    measures: { drinks: T.alcoholUnit, units: T.alcoholUnitsUnit },
  },
  {
    ...{ id: 'cigarettes', name: T.cigarettes, about: T.cigarettesAbout, icon: 'smoking' },
    ...{ color: '#475569', unit: T.cigarettesUnit, schedule: 'daily', amount: T.cigarettesAmount },
    ...{ amountMax: 200, price: T.cigarettesPrice, packSize: T.cigarettesPackSize, endShare: 0 },
  },
  {
    ...{ id: 'screen_time', name: T.screenTime, about: T.screenTimeAbout, icon: 'smartphone' },
    ...{ color: '#4F46E5', unit: T.screenTimeUnit, schedule: 'daily' },
    ...{ amount: T.screenTimeAmount, amountMax: 1440, price: null, packSize: null, endShare: 0.5 },
  },
  {
    ...{ id: 'sugar', name: T.sugar, about: T.sugarAbout, icon: 'fastfood', color: '#DB2777' },
    ...{ unit: T.sugarUnit, schedule: 'daily', amount: T.sugarAmount, amountMax: 100 },
    ...{ price: T.sugarPrice, packSize: null, endShare: 0.25 },
  },
  {
    ...{ id: 'spending', name: T.spending, about: T.spendingAbout, icon: 'shopping_cart' },
    ...{ color: '#059669', unit: null, schedule: 'weekly_budget', amount: T.spendingAmount },
    ...{ amountMax: 1_000_000, price: null, packSize: null, endShare: 0.5, fixedCost: 1 },
  },
];

export type QuestionId = 'amount' | 'price' | 'packSize' | 'measure' | 'pace';

export interface TemplateQuestion {
  id: QuestionId;
  label: string;
  /**
   * Whole numbers from `min` to `max` (amount, pack size), money (price), or a choice (what the
   * amount is counted in, the pace): its first option is the one taken when none is given.
   */
  kind: 'count' | 'money' | 'choice';
  required: boolean;
  min: number;
  max: number;
  options: { id: Measure | Pace; label: string; description: string }[];
}

export interface Template {
  id: TemplateId;
  name: string;
  description: string;
  icon: string | null;
  color: string | null;
  /** The unit the amount is in ('cups'), or null. */
  unit: string | null;
  /** `daily` (an amount a day) or `weekly_budget` (an amount a week). */
  goalSchedule: 'daily' | 'weekly_budget' | null;
  /** What it asks; none for 'Something else', which is the full form. */
  questions: TemplateQuestion[];
}

function count(id: QuestionId, label: string, max: number): TemplateQuestion {
  return { id, label, kind: 'count', required: true, min: 1, max, options: [] };
}

function questionsOf(spec: TemplateSpec, texts: Texts): TemplateQuestion[] {
  const questions = [count('amount', say(texts, spec.amount), spec.amountMax)];
  if (spec.packSize) questions.push(count('packSize', say(texts, spec.packSize), PACK_SIZE_MAX));
  if (spec.price)
    questions.push({
      ...{ id: 'price', label: say(texts, spec.price), kind: 'money', required: false },
      ...{ min: 0, max: TEMPLATE_PRICE_MAX, options: [] },
    });
  if (spec.measures)
    questions.push({
      ...{ id: 'measure', label: say(texts, T.measure), kind: 'choice', required: false },
      ...{ min: 0, max: 0 },
      options: MEASURES.map((measure) => ({
        id: measure,
        label: say(texts, T[measure]),
        description: say(texts, T[`${measure}About`]),
      })),
    });
  const options = PACES.map((pace) => ({
    id: pace,
    label: say(texts, T[pace]),
    description: say(texts, T[`${pace}About`]),
  }));
  questions.push({
    ...{ id: 'pace', label: say(texts, T.pace), kind: 'choice', required: true },
    ...{ min: 0, max: 0, options },
  });
  return questions;
}

/** Every template, 'Something else' last, in the language of `texts`. */
export function templateList(texts: Texts): Template[] {
  const listed: Template[] = TEMPLATE_SPECS.map((spec) => ({
    id: spec.id,
    name: say(texts, spec.name),
    description: say(texts, spec.about),
    icon: spec.icon,
    color: spec.color,
    unit: spec.unit ? say(texts, spec.unit) : null,
    goalSchedule: spec.schedule,
    questions: questionsOf(spec, texts),
  }));
  const other = { name: say(texts, T.other), description: say(texts, T.otherAbout) };
  return [
    ...listed,
    {
      id: 'other',
      ...other,
      icon: null,
      color: null,
      unit: null,
      goalSchedule: null,
      questions: [],
    },
  ];
}

/**
 * The zod schemas of a number habit's reduction fields (baseline, unit, cost per unit, currency)
 * and of the reduction figures `reduction` computes; apart from the computation so that a module
 * needing only the figures' types loads no zod.
 */
import { z } from 'zod';
import { storable } from './storableText';
import { formMessages as said } from './i18n/formMessages';
import {
  BASELINE_MAX,
  BASELINE_PERIODS,
  COST_PER_UNIT_MAX,
  MEASURED_BASELINE_DAYS,
  MILESTONE_IDS,
  MILESTONE_KINDS,
  UNIT_MAX,
} from './reductionLimits';

function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/**
 * What the user did before, in the goal's own period: per day for daily and per-weekday goals, per
 * week or per month under a weekly or monthly budget; a number ≥ 0, or null for none.
 */
export const baselineSchema = z
  .number(said.baselineNumber.message)
  .min(0, said.baselineNegative.message)
  .max(BASELINE_MAX, said.baselineTooLarge.message)
  .nullable()
  .meta({
    description:
      "What the user did before, for a number habit, in the goal's own period: per day for daily " +
      'and per-weekday goals, per week under a weekly budget, per month under a monthly budget ' +
      '(the reduction answers it as `per`); kept as sent. null for none: then it is measured, the ' +
      `mean of the first ${MEASURED_BASELINE_DAYS} logged days, or under a budget the first ` +
      `${MEASURED_BASELINE_DAYS} days taken to the period`,
  });

/** The habit's unit: 'cups', 'drinks', 'min'; blank means none. */
export const unitSchema = storable(
  z.string(said.unitWord.message).trim().max(UNIT_MAX, said.unitTooLong.message),
)
  .transform((unit) => (unit === '' ? null : unit))
  .nullable()
  .meta({ description: `A number habit's unit ('cups'), at most ${UNIT_MAX} characters` });

/** What one unit costs, in the user's currency: ≥ 0, at most two decimals. */
export const costPerUnitSchema = z
  .number(said.costNumber.message)
  .min(0, said.costNegative.message)
  .max(COST_PER_UNIT_MAX, said.costTooLarge.message)
  .refine(hasAtMostTwoDecimals, said.costDecimals.message)
  .nullable()
  .meta({ description: "What one unit costs in the user's currency (two decimals at most)" });

function isCurrencyCode(value: string): boolean {
  if (!/^[A-Z]{3}$/.test(value)) return false;
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  if (supported) return supported('currency').includes(value);
  try {
    new Intl.NumberFormat('en', { style: 'currency', currency: value });
    return true;
  } catch {
    return false;
  }
}

/** A currency as ISO 4217 names it: 'EUR', 'GBP', 'USD'. */
export const currencySchema = z
  .string('The currency is a code such as EUR')
  .trim()
  .transform((code) => code.toUpperCase())
  .refine(isCurrencyCode, 'Please choose a currency such as EUR, GBP or USD (ISO 4217)')
  .meta({ description: 'An ISO 4217 currency code, such as EUR' });

const periodSchema = z.object({
  /** The sum of the logged values (skipped days excluded). */
  total: z.number(),
  /** The logged days (skipped days excluded). */
  days: z.number().int(),
});
export type ReductionPeriod = z.infer<typeof periodSchema>;

export const milestoneSchema = z.object({
  /** 'reduction-25' … 'money-500'. */
  id: z.string(),
  kind: z.enum(MILESTONE_KINDS),
  /** The percent below the baseline, or the amount saved. */
  threshold: z.number(),
  /** Whether the user has seen its message (it shows once). */
  seen: z.boolean(),
});
export type Milestone = z.infer<typeof milestoneSchema>;

export const reductionSchema = z.object({
  /**
   * The baseline the figures compare with (per day, or per week or month under a budget), or null
   * (none entered, too few days to measure).
   */
  baseline: z.number().nullable(),
  baselineSource: z.enum(['entered', 'measured']).nullable(),
  /** What the baseline is per: 'day', or a budget's 'week' or 'month'; null for level and tag habits. */
  per: z.enum(BASELINE_PERIODS).nullable(),
  /**
   * Under a budget, the baseline's share for the period in progress: the baseline × its days so
   * far (today included, from the first entry, less skipped days) ÷ its days; null per day, for
   * level and tag habits, and without a baseline.
   */
  baselineSoFar: z.number().nullable(),
  /** The calendar week of today, from the user's week start; null for level and tag habits. */
  thisWeek: periodSchema.nullable(),
  lastWeek: periodSchema.nullable(),
  thisMonth: periodSchema.nullable(),
  lastMonth: periodSchema.nullable(),
  /**
   * This week's mean per logged day against the baseline: −0.32 is 32% less; under a budget, the
   * total so far of this week (or month) against `baselineSoFar`, its share of the baseline.
   */
  changeVsBaseline: z.number().nullable(),
  /**
   * Net: Σ (baseline − value) over the counted days since the first entry, skipped days left out;
   * a day above the baseline takes back what it went over, so it may be negative (more than
   * before). Under a budget each counted day's baseline is its period's baseline ÷ the period's days.
   */
  unitsAvoided: z.number().nullable(),
  /** unitsAvoided × costPerUnit, to the cent, with the same sign; null without a cost. */
  moneySaved: z.number().nullable(),
  /** Days from the day after the last over day (or the first entry's day) to today, both included. */
  daysSinceOver: z.number().int().nullable(),
  /** The longest such run of days without an over day. */
  longestWithoutOver: z.number().int(),
  /** Of this month's logged days, the share at or below goal (level and tag habits; null without days). */
  shareOnGoalThisMonth: z.number().nullable(),
  /** The same for the month of the first entry. */
  shareOnGoalFirstMonth: z.number().nullable(),
  /** The milestones reached, the newest last. */
  milestones: z.array(milestoneSchema),
});
export type Reduction = z.infer<typeof reductionSchema>;

/** POST /api/habits/{id}/milestones/seen: the milestones whose message the user has now seen. */
export const milestonesSeenInputSchema = z.object({
  ids: z
    .array(
      z.string().refine((id) => MILESTONE_IDS.includes(id), {
        message: `A milestone is one of ${MILESTONE_IDS.join(', ')}`,
      }),
    )
    .min(1, 'Name at least one milestone')
    .max(MILESTONE_IDS.length, `At most ${MILESTONE_IDS.length} milestones`),
});
export type MilestonesSeenInput = z.input<typeof milestonesSeenInputSchema>;

/**
 * The limits and names of a number habit's reduction fields and figures: shared by the
 * computation (reduction.ts) and its zod schemas (reductionSchemas.ts), which import nothing of
 * each other's values.
 */
export const UNIT_MAX = 20;
/** How many logged days a measured baseline is the mean of. */
export const MEASURED_BASELINE_DAYS = 14;
export const BASELINE_MAX = 1e9;
export const COST_PER_UNIT_MAX = 1e6;

export const BASELINE_PERIODS = ['day', 'week', 'month'] as const;
export type BaselinePeriod = (typeof BASELINE_PERIODS)[number];

export const MILESTONE_KINDS = ['reduction', 'money'] as const;
/** A whole week this much below the baseline (percent). */
export const REDUCTION_MILESTONES = [25, 50, 75] as const;
/** This much money saved, in the user's currency. */
export const MONEY_MILESTONES = [10, 50, 100, 500] as const;

/** The milestone ids there are: 'reduction-25' … 'money-500'. */
export const MILESTONE_IDS: readonly string[] = [
  ...REDUCTION_MILESTONES.map((percent) => `reduction-${percent}`),
  ...MONEY_MILESTONES.map((amount) => `money-${amount}`),
];

/**
 * The goal's vocabulary: its types, schedules, levels, tag positions and limits, and the defaults
 * of a new goal. The goal's schemas (goalSchemas.ts) and rules (goals.ts) both build on these.
 */
export const LEVELS = ['none', 'low', 'moderate', 'high'] as const;
export type Level = (typeof LEVELS)[number];

export const GOAL_TYPES = ['number', 'level', 'custom_tags'] as const;
export type GoalType = (typeof GOAL_TYPES)[number];

/**
 * 'weekly' is SPEC's third schedule: like 'custom_daily', one goal per weekday (SPEC §4).
 * 'weekly_budget' and 'monthly_budget' (issue 31) are number goals only: at most `budget` in a
 * calendar week (by the user's week start) or a calendar month.
 */
export const GOAL_SCHEDULES = [
  'daily',
  'custom_daily',
  'weekly',
  'weekly_budget',
  'monthly_budget',
] as const;
export type GoalSchedule = (typeof GOAL_SCHEDULES)[number];
export const PER_WEEKDAY_SCHEDULES = ['custom_daily', 'weekly'] as const;
export const BUDGET_SCHEDULES = ['weekly_budget', 'monthly_budget'] as const;
export type BudgetSchedule = (typeof BUDGET_SCHEDULES)[number];

/** True for 'weekly_budget' and 'monthly_budget'. */
export function isBudgetSchedule(schedule: unknown): schedule is BudgetSchedule {
  return (BUDGET_SCHEDULES as readonly unknown[]).includes(schedule);
}

export const MIN_CUSTOM_TAGS = 2;
export const MAX_CUSTOM_TAGS = 4;

/** SPEC §3/§9's defaults: a number goal of 0, every day; level goals default to 'low'. */
export const GOAL_DEFAULTS = {
  goalType: 'number',
  goalSchedule: 'daily',
  dailyGoal: 0,
  levelGoal: 'low',
  /** The create form starts a level goal at 'none' (SPEC §3). */
  formLevelGoal: 'none',
} as const satisfies {
  goalType: GoalType;
  goalSchedule: GoalSchedule;
  dailyGoal: number;
  levelGoal: Level;
  formLevelGoal: Level;
};

export const TAG_POSITIONS = ['1', '2', '3', '4'] as const;
export type TagPosition = (typeof TAG_POSITIONS)[number];

/** Tag `position` (1-based) as a goal writes it ('1' … '4'); '1', the best, when out of range. */
export function tagPosition(position: number): TagPosition {
  return TAG_POSITIONS[position - 1] ?? '1';
}

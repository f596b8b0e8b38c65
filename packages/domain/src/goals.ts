/**
 * Goals (SPEC §3, §4): the level order, the goal that applies to a day, and the goal texts.
 */
import type { GoalSchedule, GoalType, Level } from './constants';
import { DEFAULT_TAG_COUNT, LEVELS } from './constants';
import type { IsoDate } from './dates';
import { weekdayOf } from './dates';

/**
 * The goal fields of a habit. The API's `Habit` fits it, and so does a form's draft, which is
 * why every goal field may be missing.
 */
export interface HabitGoalFields {
  goalType: GoalType;
  goalSchedule: GoalSchedule;
  dailyGoal?: number | null;
  levelGoal?: string | null;
  weeklyGoals?: Readonly<Record<string, number | string | null | undefined>> | null;
  customTags?: readonly string[] | null;
}

/**
 * A goal as the rules read it: a number for number goals, a level name for level goals, and the
 * tag's position (1 = best) for custom tags.
 */
export type GoalValue = number | Level;

export function isLevel(value: unknown): value is Level {
  return typeof value === 'string' && (LEVELS as readonly string[]).includes(value);
}

/** none = 0 < low = 1 < moderate = 2 < high = 3. */
export function levelRank(level: Level): number {
  return LEVELS.indexOf(level);
}

/** Per-weekday goals apply to `custom_daily` and to `weekly` (SPEC §4). */
export function hasPerWeekdayGoals(habit: Pick<HabitGoalFields, 'goalSchedule'>): boolean {
  return habit.goalSchedule !== 'daily';
}

/** The number of tags a custom-tag habit offers; 4 when unknown (SPEC §4, stepper). */
export function tagCountOf(habit: Pick<HabitGoalFields, 'customTags'>): number {
  const count = habit.customTags?.length ?? 0;
  return count > 0 ? count : DEFAULT_TAG_COUNT;
}

/** The name of tag `position` (1-based), or 'Tag N' when the habit has no such tag. */
export function tagName(habit: Pick<HabitGoalFields, 'customTags'>, position: number): string {
  const name = habit.customTags?.[position - 1]?.trim();
  return name !== undefined && name.length > 0 ? name : `Tag ${position}`;
}

/** Reads a stored goal value for `goalType`; unreadable values count as no goal. */
export function readGoalValue(goalType: GoalType, raw: unknown): GoalValue | undefined {
  if (raw === null || raw === undefined) return undefined;
  if (goalType === 'level') return isLevel(raw) ? raw : undefined;
  if (typeof raw === 'string' && raw.trim() === '') return undefined;
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : NaN;
  if (!Number.isFinite(value)) return undefined;
  if (goalType === 'custom_tags') return Number.isInteger(value) && value >= 1 ? value : undefined;
  return value;
}

/**
 * The goal that applies on `date`: that weekday's goal for per-weekday schedules, otherwise the
 * daily goal (number) or the level goal (level, custom tags). `undefined` means no goal, which
 * judges success; 0 is a real goal.
 */
export function goalForDate(habit: HabitGoalFields, date: IsoDate): GoalValue | undefined {
  if (hasPerWeekdayGoals(habit)) {
    return readGoalValue(habit.goalType, habit.weeklyGoals?.[weekdayOf(date)]);
  }
  return readGoalValue(
    habit.goalType,
    habit.goalType === 'number' ? habit.dailyGoal : habit.levelGoal,
  );
}

/**
 * The goal line of a Manage Habits card (SPEC §2):
 * - per-weekday schedules: 'Goal: custom daily';
 * - daily number goals: 'Goal: {n} daily';
 * - daily level goals: 'Goal: {level} level daily';
 * - daily custom tags: 'Goal: {tag name} level daily' — SPEC has no tag text, so the tag takes
 *   the level's place (an unreadable tag goal falls back to 'Goal: custom daily').
 */
export function goalDescription(habit: HabitGoalFields): string {
  if (hasPerWeekdayGoals(habit)) return 'Goal: custom daily';
  if (habit.goalType === 'number') return `Goal: ${habit.dailyGoal ?? 0} daily`;
  if (habit.goalType === 'level') return `Goal: ${habit.levelGoal ?? 'none'} level daily`;
  const position = readGoalValue('custom_tags', habit.levelGoal);
  // An unreadable tag goal has no name to show; the generic line is still true.
  if (typeof position !== 'number') return 'Goal: custom daily';
  return `Goal: ${tagName(habit, position)} level daily`;
}

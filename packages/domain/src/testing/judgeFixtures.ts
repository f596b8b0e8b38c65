/** A day and one goal of each kind, for the judging tests. */
import type { Goal } from '../goalSchemas';
import type { Level, TagPosition } from '../goalValues';

export const TUESDAY = '2025-03-04';

export const numberHabit = (dailyGoal: number): Goal => ({
  goalType: 'number',
  goalSchedule: 'daily',
  dailyGoal,
});
export const levelHabit = (levelGoal: Level): Goal => ({
  goalType: 'level',
  goalSchedule: 'daily',
  levelGoal,
});
export const tagHabit = (levelGoal: TagPosition): Goal => ({
  goalType: 'custom_tags',
  goalSchedule: 'daily',
  levelGoal,
  customTags: ['Great', 'Okay', 'Bad', 'Awful'],
});

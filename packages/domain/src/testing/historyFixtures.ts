/** Goals and entries the habitHistory tests share. */
import { addDays } from '../dates';
import type { Goal } from '../goalSchemas';
import { judgeEntry } from '../judge';
import { MONDAY } from './fixtures';

export const threeCups: Goal = { goalType: 'number', goalSchedule: 'daily', dailyGoal: 3 };

/** Number entries from MONDAY, one amount per day; null leaves a day without an entry. */
export function amounts(goal: Goal, values: readonly (number | null)[]) {
  return values.flatMap((actualValue, day) => {
    if (actualValue === null) return [];
    const date = addDays(MONDAY, day);
    return [{ date, actualValue, performance: judgeEntry(goal, date, { actualValue }) }];
  });
}

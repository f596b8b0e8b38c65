/** The day, goal and entries the habitStats tests share. */
import type { Goal } from '../goalSchemas';
import { judgeEntry } from '../judge';
import type { StatsEntry } from '../stats';

export const TODAY = '2025-03-12'; // a Wednesday
export const coffee: Goal = { goalType: 'number', goalSchedule: 'daily', dailyGoal: 2 };

let nextId = 1;
/** A fresh entry id, so that no two entries of a test share one. */
export function nextEntryId(): number {
  return nextId++;
}

/** An entry judged the way the API judges it. */
export function logged(goal: Goal, date: string, actualValue: number, note: string | null = null) {
  return {
    id: nextEntryId(),
    date,
    performance: judgeEntry(goal, date, { actualValue }),
    actualValue,
    levelValue: null,
    note,
  } satisfies StatsEntry;
}

/** Six days of coffee around TODAY, one of them over the goal and one with a note. */
export const coffeeEntries = [
  logged(coffee, '2025-02-27', 1),
  logged(coffee, '2025-02-28', 2),
  logged(coffee, '2025-03-01', 1),
  logged(coffee, '2025-03-10', 3, 'Long meeting'),
  logged(coffee, '2025-03-11', 2),
  logged(coffee, '2025-03-12', 0),
];

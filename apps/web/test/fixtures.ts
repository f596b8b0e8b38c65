import type { Entry, Habit } from '@taper/domain';

export function habit(overrides: Partial<Habit> = {}): Habit {
  return {
    id: 7,
    name: 'Coffee',
    color: '#3B82F6',
    icon: 'coffee',
    goalType: 'number',
    goalSchedule: 'daily',
    dailyGoal: 2,
    levelGoal: 'low',
    weeklyGoals: null,
    customTags: null,
    createdAt: '2025-03-01T00:00:00.000Z',
    updatedAt: '2025-03-01T00:00:00.000Z',
    ...overrides,
  };
}

let nextEntryId = 1;
/** An entry of habit 7 (Coffee): a success with 1 cup unless told. */
export function entry(date: string, overrides: Partial<Entry> = {}): Entry {
  return {
    id: nextEntryId++,
    habitId: 7,
    date,
    performance: 'success',
    actualValue: 1,
    levelValue: null,
    note: null,
    ...overrides,
  };
}

import type { Habit } from '@taper/domain';

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

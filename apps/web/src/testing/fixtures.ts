import { goalToFields, type Entry, type Goal, type Habit, type Reduction } from '@taper/domain';
import { goalOutlook, reduction } from '@taper/domain/rules';

export const LEVEL_GOAL: Goal = { goalType: 'level', goalSchedule: 'daily', levelGoal: 'low' };

/** A habit as the API returns it: Coffee, 2 cups a day, unless told. */
export function habit(
  overrides: Partial<
    Pick<
      Habit,
      | 'id'
      | 'name'
      | 'color'
      | 'icon'
      | 'archived'
      | 'goalOutlook'
      | 'baseline'
      | 'unit'
      | 'costPerUnit'
      | 'reminder'
      | 'reminders'
      | 'description'
      | 'loopUuid'
      | 'groupId'
      | 'countsAs'
    >
  > & {
    goal?: Goal;
  } = {},
): Habit {
  const { goal = { goalType: 'number', goalSchedule: 'daily', dailyGoal: 2 }, ...look } = overrides;
  return {
    id: 7,
    name: 'Coffee',
    color: '#3B82F6',
    icon: 'coffee',
    archived: false,
    unloggedDays: 'not_logged',
    baseline: null,
    unit: null,
    costPerUnit: null,
    reminders: [],
    reminder: null,
    description: null,
    loopUuid: null,
    groupId: null,
    countsAs: 1,
    ...goalToFields(goal),
    goalOutlook: goalOutlook([{ effectiveFrom: '2025-03-01', goal }], '2025-03-15'),
    createdAt: '2025-03-01T00:00:00.000Z',
    updatedAt: '2025-03-01T00:00:00.000Z',
    ...look,
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

/** The reduction figures of a number habit with nothing logged and no baseline, as the API answers them. */
export function noReduction(today = '2025-03-15'): Reduction {
  return reduction({ goalType: 'number', goalSchedule: 'daily', dailyGoal: 2 }, [], { today });
}

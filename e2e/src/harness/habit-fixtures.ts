/** Habits as flows seed them through the REST API. */
import type { Group, HabitSettingsInput } from '@taper/domain';
import type { Api, ApiHabit } from './api-client';

/** The 'Coffee' habit most flows start from: a number goal of `dailyGoal` cups every day. */
export function coffeeHabit(color = '#3B82F6', dailyGoal = 2): HabitSettingsInput {
  return {
    name: 'Coffee',
    color,
    icon: 'coffee',
    goalType: 'number',
    goalSchedule: 'daily',
    dailyGoal,
  };
}

/** 'Screen Time', a tags habit: 'Under 1h' on weekends, '1-3h' at most on weekdays. */
export function screenTimeHabit(color = '#8B5CF6'): HabitSettingsInput {
  return {
    name: 'Screen Time',
    color,
    icon: 'smartphone',
    goalType: 'custom_tags',
    goalSchedule: 'custom_daily',
    customTags: ['Under 1h', '1-3h', 'Over 3h'],
    weeklyGoals: {
      monday: '2',
      tuesday: '2',
      wednesday: '2',
      thursday: '2',
      friday: '2',
      saturday: '1',
      sunday: '1',
    },
  };
}

/** A number habit of `dailyGoal` a day for each name, in order. */
export async function numberHabits(
  api: Api,
  names: readonly string[],
  color: string,
  dailyGoal: number,
): Promise<ApiHabit[]> {
  const habits: ApiHabit[] = [];
  for (const name of names) {
    habits.push(
      await api.createHabit({
        name,
        color,
        icon: 'coffee',
        goalType: 'number',
        goalSchedule: 'daily',
        dailyGoal,
      }),
    );
  }
  return habits;
}

/** A drink (3 a day) counted `countsAs` times in its group: Beer amber, any other purple. */
export function drink(api: Api, name: string, countsAs: number): Promise<ApiHabit> {
  return api.createHabit({
    name,
    color: name === 'Beer' ? '#F59E0B' : '#8B5CF6',
    icon: 'coffee',
    goalType: 'number',
    goalSchedule: 'daily',
    dailyGoal: 3,
    countsAs,
  });
}

/** Reads the user's groups, in their order. */
export const groupsOf = (api: Api) => () => api.call<Group[]>('GET', '/api/groups');

/** The item at `index`, which the test set up. */
export function at<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`nothing at ${index}`);
  return item;
}

/** The four habits habit-create.e2e.ts makes in Create New Habit, as the API then holds them. */
export type CreatedHabits = Record<'coffee' | 'alcohol' | 'screen' | 'snacks', ApiHabit>;

/** Makes, through the API, the four habits habit-create.e2e.ts makes in the browser. */
export async function createdHabits(api: Api): Promise<CreatedHabits> {
  const base = { color: '#3B82F6', icon: 'coffee' } as const;
  return {
    coffee: await api.createHabit(coffeeHabit('#10B981', 2)),
    alcohol: await api.createHabit({
      ...base,
      name: 'Alcohol',
      goalType: 'level',
      goalSchedule: 'daily',
      levelGoal: 'low',
    }),
    screen: await api.createHabit({ ...screenTimeHabit(), ...base }),
    snacks: await api.createHabit({
      ...base,
      name: 'Snacks',
      goalType: 'number',
      goalSchedule: 'custom_daily',
      weeklyGoals: {
        monday: 1,
        tuesday: 1,
        wednesday: 2,
        thursday: 1,
        friday: 3,
        saturday: 4,
        sunday: 0,
      },
    }),
  };
}

/** Coffee (2 a day) and Wine (a level habit, 'low' at most): the focus flows' two habits. */
export async function coffeeAndWine(api: Api): Promise<{ coffee: ApiHabit; wine: ApiHabit }> {
  const coffee = await api.createHabit(coffeeHabit());
  const wine = await api.createHabit({
    name: 'Wine',
    color: '#7C3AED',
    icon: 'coffee',
    goalType: 'level',
    goalSchedule: 'daily',
    levelGoal: 'low',
  });
  return { coffee, wine };
}

/** The five habits of a day's use, as everyday.e2e.ts and every-width.e2e.ts log them. */
export const EVERYDAY_HABITS = ['Coffee', 'Beer', 'Screen minutes', 'Snacks', 'Cigarettes'];

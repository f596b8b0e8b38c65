/** The quick-log flow's user: five habits (three counted, a level and a tag habit), as a list. */
import type { HabitSettingsInput } from '@taper/domain';
import { newUser, type Api, type ApiHabit } from './api-client';
import type { App } from './app';

/** The quick-log flow's five habits as a new user would have them: three counted, a level and a tag habit. */
export const QUICK_HABITS: readonly (HabitSettingsInput & {
  taps: number;
  logged: number | string;
})[] = [
  {
    name: 'Coffee',
    color: '#0F766E',
    icon: 'coffee',
    goalType: 'number',
    goalSchedule: 'daily',
    dailyGoal: 3,
    taps: 2,
    logged: 2,
  },
  {
    name: 'Beer',
    color: '#B45309',
    icon: 'coffee',
    goalType: 'number',
    goalSchedule: 'daily',
    dailyGoal: 1,
    taps: 1,
    logged: 1,
  },
  {
    name: 'Snacks',
    color: '#7C3AED',
    icon: 'coffee',
    goalType: 'number',
    goalSchedule: 'daily',
    dailyGoal: 2,
    taps: 2,
    logged: 2,
  },
  {
    name: 'Mood',
    color: '#BE185D',
    icon: 'coffee',
    goalType: 'level',
    goalSchedule: 'daily',
    levelGoal: 'low',
    taps: 1,
    logged: 'none',
  },
  {
    name: 'Screen time',
    color: '#1D4ED8',
    icon: 'coffee',
    goalType: 'custom_tags',
    goalSchedule: 'daily',
    customTags: ['Under 1h', '1-3h', 'Over 3h'],
    levelGoal: '2',
    taps: 1,
    logged: '1',
  },
];

/** A user with the five habits, the summary shown as a list. */
export async function userWithQuickHabits(
  app: App,
  name: string,
): Promise<{ api: Api; habits: ApiHabit[] }> {
  const api = app.api();
  await api.signup(newUser(name));
  const habits: ApiHabit[] = [];
  for (const { taps: _taps, logged: _logged, ...habit } of QUICK_HABITS) {
    habits.push(await api.createHabit(habit));
  }
  await api.call('PUT', '/api/auth/user', { summaryView: 'list' });
  return { api, habits };
}

/** The stats flows' history: Coffee and Wine with days logged back from today, and the month edge. */
import { addDays, startOfMonth, type IsoDate } from '@taper/domain';
import type { Api, ApiHabit } from './api-client';
import { newUser } from './api-client';
import type { App } from './app';
import { today } from './constants';
import { coffeeHabit } from './habit-fixtures';

/** Offsets from today → cups; goal 2 a day. */
const COFFEE_HISTORY: Record<number, number> = {
  1: 1,
  2: 2,
  3: 0,
  4: 5, // over: ends the run
  5: 1,
  6: 2,
  7: 1,
  8: 0,
  9: 2, // five on target: the record
  11: 3, // over (day 10 has no entry)
  12: 2,
  13: 4,
  14: 1,
  16: 2,
  18: 6,
};
const WINE_HISTORY: Record<number, string> = { 0: 'none', 1: 'moderate', 2: 'low', 3: 'high' };

export interface StatsHistory {
  api: Api;
  coffee: ApiHabit;
  wine: ApiHabit;
  day: IsoDate;
}

/** Signs up Sam Stats and logs the history above (the day is today, as the user has it). */
export async function seedStatsHistory(app: App): Promise<StatsHistory> {
  const api = app.api();
  await api.signup(newUser('Sam', 'Stats'));
  const day = today();
  const coffee = await api.createHabit(coffeeHabit());
  const wine = await api.createHabit({
    name: 'Wine',
    color: '#EF4444',
    icon: 'beer',
    goalType: 'level',
    goalSchedule: 'daily',
    levelGoal: 'low',
  });
  const coffeeDays = new Map<IsoDate, number>();
  for (const [offset, cups] of Object.entries(COFFEE_HISTORY)) {
    coffeeDays.set(addDays(day, -Number(offset)), cups);
  }
  // The month edge: the last two days of last month and the 1st of this month on target.
  const lastOfPrevious = addDays(startOfMonth(day), -1);
  coffeeDays.set(addDays(lastOfPrevious, -1), 1);
  coffeeDays.set(lastOfPrevious, 0);
  coffeeDays.set(startOfMonth(day), 1);
  for (const [date, cups] of coffeeDays) {
    await api.logEntry(coffee.id, { date, actualValue: cups });
  }
  for (const [offset, level] of Object.entries(WINE_HISTORY)) {
    await api.logEntry(wine.id, { date: addDays(day, -Number(offset)), levelValue: level });
  }
  return { api, coffee, wine, day };
}

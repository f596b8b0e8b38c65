/**
 * The instance the budget goal tests share, the week they are about, and the calls they make as
 * its first user (another user's session for what must stay out of reach).
 */
import { expect } from 'vitest';
import type { Engine } from '@taper/db';
import { createTestApiWithTwoUsers, numberHabit, type TestApi } from '../testing';

// The test clock's today is Saturday 2025-03-15; its week (from Monday) starts 2025-03-10.
export const MON = '2025-03-10';
export const TUE = '2025-03-11';
export const WED = '2025-03-12';
export const SUN_BEFORE = '2025-03-09';

export const weeklyBudget = {
  ...numberHabit,
  name: 'Drinks',
  goalSchedule: 'weekly_budget',
  dailyGoal: undefined,
  budget: 14,
};

export interface HabitAnswer {
  id: number;
  goalSchedule: string;
  budget: number | null;
  dailyGoal: number | null;
  weeklyGoals: unknown;
}
interface EntryAnswer {
  id: number;
  date: string;
  performance: string;
}
export interface ErrorAnswer {
  message: string;
}

export interface BudgetsTestApi {
  t: TestApi;
  token: string;
  otherToken: string;
  /** A habit, as its creation answers it. */
  create: (body: object, as?: string) => Promise<HabitAnswer>;
  log: (id: number, date: string, actualValue: number, as?: string) => Promise<EntryAnswer>;
  /** Each logged date's performance. */
  results: (id: number, as?: string) => Promise<Record<string, string>>;
}

export async function createBudgetsTestApi(engine: Engine): Promise<BudgetsTestApi> {
  const { t, token, otherToken } = await createTestApiWithTwoUsers(engine);

  async function create(body: object, as = token): Promise<HabitAnswer> {
    const created = await t.rest('POST', '/api/habits', { token: as, body });
    expect(created.statusCode, created.body).toBe(200);
    return created.json<HabitAnswer>();
  }

  async function log(id: number, date: string, actualValue: number, as = token) {
    const logged = await t.rest('POST', `/api/habits/${String(id)}/entries`, {
      token: as,
      body: { date, actualValue },
    });
    expect(logged.statusCode, logged.body).toBe(200);
    return logged.json<EntryAnswer>();
  }

  async function results(id: number, as = token): Promise<Record<string, string>> {
    const entries = await t.rest('GET', `/api/habits/${String(id)}/entries`, { token: as });
    expect(entries.statusCode, entries.body).toBe(200);
    return Object.fromEntries(
      entries.json<EntryAnswer[]>().map((entry) => [entry.date, entry.performance]),
    );
  }

  return { t, token, otherToken, create, log, results };
}

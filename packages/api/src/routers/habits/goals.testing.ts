/** The instance the goal and plan tests share, and the calls they make as its taper user. */
import type { Engine } from '@taper/db';
import { createTestApi, numberHabit, type TestApi, type TestResponse } from '../../testing';

export interface PlanAnswer {
  plan: object | null;
  view: { next: string | null; steps: { isToday: boolean; label: string }[] } | null;
}

interface Entry {
  date: string;
  performance: string;
}

/** A plan from 5 down to 2, a step a week from 1 March. */
export const plan = { startGoal: 5, endGoal: 2, stepBy: 1, everyDays: 7, startDate: '2025-03-01' };

export interface GoalsTestApi {
  t: TestApi;
  /** The taper user's session, and another user's. */
  token: string;
  other: string;
  /** Makes `day` today, at noon. */
  at: (day: string) => void;
  /** A habit of the taper user (a daily goal of 5 unless `body` says otherwise). */
  create: (body?: object) => Promise<number>;
  log: (id: number, date: string, actualValue: number) => Promise<TestResponse>;
  /** Each logged date's performance. */
  results: (id: number) => Promise<Record<string, string>>;
}

export async function createGoalsTestApi(engine: Engine): Promise<GoalsTestApi> {
  const t = await createTestApi(engine);
  await t.signup('admin@example.com');
  const token = (await t.signup('taper@example.com')).token;
  const other = (await t.signup('other@example.com')).token;
  return {
    t,
    token,
    other,
    at: (day) => {
      t.clock.now = new Date(`${day}T12:00:00Z`);
    },
    create: async (body = { ...numberHabit, dailyGoal: 5 }) =>
      (await t.rest('POST', '/api/habits', { token, body })).json<{ id: number }>().id,
    log: (id, date, actualValue) =>
      t.rest('POST', `/api/habits/${id}/entries`, { token, body: { date, actualValue } }),
    results: async (id) =>
      Object.fromEntries(
        (await t.rest('GET', `/api/habits/${id}/entries`, { token }))
          .json<Entry[]>()
          .map((entry) => [entry.date, entry.performance]),
      ),
  };
}

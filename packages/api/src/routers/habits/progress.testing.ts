/** The habit the strength and history tests read: 13 days logged within its goal of 2. */
import { expect } from 'vitest';
import { addDays } from '@taper/domain';
import type { Engine } from '@taper/db';
import { createTestApi, numberHabit, type TestApi } from '../../testing';

// The test clock's today is 2025-03-15; the habit is created that day and back-filled.
export const FIRST_DAY = '2025-03-02';
export const TODAY = '2025-03-15';

export interface ProgressTestApi {
  t: TestApi;
  /** The owner's session and habit; another user's session. */
  token: string;
  habitId: number;
  otherToken: string;
}

export async function createProgressTestApi(engine: Engine): Promise<ProgressTestApi> {
  const t = await createTestApi(engine);
  const token = (await t.signup('owner@example.com')).token;
  const otherToken = (await t.signup('other@example.com')).token;
  const habitId = (await t.rest('POST', '/api/habits', { token, body: numberHabit })).json<{
    id: number;
  }>().id;
  // 13 days within the goal of 2, then today without an entry.
  for (let day = 0; day < 13; day++) {
    const logged = await t.rest('POST', `/api/habits/${String(habitId)}/entries`, {
      token,
      body: { date: addDays(FIRST_DAY, day), actualValue: day === 0 ? 2 : 1 },
    });
    expect(logged.statusCode, logged.body).toBe(200);
  }
  return { t, token, otherToken, habitId };
}

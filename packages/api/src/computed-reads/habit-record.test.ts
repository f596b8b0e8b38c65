/**
 * Every figure of a habit counts from the same first day: its creation day in the user's zone.
 * The habit here is created on an Auckland morning, still the day before in UTC, so a figure that
 * took the UTC day would start a day early.
 */
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestEngines, createTestApi, numberHabit, type TestApi } from '../testing';
import { csvExport } from '../transfer/export-csv';

/** 08:30 on 11 March 2025 in Auckland (UTC+13): 10 March in UTC. */
const CREATED_AT = new Date('2025-03-10T19:30:00Z');
/** 13:00 on 20 March 2025 in Auckland. */
const LATER = new Date('2025-03-20T00:00:00Z');
const TODAY = '2025-03-20';
const FIRST_DAY = '2025-03-11';

describe.each(availableTestEngines())('a habit’s first day, on %s', (engine) => {
  let t: TestApi;
  let token: string;
  let userId: number;
  let habitId: number;

  beforeAll(async () => {
    t = await createTestApi(engine);
    ({ token, id: userId } = await t.signup('auckland@example.com', {
      timezone: 'Pacific/Auckland',
    }));
    t.clock.now = CREATED_AT;
    const created = await t.rest('POST', '/api/habits', {
      token,
      body: { ...numberHabit, unloggedDays: 'zero' },
    });
    expect(created.statusCode).toBe(200);
    habitId = created.json<{ id: number }>().id;
    t.clock.now = LATER;
    const log = await t.rest('POST', `/api/habits/${String(habitId)}/entries`, {
      token,
      body: { date: '2025-03-13', actualValue: 3 },
    });
    expect(log.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async <T>(url: string): Promise<T> => {
    const response = await t.rest('GET', url, { token });
    expect(response.statusCode).toBe(200);
    return response.json<T>();
  };

  it('is the Auckland day in the goal history, the stats and the summary card', async () => {
    const goals = await get<{ effectiveFrom: string }[]>(`/api/habits/${String(habitId)}/goals`);
    expect(goals[0]?.effectiveFrom).toBe(FIRST_DAY);
    const stats = await get<{ today: string; firstDay: string; month: { missed: number } }>(
      `/api/habits/${String(habitId)}/stats`,
    );
    expect(stats).toMatchObject({ today: TODAY, firstDay: FIRST_DAY });
    const summary = await get<{ habits: { streaks: { currentStreak: number } }[] }>('/api/summary');
    // 14 to 19 March count as 0 since the over day of the 13th: six days.
    expect(summary.habits[0]?.streaks.currentStreak).toBe(6);
  });

  it('is where strength, history and the weekdays start', async () => {
    const range = 'from=2025-03-01&to=2025-03-20';
    const strength = await get<{ date: string }[]>(
      `/api/habits/${String(habitId)}/strength?${range}`,
    );
    expect(strength[0]?.date).toBe(FIRST_DAY);
    const history = await get<{ start: string }[]>(
      `/api/habits/${String(habitId)}/history?${range}&bucket=day`,
    );
    expect(history[0]?.start).toBe(FIRST_DAY);
    const weekdays = await get<{ days: { loggedDays: number }[] }>(
      `/api/habits/${String(habitId)}/weekdays`,
    );
    // 11 to 19 March: nine days counted (the 13th logged, the others as 0), today not yet.
    expect(weekdays.days.reduce((sum, day) => sum + day.loggedDays, 0)).toBe(9);
  });

  it('is where the CSV export’s scores start', async () => {
    const chunks: Uint8Array[] = [];
    const scope = {
      db: t.testDb.db,
      userId,
      now: LATER,
      today: TODAY,
      user: { timezone: 'Pacific/Auckland', dayEndsAtHour: 0, weekStart: 'monday' as const },
    };
    for await (const chunk of csvExport(scope)) chunks.push(chunk);
    const zip = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.length, 0));
    chunks.reduce((at, chunk) => (zip.set(chunk, at), at + chunk.length), 0);
    const files = unzipSync(zip);
    const scores = Object.entries(files).find(([name]) => name.endsWith('Scores.csv'))?.[1];
    const lines = strFromU8(scores ?? new Uint8Array())
      .trim()
      .split(/\r?\n/);
    // Newest first: the last line is the first day's.
    expect(lines.at(1)?.split(',')[0]).toBe(TODAY);
    expect(lines.at(-1)?.split(',')[0]).toBe(FIRST_DAY);
  });
});

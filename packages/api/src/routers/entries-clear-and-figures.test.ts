import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestEngines, numberHabit, type TestApi } from '../testing';
import { createEntriesTestApi } from './entries.testing';

describe.each(availableTestEngines())('clearing entries and their figures on %s', (engine) => {
  let t: TestApi;
  beforeAll(async () => {
    ({ t } = await createEntriesTestApi(engine));
  });
  afterAll(async () => {
    await t.close();
  });

  it('clears an entry for its owner only; streaks follow; REST and tRPC alike', async () => {
    const owner = (await t.signup('clear-owner@example.com')).token;
    const other = (await t.signup('clear-other@example.com')).token;
    const habit = (await t.rest('POST', '/api/habits', { token: owner, body: numberHabit })).json<{
      id: number;
    }>();
    const log = async (date: string) =>
      (
        await t.rest('POST', `/api/habits/${habit.id}/entries`, {
          token: owner,
          body: { date, actualValue: 0 },
        })
      ).json<{ id: number }>().id;
    const first = await log('2025-03-14');
    const second = await log('2025-03-15');
    const streak = async () =>
      (await t.rest('GET', `/api/habits/${habit.id}/streaks`, { token: owner })).json<{
        currentStreak: number;
      }>().currentStreak;
    expect(await streak()).toBe(2);

    // Another user's id is not found and changes nothing.
    const intruder = await t.rest('DELETE', `/api/habit-entries/${second}`, { token: other });
    expect(intruder.statusCode).toBe(404);
    expect(intruder.json()).toEqual({ message: 'Entry not found', code: 'NOT_FOUND' });
    const intruderTrpc = await t.trpc('mutation', 'entries.delete', { entryId: second }, other);
    expect(intruderTrpc.statusCode).toBe(404);
    expect(await streak()).toBe(2);

    const rest = await t.rest('DELETE', `/api/habit-entries/${second}`, { token: owner });
    expect(rest.statusCode).toBe(200);
    expect(rest.json()).toMatchObject({ success: true, stats: { streaks: { currentStreak: 1 } } });
    // Today unlogged: the streak runs up to yesterday.
    expect(await streak()).toBe(1);
    const trpc = await t.trpc('mutation', 'entries.delete', { entryId: first }, owner);
    expect(trpc.json().result.data).toMatchObject({
      success: true,
      stats: { streaks: { currentStreak: 0 } },
    });
    expect(await streak()).toBe(0);
    expect(
      (await t.rest('GET', `/api/habits/${habit.id}/entries`, { token: owner })).json(),
    ).toEqual([]);
    // Gone is gone; a bad id is a 400, never a 500; signed out is a 401.
    expect(
      (await t.rest('DELETE', `/api/habit-entries/${first}`, { token: owner })).statusCode,
    ).toBe(404);
    expect((await t.rest('DELETE', '/api/habit-entries/abc', { token: owner })).statusCode).toBe(
      400,
    );
    expect((await t.rest('DELETE', `/api/habit-entries/${first}`)).statusCode).toBe(401);
  });

  it("answers a log, a skip, an update and a clear with the habit's fresh figures of the entry's month, REST and tRPC alike", async () => {
    const owner = (await t.signup('stats-owner@example.com')).token;
    const other = (await t.signup('stats-other@example.com')).token;
    const habit = (await t.rest('POST', '/api/habits', { token: owner, body: numberHabit })).json<{
      id: number;
    }>();
    const fresh = async (month: string) =>
      (
        await t.rest('GET', `/api/habits/${habit.id}/stats?month=${month}`, { token: owner })
      ).json<unknown>();

    // Today is 15 March: 14 and 15 March on target, a streak of 2.
    const url = `/api/habits/${habit.id}/entries`;
    await t.rest('POST', url, { token: owner, body: { date: '2025-03-14', actualValue: 1 } });
    const logged = await t.rest('POST', url, {
      token: owner,
      body: { date: '2025-03-15', actualValue: 2 },
    });
    expect(logged.statusCode).toBe(200);
    const answer = logged.json<{ id: number; stats: { streaks: { currentStreak: number } } }>();
    expect(answer).toMatchObject({ date: '2025-03-15', performance: 'success', actualValue: 2 });
    expect(answer.stats.streaks.currentStreak).toBe(2);
    expect(answer.stats).toEqual(await fresh('2025-03'));

    // A day of another month answers that month's calendar.
    const february = await t.trpc(
      'mutation',
      'entries.log',
      { id: habit.id, date: '2025-02-20', actualValue: 7 },
      owner,
    );
    const data = february.json().result.data;
    expect(data).toMatchObject({ date: '2025-02-20', performance: 'over' });
    expect(data.stats.month).toMatchObject({ year: 2025, month: 2 });
    expect(data.stats).toEqual(await fresh('2025-02'));

    // A skip and an update answer the figures after them too.
    const skipped = await t.rest('POST', url, {
      token: owner,
      body: { date: '2025-03-13', skip: true },
    });
    expect(skipped.json().stats).toEqual(await fresh('2025-03'));
    const updated = await t.rest('PUT', `/api/habit-entries/${answer.id}`, {
      token: owner,
      body: { date: '2025-03-15', actualValue: 9 },
    });
    expect(updated.json()).toMatchObject({
      performance: 'over',
      stats: { streaks: { currentStreak: 0 } },
    });
    expect(updated.json().stats).toEqual(await fresh('2025-03'));

    // Another user can neither log on the habit nor see its figures through a log.
    const intruder = await t.rest('POST', url, {
      token: other,
      body: { date: '2025-03-15', actualValue: 0 },
    });
    expect(intruder.statusCode).toBe(404);
    expect(intruder.json()).toEqual({ message: 'Habit not found', code: 'NOT_FOUND' });
    const intruderPut = await t.trpc(
      'mutation',
      'entries.update',
      { entryId: answer.id, date: '2025-03-15', actualValue: 0 },
      other,
    );
    expect(intruderPut.statusCode).toBe(404);
    expect(intruderPut.body).not.toContain('stats');

    const cleared = await t.rest('DELETE', `/api/habit-entries/${answer.id}`, { token: owner });
    expect(cleared.json().stats).toEqual(await fresh('2025-03'));
    expect(cleared.json().stats.calendar).toContainEqual(
      expect.objectContaining({ date: '2025-03-15', entry: null, description: 'not logged' }),
    );
  });
});

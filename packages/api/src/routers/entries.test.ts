import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestEngines, createTestApi, numberHabit, type TestApi } from '../testing';

const weekly = {
  monday: 1,
  tuesday: 1,
  wednesday: 1,
  thursday: 1,
  friday: 1,
  saturday: 5,
  sunday: 5,
};

describe.each(availableTestEngines())('entries on %s', (engine) => {
  let t: TestApi;
  let token: string;
  beforeAll(async () => {
    t = await createTestApi(engine);
    await t.signup('admin@example.com');
    token = (await t.signup('free@example.com')).token;
  });
  afterAll(async () => {
    await t.close();
  });

  it('logs entries judged by the server, updating the entry of a date', async () => {
    const habit = (await t.rest('POST', '/api/habits', { token, body: numberHabit })).json<{
      id: number;
    }>();
    const url = `/api/habits/${habit.id}/entries`;
    const over = await t.rest('POST', url, {
      token,
      body: {
        habitId: habit.id,
        date: '2025-03-14',
        performance: 'success',
        actualValue: 5,
        note: '  long day ',
      },
    });
    expect(over.statusCode).toBe(200);
    expect(over.json()).toMatchObject({
      habitId: habit.id,
      date: '2025-03-14',
      performance: 'over',
      actualValue: 5,
      levelValue: null,
      note: 'long day',
    });
    const again = await t.rest('POST', url, {
      token,
      body: { date: '2025-03-14', actualValue: 2, note: '' },
    });
    expect(again.json()).toMatchObject({
      id: over.json().id,
      performance: 'success',
      actualValue: 2,
      note: null,
    });
    expect((await t.rest('GET', url, { token })).json()).toHaveLength(1);

    // 0 is a real goal.
    const zero = (
      await t.rest('POST', '/api/habits', { token, body: { ...numberHabit, dailyGoal: 0 } })
    ).json<{ id: number }>();
    expect(
      (
        await t.rest('POST', `/api/habits/${zero.id}/entries`, {
          token,
          body: { date: '2025-03-14', actualValue: 1 },
        })
      ).json().performance,
    ).toBe('over');
    expect(
      (
        await t.rest('POST', `/api/habits/${zero.id}/entries`, {
          token,
          body: { date: '2025-03-13', actualValue: 0 },
        })
      ).json().performance,
    ).toBe('success');

    const put = await t.rest('PUT', `/api/habit-entries/${over.json().id}`, {
      token,
      body: { date: '2025-03-14', actualValue: 9 },
    });
    expect(put.json()).toMatchObject({ performance: 'over', actualValue: 9 });
    // Moving an entry onto a date that has one is a conflict, not a 500.
    await t.rest('POST', url, { token, body: { date: '2025-03-12', actualValue: 1 } });
    expect(
      (
        await t.rest('PUT', `/api/habit-entries/${over.json().id}`, {
          token,
          body: { date: '2025-03-12', actualValue: 1 },
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await t.rest('PUT', '/api/habit-entries/999999', {
          token,
          body: { date: '2025-03-12', actualValue: 1 },
        })
      ).json(),
    ).toEqual({ message: 'Entry not found', code: 'NOT_FOUND' });

    const all = (await t.rest('GET', '/api/entries', { token })).json();
    expect(all.length).toBeGreaterThanOrEqual(4);
  });

  it('judges level, custom-tag and per-weekday goals and checks values against the goal type', async () => {
    const level = (
      await t.rest('POST', '/api/habits', {
        token,
        body: { ...numberHabit, goalType: 'level', levelGoal: 'low' },
      })
    ).json<{ id: number }>();
    const log = (id: number, body: object) =>
      t.rest('POST', `/api/habits/${id}/entries`, { token, body });
    expect(
      (await log(level.id, { date: '2025-03-10', levelValue: 'none' })).json().performance,
    ).toBe('success');
    expect(
      (await log(level.id, { date: '2025-03-11', levelValue: 'high' })).json().performance,
    ).toBe('over');
    const missingLevel = await log(level.id, { date: '2025-03-12', actualValue: 3 });
    expect(missingLevel.statusCode).toBe(400);
    expect(missingLevel.json().message).toBe('Please select a level');

    const tags = (
      await t.rest('POST', '/api/habits', {
        token,
        body: {
          ...numberHabit,
          goalType: 'custom_tags',
          levelGoal: '2',
          customTags: ['a', 'b', 'c'],
        },
      })
    ).json<{ id: number }>();
    expect((await log(tags.id, { date: '2025-03-10', levelValue: '3' })).json().performance).toBe(
      'over',
    );
    expect((await log(tags.id, { date: '2025-03-11', levelValue: '2' })).json().performance).toBe(
      'success',
    );
    expect((await log(tags.id, { date: '2025-03-12', levelValue: '4' })).json().message).toBe(
      'Please select a custom tag',
    );

    const perDay = (
      await t.rest('POST', '/api/habits', {
        token,
        body: { ...numberHabit, goalSchedule: 'custom_daily', weeklyGoals: weekly },
      })
    ).json<{ id: number }>();
    // 2025-03-08 is a Saturday (goal 5), 2025-03-10 a Monday (goal 1).
    expect((await log(perDay.id, { date: '2025-03-08', actualValue: 4 })).json().performance).toBe(
      'success',
    );
    expect((await log(perDay.id, { date: '2025-03-10', actualValue: 4 })).json().performance).toBe(
      'over',
    );
    const bad = await log(perDay.id, { date: '2025-03-09' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please enter a valid number');
    for (const body of [
      { date: '2025-02-30', actualValue: 1 },
      { date: 'yesterday', actualValue: 1 },
      { date: '2025-03-09', actualValue: -1 },
      { date: '2025-03-09', actualValue: 'NaN' },
    ]) {
      expect((await log(perDay.id, body)).statusCode).toBe(400);
    }
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

  it("refuses a date after the user's today in their time zone", async () => {
    const habit = (await t.rest('POST', '/api/habits', { token, body: numberHabit })).json<{
      id: number;
    }>();
    const url = `/api/habits/${habit.id}/entries`;
    t.clock.now = new Date('2025-03-15T23:30:00Z');
    const future = await t.rest('POST', url, {
      token,
      body: { date: '2025-03-16', actualValue: 1 },
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe('You cannot log a future date');
    await t.rest('PUT', '/api/auth/user', { token, body: { timezone: 'Asia/Tokyo' } });
    expect(
      (await t.rest('POST', url, { token, body: { date: '2025-03-16', actualValue: 1 } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.rest('POST', url, { token, body: { date: '2025-03-17', actualValue: 1 } }))
        .statusCode,
    ).toBe(400);
    await t.rest('PUT', '/api/auth/user', { token, body: { timezone: 'UTC' } });
    t.clock.now = new Date('2025-03-15T12:00:00Z');
  });
});

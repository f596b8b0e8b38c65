import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestEngines, numberHabit, type TestApi } from '../testing';
import { createEntriesTestApi } from './entries.testing';

const weekly = {
  monday: 1,
  tuesday: 1,
  wednesday: 1,
  thursday: 1,
  friday: 1,
  saturday: 5,
  sunday: 5,
};

describe.each(availableTestEngines())('logging entries on %s', (engine) => {
  let t: TestApi;
  let token: string;
  beforeAll(async () => {
    ({ t, token } = await createEntriesTestApi(engine));
  });
  afterAll(async () => {
    await t.close();
  });

  /** 0 is a real goal: any amount is over it, none is a success. */
  const expectZeroGoalJudged = async () => {
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
  };

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

    await expectZeroGoalJudged();

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

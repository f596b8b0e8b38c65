import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestEngines, createTestApi, numberHabit, type TestApi } from '../testing';

describe.each(availableTestEngines())('the goal of a day, from the server, on %s', (engine) => {
  let t: TestApi;
  let token: string;
  let other: string;
  beforeAll(async () => {
    t = await createTestApi(engine);
    await t.signup('admin@example.com');
    token = (await t.signup('goal-day@example.com')).token;
    other = (await t.signup('goal-other@example.com')).token;
  });
  afterAll(async () => {
    await t.close();
  });

  it('reads the goal version in force on the day, for the owner only; a bad date is a 400', async () => {
    // Goal 5 from 1 March, 3 from 15 March (today) on.
    t.clock.now = new Date('2025-03-01T12:00:00Z');
    const habit = (
      await t.rest('POST', '/api/habits', { token, body: { ...numberHabit, dailyGoal: 5 } })
    ).json<{ id: number }>();
    t.clock.now = new Date('2025-03-15T12:00:00Z');
    const changed = await t.rest('PUT', `/api/habits/${habit.id}`, {
      token,
      body: { name: 'Coffee', dailyGoal: 3 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const dayGoal = (date: string, as = token) =>
      t.rest('GET', `/api/habits/${habit.id}/day-goal?date=${date}`, { token: as });

    expect((await dayGoal('2025-03-15')).json()).toEqual({
      date: '2025-03-15',
      text: 'Goal today: 3',
    });
    expect((await dayGoal('2025-03-10')).json()).toEqual({
      date: '2025-03-10',
      text: 'Goal on 10 Mar: 5',
    });
    const trpc = await t.trpc(
      'query',
      'habits.dayGoal',
      { id: habit.id, date: '2025-03-14' },
      token,
    );
    expect(trpc.json().result.data).toEqual({ date: '2025-03-14', text: 'Goal on 14 Mar: 5' });

    const intruder = await dayGoal('2025-03-15', other);
    expect(intruder.statusCode).toBe(404);
    expect(intruder.json()).toEqual({ message: 'Habit not found', code: 'NOT_FOUND' });
    const bad = await dayGoal('2025-02-30');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('BAD_REQUEST');
    expect(
      (await t.rest('GET', `/api/habits/${habit.id}/day-goal?date=2025-03-15`)).statusCode,
    ).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestEngines, numberHabit, type TestApi } from '../../testing';
import { createHabitsTestApi } from './habits.testing';

describe.each(availableTestEngines())('deleting and restoring a habit on %s', (engine) => {
  let t: TestApi;
  let token: string;
  beforeAll(async () => {
    ({ t, token } = await createHabitsTestApi(engine));
  });
  afterAll(async () => {
    await t.close();
  });

  it('deleting a habit hides it and its entries at once; restore brings them back (owner only)', async () => {
    const bob = await t.signup('bob-restore@example.com');
    const habit = (await t.rest('POST', '/api/habits', { token, body: numberHabit })).json<{
      id: number;
    }>();
    const logged = (
      await t.rest('POST', `/api/habits/${habit.id}/entries`, {
        token,
        body: { date: '2025-03-01', actualValue: 1, note: 'kept' },
      })
    ).json<{ id: number }>();
    const before = (await t.rest('GET', `/api/habits/${habit.id}`, { token })).json();
    const goals = (await t.rest('GET', `/api/habits/${habit.id}/goals`, { token })).json();
    const listed = async () =>
      (await t.rest('GET', '/api/habits', { token })).json<{ id: number }[]>().map((h) => h.id);
    const allEntries = async () =>
      (await t.rest('GET', '/api/entries', { token }))
        .json<{ habitId: number }[]>()
        .filter((entry) => entry.habitId === habit.id);

    expect(
      (await t.rest('DELETE', `/api/habits/${habit.id}`, { token: bob.token })).statusCode,
    ).toBe(404);
    expect((await t.rest('DELETE', `/api/habits/${habit.id}`, { token })).statusCode).toBe(200);
    expect(await listed()).not.toContain(habit.id);
    expect(await allEntries()).toEqual([]);
    const summary = (await t.rest('GET', '/api/summary', { token })).json<{ id: number }[]>();
    expect(JSON.stringify(summary)).not.toContain(`"id":${String(habit.id)},`);
    for (const url of [`/api/habits/${habit.id}`, `/api/habits/${habit.id}/entries`]) {
      const res = await t.rest('GET', url, { token });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: 'Habit not found', code: 'NOT_FOUND' });
    }
    expect(
      (
        await t.rest('PUT', `/api/habit-entries/${logged.id}`, {
          token,
          body: { date: '2025-03-01', actualValue: 2 },
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.rest('DELETE', `/api/habits/${habit.id}`, { token })).statusCode).toBe(404);

    // Another user cannot restore it, over REST or tRPC; nor can anyone restore a live habit.
    const stranger = await t.rest('POST', `/api/habits/${habit.id}/restore`, { token: bob.token });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ message: 'Habit not found', code: 'NOT_FOUND' });
    expect(
      (await t.trpc('mutation', 'habits.restore', { id: habit.id }, bob.token)).statusCode,
    ).toBe(404);
    expect((await t.rest('POST', '/api/habits/999999/restore', { token })).statusCode).toBe(404);
    expect((await t.rest('POST', `/api/habits/${habit.id}/restore`)).statusCode).toBe(401);
    expect((await t.rest('POST', '/api/habits/abc/restore', { token })).statusCode).toBe(400);

    const restored = await t.rest('POST', `/api/habits/${habit.id}/restore`, { token });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual(before);
    expect(await listed()).toContain(habit.id);
    expect(await allEntries()).toEqual([
      expect.objectContaining({ id: logged.id, date: '2025-03-01', actualValue: 1, note: 'kept' }),
    ]);
    expect((await t.rest('GET', `/api/habits/${habit.id}/goals`, { token })).json()).toEqual(goals);
    expect((await t.rest('POST', `/api/habits/${habit.id}/restore`, { token })).statusCode).toBe(
      404,
    );

    // The same over tRPC.
    expect((await t.trpc('mutation', 'habits.delete', { id: habit.id }, token)).statusCode).toBe(
      200,
    );
    const viaTrpc = await t.trpc('mutation', 'habits.restore', { id: habit.id }, token);
    expect(viaTrpc.statusCode).toBe(200);
    expect(viaTrpc.json().result.data).toEqual(before);
  });
});

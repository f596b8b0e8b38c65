import { updateHabit, upsertEntry } from '@taper/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestEngines, numberHabit, type TestApi } from '../../testing';
import { createHabitsTestApi } from './habits.testing';

describe.each(availableTestEngines())('habit reads kept and renewed on %s', (engine) => {
  let t: TestApi;
  beforeAll(async () => {
    ({ t } = await createHabitsTestApi(engine));
  });
  afterAll(async () => {
    await t.close();
  });

  it('never serves a cached list, streak, summary or entry list after the data changed, even from elsewhere', async () => {
    const user = await t.signup('cache@example.com');
    const owner = user.token;
    const habit = (await t.rest('POST', '/api/habits', { token: owner, body: numberHabit })).json<{
      id: number;
    }>();
    // Through REST (which keeps the JSON) and tRPC (which keeps the result): always equal.
    const read = async () => {
      const answers = {
        list: (await t.rest('GET', '/api/habits', { token: owner })).json<{ name: string }[]>(),
        streaks: (await t.rest('GET', `/api/habits/${habit.id}/streaks`, { token: owner })).json<{
          currentStreak: number;
        }>(),
        summary: (await t.rest('GET', '/api/summary', { token: owner })).json<{
          habits: { month: { onTrack: number } }[];
        }>(),
        entries: (await t.rest('GET', `/api/habits/${habit.id}/entries`, { token: owner })).json<
          unknown[]
        >(),
      };
      const data = async (procedure: string, input?: unknown) =>
        (await t.trpc('query', procedure, input, owner)).json<{ result: { data: unknown } }>()
          .result.data;
      expect({
        list: await data('habits.list'),
        streaks: await data('habits.streaks', { id: habit.id }),
        summary: await data('habits.summary'),
        entries: await data('entries.listForHabit', { id: habit.id }),
      }).toEqual(answers);
      return answers;
    };
    const before = await read();
    expect(await read()).toEqual(before);
    expect(before.streaks.currentStreak).toBe(0);
    expect(before.entries).toHaveLength(0);
    // Written straight to the database, as a second API process would: no hook of this one runs.
    await updateHabit(t.testDb.db, user.id, habit.id, { name: 'Renamed elsewhere' });
    await upsertEntry(t.testDb.db, {
      habitId: habit.id,
      userId: user.id,
      date: '2025-03-15',
      performance: 'success',
      actualValue: 0,
    });
    const after = await read();
    expect(after.list.map((item) => item.name)).toEqual(['Renamed elsewhere']);
    expect(after.streaks.currentStreak).toBe(1);
    expect(after.summary.habits[0]?.month.onTrack).toBe(1);
    expect(after.entries).toHaveLength(1);
    // A new day is a new answer too (the current streak ends when yesterday was missed).
    t.clock.now = new Date('2025-03-17T12:00:00Z');
    expect((await read()).streaks.currentStreak).toBe(0);
    t.clock.now = new Date('2025-03-15T12:00:00Z');
  });

  it('answers a repeated read from what it kept, for its own user, input and session only', async () => {
    const alice = await t.signup('kept-alice@example.com');
    const bob = await t.signup('kept-bob@example.com');
    const create = async (token: string, name: string) =>
      (await t.rest('POST', '/api/habits', { token, body: { ...numberHabit, name } })).json<{
        id: number;
      }>().id;
    const first = await create(alice.token, 'First');
    const second = await create(alice.token, 'Second');
    await create(bob.token, 'Bobs');
    await t.rest('POST', `/api/habits/${first}/entries`, {
      token: alice.token,
      body: { date: '2025-03-15', actualValue: 1 },
    });
    const names = async (token: string) =>
      (await t.rest('GET', '/api/habits', { token })).json<{ name: string }[]>().map((h) => h.name);
    for (let round = 0; round < 2; round += 1) {
      expect(await names(alice.token)).toEqual(['First', 'Second']);
      expect(await names(bob.token)).toEqual(['Bobs']);
      const streak = async (id: number) =>
        (await t.rest('GET', `/api/habits/${id}/streaks`, { token: alice.token })).json<{
          currentStreak: number;
        }>().currentStreak;
      expect([await streak(first), await streak(second)]).toEqual([1, 0]);
    }
    // Kept answers never stand in for authentication or for someone else's habit.
    expect((await t.rest('GET', '/api/habits')).statusCode).toBe(401);
    expect((await t.rest('GET', '/api/habits', { token: 'x'.repeat(43) })).statusCode).toBe(401);
    expect(
      (await t.rest('GET', `/api/habits/${first}/streaks`, { token: bob.token })).statusCode,
    ).toBe(404);
    await t.rest('POST', '/api/logout', { token: alice.token });
    expect((await t.rest('GET', '/api/habits', { token: alice.token })).statusCode).toBe(401);
  });
});

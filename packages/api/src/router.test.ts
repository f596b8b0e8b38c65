/** Two users: no call that takes an id lets one read or change the other's data (404, nothing changes). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestEngines, createTestApi, numberHabit, type TestApi } from './testing';

describe.each(availableTestEngines())('two-user isolation on %s', (engine) => {
  let t: TestApi;
  let alice: string;
  let bob: string;
  let habitId: number;
  let entryId: number;
  const snapshot = async () =>
    JSON.stringify([
      // A deleted habit (kept for a restore) is gone for this purpose.
      await t.testDb.db
        .selectFrom('habits')
        .selectAll()
        .where('deletedAt', 'is', null)
        .orderBy('id')
        .execute(),
      await t.testDb.db.selectFrom('habitEntries').selectAll().orderBy('id').execute(),
    ]);

  beforeAll(async () => {
    t = await createTestApi(engine);
    alice = (await t.signup('alice@example.com')).token;
    bob = (await t.signup('bob@example.com')).token;
    habitId = (await t.rest('POST', '/api/habits', { token: alice, body: numberHabit })).json().id;
    entryId = (
      await t.rest('POST', `/api/habits/${habitId}/entries`, {
        token: alice,
        body: { date: '2025-03-14', actualValue: 1 },
      })
    ).json().id;
  });
  afterAll(async () => {
    await t.close();
  });

  const entryBody = { date: '2025-03-13', actualValue: 9, note: 'bob was here' };

  it('REST: every id-taking call answers 404 to the other user and changes nothing', async () => {
    const before = await snapshot();
    const calls = [
      ['GET', `/api/habits/${habitId}`, undefined, 'Habit not found'],
      ['PUT', `/api/habits/${habitId}`, { name: 'Hijacked' }, 'Habit not found'],
      ['PUT', `/api/habits/${habitId}`, { ...numberHabit, name: 'Hijacked' }, 'Habit not found'],
      ['DELETE', `/api/habits/${habitId}`, undefined, 'Habit not found'],
      ['POST', `/api/habits/${habitId}/restore`, undefined, 'Habit not found'],
      ['GET', `/api/habits/${habitId}/entries`, undefined, 'Habit not found'],
      ['POST', `/api/habits/${habitId}/entries`, entryBody, 'Habit not found'],
      [
        'POST',
        `/api/habits/${habitId}/entries`,
        { ...entryBody, date: '2025-03-14' },
        'Habit not found',
      ],
      ['GET', `/api/habits/${habitId}/streaks`, undefined, 'Habit not found'],
      ['PUT', `/api/habit-entries/${entryId}`, entryBody, 'Entry not found'],
      ['DELETE', `/api/habit-entries/${entryId}`, undefined, 'Entry not found'],
    ] as const;
    for (const [method, url, body, message] of calls) {
      const res = await t.rest(method, url, { token: bob, body });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ message, code: 'NOT_FOUND' });
    }
    // Bob's own habit can't be used to reach Alice's entry either.
    const bobHabit = (await t.rest('POST', '/api/habits', { token: bob, body: numberHabit })).json()
      .id;
    expect(
      (
        await t.rest('PUT', `/api/habit-entries/${entryId}`, {
          token: bob,
          body: { ...entryBody, habitId: bobHabit },
        })
      ).statusCode,
    ).toBe(404);
    await t.rest('DELETE', `/api/habits/${bobHabit}`, { token: bob });
    expect(await snapshot()).toBe(before);
    expect((await t.rest('GET', '/api/habits', { token: bob })).json()).toEqual([]);
    expect((await t.rest('GET', '/api/entries', { token: bob })).json()).toEqual([]);
  });

  it('tRPC: the same calls answer NOT_FOUND and change nothing', async () => {
    const before = await snapshot();
    const calls = [
      ['query', 'habits.get', { id: habitId }],
      ['mutation', 'habits.update', { id: habitId, name: 'Hijacked' }],
      ['mutation', 'habits.delete', { id: habitId }],
      ['mutation', 'habits.restore', { id: habitId }],
      ['query', 'habits.streaks', { id: habitId }],
      ['query', 'entries.listForHabit', { id: habitId }],
      ['mutation', 'entries.log', { id: habitId, ...entryBody }],
      ['mutation', 'entries.update', { entryId, ...entryBody }],
    ] as const;
    for (const [kind, procedure, input] of calls) {
      const res = await t.trpc(kind, procedure, input, bob);
      expect(res.statusCode, procedure).toBe(404);
      expect(res.json().error.data.code).toBe('NOT_FOUND');
    }
    expect(await snapshot()).toBe(before);
    // And the owner still can.
    expect((await t.trpc('query', 'habits.get', { id: habitId }, alice)).statusCode).toBe(200);
  });
});

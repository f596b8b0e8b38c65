/**
 * The habit rows and goal versions a data revision shares (habits-at-revision.ts): read once for
 * the calls that ask at one revision, never given at another, to another user, or to a write.
 */
import { sql } from 'kysely';
import { updateHabit } from '@taper/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestEngines, createTestApi, numberHabit, type TestApi } from '../testing';

/** The web app's batch of `procedures`, each with its input. */
function batchUrl(calls: readonly [string, unknown][]): string {
  const inputs = Object.fromEntries(calls.map(([, input], index) => [String(index), input]));
  const paths = calls.map(([procedure]) => procedure).join(',');
  return `/trpc/${paths}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`;
}

/** The progress screen's four reads of a habit, sent together as the web app sends them. */
const progressBatch = (id: number) =>
  batchUrl([
    ['habits.history', { id, bucket: 'week', from: '2025-01-06', to: '2025-03-15' }],
    ['habits.strength', { id, from: '2024-03-16', to: '2025-03-15' }],
    ['habits.history', { id, bucket: 'day', from: '2025-01-01', to: '2025-12-31' }],
    ['habits.weekdays', { id }],
  ]);

describe.each(availableTestEngines())('habit rows shared at a data revision on %s', (engine) => {
  let t: TestApi;
  let alice: { token: string; id: number };
  let bob: { token: string; id: number };
  let habitId: number;
  beforeAll(async () => {
    t = await createTestApi(engine);
    alice = await t.signup('alice@example.com');
    bob = await t.signup('bob@example.com');
    habitId = (
      await t.rest('POST', '/api/habits', { token: alice.token, body: numberHabit })
    ).json<{ id: number }>().id;
    for (const [date, actualValue] of [
      ['2025-03-10', 1],
      ['2025-03-12', 4],
    ] as const) {
      await t.rest('POST', `/api/habits/${habitId}/entries`, {
        token: alice.token,
        body: { date, actualValue },
      });
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async (url: string, token = alice.token) => {
    let statusCode = 0;
    let body = '';
    const statements = await t.testDb.statementsDuring(async () => {
      ({ statusCode, body } = await t.request({
        method: 'GET',
        url,
        authorization: `Bearer ${token}`,
      }));
    });
    return { statusCode, body, statements };
  };

  it("reads the habit once for the progress screen's four reads, and not again at the same revision", async () => {
    const first = await get(progressBatch(habitId));
    expect(first.statusCode).toBe(200);
    // The session, then the habit with its versions in one statement, shared by the four.
    expect(first.statements, first.statements.join('\n')).toHaveLength(2);
    // Another read of the habit at the revision: the session alone.
    const stats = await get(`/api/habits/${habitId}/stats?month=2025-02`);
    expect(stats.statusCode).toBe(200);
    expect(stats.statements, stats.statements.join('\n')).toHaveLength(1);
  });

  it('reads every habit once for the summary screen’s list and cards sent together', async () => {
    const { statusCode, statements } = await get(
      batchUrl([
        ['habits.list', undefined],
        ['habits.summary', undefined],
      ]),
    );
    expect(statusCode).toBe(200);
    const habitReads = statements.filter((text) => /from "habits"/.test(text));
    const versionReads = statements.filter((text) => /from "habit_goal_versions"/.test(text));
    expect(habitReads, statements.join('\n')).toHaveLength(1);
    expect(versionReads, statements.join('\n')).toHaveLength(1);
  });

  it('answers a write from the habit as the write left it, not as read before it', async () => {
    const month = async () =>
      (await t.rest('GET', `/api/habits/${habitId}/stats`, { token: alice.token })).json<{
        calendar: unknown;
      }>();
    const before = await month();
    const entry = (
      await t.rest('GET', `/api/habits/${habitId}/entries`, { token: alice.token })
    ).json<{ id: number; date: string }[]>()[0];
    if (!entry) throw new Error('no entry to change');
    const updated = await t.rest('PUT', `/api/habit-entries/${entry.id}`, {
      token: alice.token,
      body: { date: entry.date, actualValue: 9 },
    });
    expect(updated.statusCode).toBe(200);
    const answered = updated.json<{ stats: { calendar: unknown } }>().stats;
    expect(answered.calendar).not.toEqual(before.calendar);
    expect(answered).toEqual(await month());
  });

  it('reads a change made elsewhere at the revision it moved to', async () => {
    const names = async (url: string) =>
      (await t.rest('GET', url, { token: alice.token })).json<{ name?: string }[]>();
    await t.rest('GET', '/api/summary', { token: alice.token });
    // Written straight to the database, as a second server would: no code of this one runs.
    await updateHabit(t.testDb.db, alice.id, habitId, { name: 'Renamed elsewhere' });
    expect((await names('/api/habits')).map((habit) => habit.name)).toEqual(['Renamed elsewhere']);
  });

  it("never gives one user's habits to another at the same revision number", async () => {
    await t.rest('GET', `/api/habits/${habitId}/stats`, { token: alice.token });
    await t.rest('GET', '/api/habits', { token: alice.token });
    // Bob's revision made equal to Alice's: only the user tells the two apart.
    await sql`update users set data_revision = (select data_revision from users where id = ${alice.id}) where id = ${bob.id}`.execute(
      t.testDb.db,
    );
    expect((await get(`/api/habits/${habitId}/stats`, bob.token)).statusCode).toBe(404);
    expect((await get(progressBatch(habitId), bob.token)).statusCode).toBe(404);
    expect((await t.rest('GET', '/api/habits', { token: bob.token })).json()).toEqual([]);
  });
});

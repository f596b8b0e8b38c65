/**
 * A log's round trips to the database, counted (issue 56): the session, then the write, and nothing
 * after it: the answer's figures come from what the write knew. PostgreSQL reads the habit without a
 * lock and writes in one statement that checks the habit unchanged (db's unheld-log.ts); SQLite,
 * in process, writes under the habit's lock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestEngines, numberHabit, type TestApi, type TestResponse } from '../testing';
import { createEntriesTestApi } from './entries.testing';

/**
 * PostgreSQL: session, the habit with its goal versions, the upsert. SQLite: session; begin, the
 * habit held with its versions, the upsert, commit.
 */
const LOG_STATEMENTS = { postgres: 3, sqlite: 5 } as const;

describe.each(availableTestEngines())('the round trips of a log on %s', (engine) => {
  let t: TestApi;
  let token: string;
  let habitId: number;
  beforeAll(async () => {
    ({ t, token } = await createEntriesTestApi(engine));
    habitId = (await t.rest('POST', '/api/habits', { token, body: numberHabit })).json<{
      id: number;
    }>().id;
    // The habit's history is kept after a first read, as a running server's is.
    await t.rest('POST', `/api/habits/${habitId}/entries`, {
      token,
      body: { date: '2025-03-10', actualValue: 1 },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const logged = async (send: () => Promise<TestResponse>) => {
    let response: TestResponse | undefined;
    const statements = await t.testDb.statementsDuring(async () => {
      response = await send();
    });
    expect(response?.statusCode).toBe(200);
    return { statements, body: response?.body ?? '' };
  };

  /** The figures GET /api/habits/{id}/stats answers for the month now. */
  const statsNow = async () =>
    (await t.rest('GET', `/api/habits/${habitId}/stats?month=2025-03`, { token })).json<unknown>();

  it('logs over REST in three statements on PostgreSQL (five on SQLite), answering the figures as read afterwards', async () => {
    const { statements, body } = await logged(() =>
      t.rest('POST', `/api/habits/${habitId}/entries`, {
        token,
        body: { date: '2025-03-14', actualValue: 3 },
      }),
    );
    expect(statements, statements.join('\n')).toHaveLength(LOG_STATEMENTS[engine]);
    expect(JSON.parse(body).stats).toEqual(await statsNow());
  });

  it('logs over tRPC in as many statements, a day logged again too', async () => {
    for (const actualValue of [3, 1]) {
      const { statements, body } = await logged(() =>
        t.trpc('mutation', 'entries.log', { id: habitId, date: '2025-03-13', actualValue }, token),
      );
      expect(statements, statements.join('\n')).toHaveLength(LOG_STATEMENTS[engine]);
      expect(JSON.parse(body).result.data.stats).toEqual(await statsNow());
    }
  });
});

/** What the import tests share: instances to import into, and an account's habits and entries as listed. */
import type { Engine } from '@taper/db';
import { createTestApi, numberHabit, type TestApi } from '../testing';

export async function createImportTestApi(engine: Engine): Promise<{ t: TestApi; token: string }> {
  // Room for the many imports a file makes, so only the test about the limit meets it.
  const t = await createTestApi(engine, { transferLimits: { max: 100, timeWindowMs: 60_000 } });
  const token = (await t.signup('loop@example.com')).token;
  await t.rest('POST', '/api/habits', { token, body: numberHabit });
  return { t, token };
}

/** An account's habits as GET /api/habits lists them. */
export async function habitsOf(t: TestApi, token: string): Promise<Record<string, unknown>[]> {
  return (await t.rest('GET', '/api/habits', { token })).json<Record<string, unknown>[]>();
}

/** A fresh API for the CSV import tests, each signing up its own accounts; room for many imports. */
export function createCsvImportTestApi(engine: Engine): Promise<TestApi> {
  return createTestApi(engine, { transferLimits: { max: 200, timeWindowMs: 60_000 } });
}

/** A habit's entries as GET /api/habits/:id/entries lists them. */
export async function entriesOf(
  t: TestApi,
  token: string,
  id: unknown,
): Promise<Record<string, unknown>[]> {
  return (await t.rest('GET', `/api/habits/${String(id)}/entries`, { token })).json<
    Record<string, unknown>[]
  >();
}

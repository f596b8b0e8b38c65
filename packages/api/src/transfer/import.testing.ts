/** The instance the import tests share: an account that already has one habit of its own. */
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

/** The instance the entry tests share: its admin (the first account) and a FREE user. */
import type { Engine } from '@taper/db';
import { createTestApi, type TestApi } from '../testing';

export async function createEntriesTestApi(
  engine: Engine,
): Promise<{ t: TestApi; /** The FREE user's session. */ token: string }> {
  const t = await createTestApi(engine);
  await t.signup('admin@example.com');
  const token = (await t.signup('free@example.com')).token;
  return { t, token };
}

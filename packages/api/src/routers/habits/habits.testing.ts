/** The instance the habit call tests share: an admin, a FREE and a PREMIUM account. */
import { sql } from 'kysely';
import type { Engine } from '@taper/db';
import { createTestApi, type TestApi } from '../../testing';

export interface HabitsTestApi {
  t: TestApi;
  /** The FREE account's session: the one most tests act as. */
  token: string;
  /** A PREMIUM account's session, for what FREE accounts may not use. */
  premiumToken: string;
}

export async function createHabitsTestApi(engine: Engine): Promise<HabitsTestApi> {
  const t = await createTestApi(engine);
  // The first account runs the instance (ADMIN, PREMIUM); the ones under test come after it.
  await t.signup('admin@example.com');
  const token = (await t.signup('free@example.com')).token;
  const premium = await t.signup('premium@example.com');
  await sql`update users set tier = 'PREMIUM' where id = ${premium.id}`.execute(t.testDb.db);
  return { t, token, premiumToken: premium.token };
}

/** The instance the admin tests share: its admin (the first account) and an ordinary user. */
import type { Engine } from '@taper/db';
import { createTestApi, type TestApi } from '../testing';

export interface AdminTestApi {
  t: TestApi;
  /** The admin's session. */
  admin: string;
  /** The ordinary user's session and id. */
  user: string;
  userId: number;
}

export async function createAdminTestApi(engine: Engine): Promise<AdminTestApi> {
  const t = await createTestApi(engine);
  const admin = (await t.signup('admin@example.com')).token;
  const { token: user, id: userId } = await t.signup('user@example.com');
  return { t, admin, user, userId };
}

/** The API as the sign-in, profile and password tests find it: an instance already in use. */
import type { Engine } from '@taper/db';
import { createTestApi, type TestApi } from '../testing';

/**
 * A fresh API with its admin (the first account) and an ordinary account, `user@example.com`,
 * whose address is taken and whose password is the tests' strong one.
 */
export async function createAuthTestApi(engine: Engine): Promise<TestApi> {
  const t = await createTestApi(engine);
  await t.signup('admin@example.com');
  await t.signup('user@example.com', { timezone: 'Europe/Berlin' });
  return t;
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestEngines, type TestApi } from '../testing';
import { createAdminTestApi } from './admin.testing';

const ADMIN_CALLS = [
  ['GET', '/api/admin/stats/overview', undefined],
  ['GET', '/api/admin/stats/daily', undefined],
  ['GET', '/api/admin/users', undefined],
  ['PATCH', '/api/admin/users/1/tier', { tier: 'PREMIUM' }],
  ['PATCH', '/api/admin/users/1/role', { role: 'USER' }],
  ['GET', '/api/admin/icons', undefined],
  [
    'PATCH',
    '/api/admin/icons/coffee/tier',
    { tier: 'PREMIUM', category: 'beverage', visibility: 'disabled' },
  ],
  [
    'PATCH',
    '/api/admin/icons/coffee',
    { name: 'x', displayName: 'X', category: 'beverage', tier: 'FREE' },
  ],
  ['DELETE', '/api/admin/icons/coffee', undefined],
  [
    'POST',
    '/api/admin/icons',
    {
      name: 'x',
      displayName: 'X',
      category: 'beverage',
      tier: 'FREE',
      filePath: '/icons/beverage/x.svg',
    },
  ],
  ['POST', '/api/admin/icons/upload', { category: 'beverage', fileName: 'x.svg' }],
] as const;

const TRPC_ADMIN = [
  ['query', 'admin.stats', undefined],
  ['query', 'admin.daily', undefined],
  ['query', 'admin.users', undefined],
  ['mutation', 'admin.setUserTier', { id: 1, tier: 'PREMIUM' }],
  ['mutation', 'admin.setUserRole', { id: 1, role: 'USER' }],
  ['query', 'admin.icons', undefined],
  [
    'mutation',
    'admin.setIconTier',
    { id: 'coffee', tier: 'PREMIUM', category: 'beverage', visibility: 'disabled' },
  ],
  [
    'mutation',
    'admin.updateIcon',
    { id: 'coffee', name: 'x', displayName: 'X', category: 'beverage', tier: 'FREE' },
  ],
  ['mutation', 'admin.deleteIcon', { id: 'coffee' }],
  [
    'mutation',
    'admin.createIcon',
    {
      name: 'x',
      displayName: 'X',
      category: 'beverage',
      tier: 'FREE',
      filePath: '/icons/beverage/x.svg',
    },
  ],
  ['mutation', 'admin.uploadUrl', { category: 'beverage', fileName: 'x.svg' }],
] as const;

describe.each(availableTestEngines())('admin access on %s', (engine) => {
  let t: TestApi;
  let admin: string;
  let user: string;
  beforeAll(async () => {
    ({ t, admin, user } = await createAdminTestApi(engine));
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses every admin call to a USER (403) and when signed out (401), on REST and tRPC', async () => {
    const before = JSON.stringify(
      await t.testDb.db.selectFrom('icons').selectAll().orderBy('id').execute(),
    );
    for (const [method, url, body] of ADMIN_CALLS) {
      const asUser = await t.rest(method, url, { token: user, body });
      expect(asUser.statusCode, `${method} ${url}`).toBe(403);
      expect(asUser.json()).toMatchObject({ code: 'FORBIDDEN', message: expect.any(String) });
      const anon = await t.rest(method, url, { body });
      expect(anon.statusCode, `${method} ${url}`).toBe(401);
      expect(anon.json()).toEqual({ message: 'Unauthorized', code: 'UNAUTHORIZED' });
    }
    for (const [kind, procedure, input] of TRPC_ADMIN) {
      expect((await t.trpc(kind, procedure, input, user)).statusCode, procedure).toBe(403);
      expect((await t.trpc(kind, procedure, input)).statusCode, procedure).toBe(401);
    }
    expect(
      JSON.stringify(await t.testDb.db.selectFrom('icons').selectAll().orderBy('id').execute()),
    ).toBe(before);
    expect((await t.rest('GET', '/api/auth/user', { token: admin })).json().role).toBe('ADMIN');
  });
});

/**
 * The list of icons kept per catalog revision (trpc.ts `iconCatalogQuery`): read once for everyone
 * until an icon changes, by this server or another, and then at once the new list.
 */
import { setIconTier } from '@taper/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestEngines, type TestApi } from '../testing';
import { createAdminTestApi } from './admin.testing';

interface ListedIcon {
  id: string;
  tier: string;
  category: string;
}

describe.each(availableTestEngines())('the icon list kept per catalog revision on %s', (engine) => {
  let t: TestApi;
  let admin: string;
  let user: string;
  beforeAll(async () => {
    ({ t, admin, user } = await createAdminTestApi(engine));
  });
  afterAll(async () => {
    await t.close();
  });

  /** GET /api/icons or /trpc/icons.list, signed out, with the statements it sent. */
  const listed = async (url = '/api/icons') => {
    let response = { statusCode: 0, body: '' };
    const statements = await t.testDb.statementsDuring(async () => {
      response = await t.request({ method: 'GET', url });
    });
    expect(response.statusCode).toBe(200);
    const body = JSON.parse(response.body) as ListedIcon[] | { result: { data: ListedIcon[] } };
    return { icons: Array.isArray(body) ? body : body.result.data, statements };
  };

  it('reads the catalog once, then only its revision, for every caller and both wire formats', async () => {
    const first = await listed();
    expect(first.icons.length).toBeGreaterThanOrEqual(107);
    const again = await listed();
    expect(again.icons).toEqual(first.icons);
    expect(again.statements, again.statements.join('\n')).toHaveLength(1);
    expect(again.statements[0]).toMatch(/from "icon_catalog"/);
    const trpc = await listed('/trpc/icons.list');
    expect(trpc.icons).toEqual(first.icons);
    expect(trpc.statements).toHaveLength(1);
    const signedIn = await t.rest('GET', '/api/icons', { token: user });
    expect(signedIn.json()).toEqual(first.icons);
  });

  it("lists an admin's change at once", async () => {
    await listed();
    const hidden = await t.rest('PATCH', '/api/admin/icons/smoking/tier', {
      token: admin,
      body: { tier: 'FREE', category: 'health', visibility: 'disabled' },
    });
    expect(hidden.statusCode).toBe(200);
    expect((await listed()).icons.some((icon) => icon.id === 'smoking')).toBe(false);
    await t.rest('PATCH', '/api/admin/icons/smoking/tier', {
      token: admin,
      body: { tier: 'PREMIUM', category: 'health', visibility: 'enabled' },
    });
    expect((await listed('/trpc/icons.list')).icons.find((icon) => icon.id === 'smoking')).toEqual(
      expect.objectContaining({ tier: 'PREMIUM', category: 'health' }),
    );
  });

  it('lists a change made by another server at once', async () => {
    const before = (await listed()).icons.find((icon) => icon.id === 'coffee');
    expect(before?.tier).toBe('FREE');
    // Written straight to the database, as a second server would: no code of this one runs.
    await setIconTier(t.testDb.db, 'coffee', {
      tier: 'PREMIUM',
      category: 'beverage',
      visibility: 'enabled',
    });
    expect((await listed()).icons.find((icon) => icon.id === 'coffee')?.tier).toBe('PREMIUM');
  });
});

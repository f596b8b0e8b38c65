import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestEngines, createTestApi, type TestApi } from '../testing';
import { createAdminTestApi } from './admin.testing';

describe.each(availableTestEngines())('admin icons on %s', (engine) => {
  let t: TestApi;
  let admin: string;
  let user: string;
  beforeAll(async () => {
    ({ t, admin, user } = await createAdminTestApi(engine));
  });
  afterAll(async () => {
    await t.close();
  });

  it('manages built-in icons: tier, category and visibility only', async () => {
    const all = (await t.rest('GET', '/api/admin/icons', { token: admin })).json<
      { id: string }[]
    >();
    expect(all.length).toBeGreaterThanOrEqual(107);
    expect(all.find((i) => i.id === 'coffee')).toMatchObject({
      isBuiltIn: 'true',
      tier: 'FREE',
      filePath: '/icons/beverage/coffee.svg',
      visibility: 'enabled',
    });

    const hidden = await t.rest('PATCH', '/api/admin/icons/smoking/tier', {
      token: admin,
      body: { tier: 'FREE', category: 'health', visibility: 'disabled' },
    });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({
      tier: 'DISABLED',
      visibility: 'disabled',
      category: 'health',
    });
    const listed = (await t.rest('GET', '/api/icons', { token: user })).json<
      { id: string; tier: string }[]
    >();
    expect(listed.some((i) => i.id === 'smoking')).toBe(false);
    expect(listed.every((i) => i.tier !== 'DISABLED')).toBe(true);
    await t.rest('PATCH', '/api/admin/icons/smoking/tier', {
      token: admin,
      body: { tier: 'PREMIUM', category: 'health', visibility: 'enabled' },
    });
    expect(
      (await t.rest('GET', '/api/icons')).json<{ id: string }[]>().find((i) => i.id === 'smoking'),
    ).toMatchObject({ tier: 'PREMIUM', category: 'health', filePath: '/icons/health/smoking.svg' });
    await t.rest('PATCH', '/api/admin/icons/smoking/tier', {
      token: admin,
      body: { tier: 'FREE', category: 'health', visibility: 'enabled' },
    });

    const edit = await t.rest('PATCH', '/api/admin/icons/coffee', {
      token: admin,
      body: { name: 'java', displayName: 'Java', category: 'beverage', tier: 'FREE' },
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().message).toContain('Built-in icons');
    expect((await t.rest('DELETE', '/api/admin/icons/coffee', { token: admin })).statusCode).toBe(
      400,
    );
    expect(
      (
        await t.rest('PATCH', '/api/admin/icons/nope/tier', {
          token: admin,
          body: { tier: 'FREE', category: 'health', visibility: 'enabled' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.rest('PATCH', '/api/admin/icons/coffee/tier', {
          token: admin,
          body: { tier: 'FREE', category: 'nowhere', visibility: 'enabled' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it("answers isBuiltIn as SPEC's string 'true' or 'false' on every icon answer, on REST and tRPC", async () => {
    type Listed = { id: string; isBuiltIn: unknown };
    const rest = [
      (await t.rest('GET', '/api/icons', { token: user })).json<Listed[]>(),
      (await t.rest('GET', '/api/admin/icons', { token: admin })).json<Listed[]>(),
    ];
    const trpc = [
      (await t.trpc('query', 'icons.list', undefined, user)).json<{ result: { data: Listed[] } }>()
        .result.data,
      (await t.trpc('query', 'admin.icons', undefined, admin)).json<{
        result: { data: Listed[] };
      }>().result.data,
    ];
    for (const list of [...rest, ...trpc]) {
      expect(list.length).toBeGreaterThanOrEqual(7);
      expect(list.find((icon) => icon.id === 'coffee')?.isBuiltIn).toBe('true');
      expect(list.every((icon) => icon.isBuiltIn === 'true' || icon.isBuiltIn === 'false')).toBe(
        true,
      );
    }
    const body = { tier: 'FREE', category: 'beverage', visibility: 'enabled' };
    const changed = await t.rest('PATCH', '/api/admin/icons/beer/tier', { token: admin, body });
    expect(changed.json()).toMatchObject({ id: 'beer', isBuiltIn: 'true' });
    const changedOverTrpc = await t.trpc(
      'mutation',
      'admin.setIconTier',
      { id: 'beer', ...body },
      admin,
    );
    expect(changedOverTrpc.json().result.data).toMatchObject({ id: 'beer', isBuiltIn: 'true' });
  });

  it("refuses an icon create whose isBuiltIn is not SPEC's string 'false'", async () => {
    const body = {
      name: 'typed',
      displayName: 'Typed',
      category: 'health',
      tier: 'FREE',
      filePath: '/icons/health/typed.svg',
    };
    for (const isBuiltIn of ['true', true, false]) {
      const res = await t.rest('POST', '/api/admin/icons', {
        token: admin,
        body: { ...body, isBuiltIn },
      });
      expect(res.statusCode, String(isBuiltIn)).toBe(400);
      expect(res.json().message).toContain("isBuiltIn must be 'false'");
      const overTrpc = await t.trpc('mutation', 'admin.createIcon', { ...body, isBuiltIn }, admin);
      expect(overTrpc.statusCode, String(isBuiltIn)).toBe(400);
    }
  });

  it('validates upload requests and icon create bodies', async () => {
    for (const body of [
      { category: 'health', fileName: 'x.png' },
      { category: 'space', fileName: 'x.svg' },
      { category: 'health', fileName: '../x.svg' },
      {},
    ]) {
      expect(
        (await t.rest('POST', '/api/admin/icons/upload', { token: admin, body })).statusCode,
      ).toBe(400);
    }
    const wrongPath = await t.rest('POST', '/api/admin/icons', {
      token: admin,
      body: {
        name: 'typed',
        displayName: 'T',
        category: 'health',
        tier: 'FREE',
        filePath: '/icons/work/typed.svg',
      },
    });
    expect(wrongPath.statusCode).toBe(400);
    expect(
      (
        await t.rest('POST', '/api/admin/icons', {
          token: admin,
          body: {
            name: 'Bad Name',
            displayName: 'T',
            category: 'health',
            tier: 'FREE',
            filePath: '/icons/health/Bad Name.svg',
          },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('upload URLs with PUBLIC_URL', () => {
  it('are built on PUBLIC_URL when it is set', async () => {
    const t = await createTestApi('sqlite', {
      services: { publicUrl: 'https://taper.example' },
    });
    const admin = (await t.signup('a@example.com')).token;
    const res = await t.rest('POST', '/api/admin/icons/upload', {
      token: admin,
      body: { category: 'health', fileName: 'x.svg' },
    });
    expect(res.json().uploadURL).toMatch(/^https:\/\/taper\.example\/api\/uploads\/[a-z2-7]{32}$/);
    await t.close();
  });

  it('are relative without PUBLIC_URL, whatever Host the request names', async () => {
    const t = await createTestApi('sqlite');
    const admin = (await t.signup('a@example.com')).token;
    const res = await t.request({
      method: 'POST',
      url: '/api/admin/icons/upload',
      authorization: `Bearer ${admin}`,
      origin: 'http://evil.example',
      contentType: 'application/json',
      body: { category: 'health', fileName: 'x.svg' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ uploadURL: string }>().uploadURL).toMatch(/^\/api\/uploads\/[a-z2-7]{32}$/);
    await t.close();
  });
});

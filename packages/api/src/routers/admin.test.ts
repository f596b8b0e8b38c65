import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestEngines, createTestApi, numberHabit, type TestApi } from '../testing';

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

describe.each(availableTestEngines())('admin on %s', (engine) => {
  let t: TestApi;
  let admin: string;
  let user: string;
  let userId: number;
  beforeAll(async () => {
    t = await createTestApi(engine);
    admin = (await t.signup('admin@example.com')).token;
    ({ token: user, id: userId } = await t.signup('user@example.com'));
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

  it('shows stats and the users list with habit counts and last login', async () => {
    await t.rest('POST', '/api/habits', { token: user, body: numberHabit });
    const stats = await t.rest('GET', '/api/admin/stats/overview', { token: admin });
    expect(stats.json()).toEqual({
      totalUsers: 2,
      // The first user (the admin) starts PREMIUM.
      freeUsers: 1,
      premiumUsers: 1,
      dau: 2,
      wau: 2,
      mau: 2,
    });
    t.clock.now = new Date('2025-03-25T12:00:00Z');
    expect(
      (await t.rest('GET', '/api/admin/stats/overview', { token: admin })).json(),
    ).toMatchObject({ dau: 1, wau: 1, mau: 2 });
    t.clock.now = new Date('2025-03-15T12:00:00Z');
    const users = (await t.rest('GET', '/api/admin/users', { token: admin })).json<
      { id: number }[]
    >();
    expect(users).toHaveLength(2);
    expect(users.find((u) => u.id === userId)).toMatchObject({
      email: 'user@example.com',
      habitCount: 1,
      lastLogin: '2025-03-15T12:00:00.000Z',
      tier: 'FREE',
      role: 'USER',
    });
    expect(JSON.stringify(users)).not.toContain('passwordHash');
  });

  it('changes tier and role; the last admin cannot demote themselves', async () => {
    const tier = await t.rest('PATCH', `/api/admin/users/${userId}/tier`, {
      token: admin,
      body: { tier: 'PREMIUM' },
    });
    expect(tier.statusCode).toBe(200);
    expect(tier.json()).toMatchObject({ id: userId, tier: 'PREMIUM', habitCount: 1 });
    expect(
      (
        await t.rest('PATCH', `/api/admin/users/${userId}/tier`, {
          token: admin,
          body: { tier: 'GOLD' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.rest('PATCH', '/api/admin/users/9999/tier', {
          token: admin,
          body: { tier: 'FREE' },
        })
      ).statusCode,
    ).toBe(404);
    // Downgrading keeps the user's habits.
    await t.rest('PATCH', `/api/admin/users/${userId}/tier`, {
      token: admin,
      body: { tier: 'FREE' },
    });
    expect((await t.rest('GET', '/api/habits', { token: user })).json()).toHaveLength(1);

    const me = (await t.rest('GET', '/api/auth/user', { token: admin })).json();
    const demote = await t.rest('PATCH', `/api/admin/users/${me.id}/role`, {
      token: admin,
      body: { role: 'USER' },
    });
    expect(demote.statusCode).toBe(400);
    expect(demote.json().message).toContain('last admin');
    expect(
      (
        await t.rest('PATCH', `/api/admin/users/${userId}/role`, {
          token: admin,
          body: { role: 'ADMIN' },
        })
      ).json().role,
    ).toBe('ADMIN');
    expect(
      (
        await t.rest('PATCH', `/api/admin/users/${me.id}/role`, {
          token: admin,
          body: { role: 'USER' },
        })
      ).json().role,
    ).toBe('USER');
    // Restore: the promoted user hands admin back.
    await t.rest('PATCH', `/api/admin/users/${me.id}/role`, {
      token: user,
      body: { role: 'ADMIN' },
    });
    await t.rest('PATCH', `/api/admin/users/${userId}/role`, {
      token: admin,
      body: { role: 'USER' },
    });
    expect((await t.rest('GET', '/api/auth/user', { token: user })).json().role).toBe('USER');
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

describe.each(availableTestEngines())('the admin overview’s daily chart on %s', (engine) => {
  let t: TestApi;
  let admin: string;
  let user: string;
  beforeAll(async () => {
    t = await createTestApi(engine);
    admin = (await t.signup('admin@example.com')).token;
    ({ token: user } = await t.signup('user@example.com'));
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts sign-ups and active users day by day over 30 days, the same on REST and tRPC', async () => {
    const now = t.clock.now;
    const today = now.toISOString().slice(0, 10);
    // A result saved by the user: they count as active on the day it was saved.
    const habit = (await t.rest('POST', '/api/habits', { token: user, body: numberHabit })).json<{
      id: number;
    }>();
    const logged = await t.rest('POST', `/api/habits/${String(habit.id)}/entries`, {
      token: user,
      body: { date: today, actualValue: 1 },
    });
    expect(logged.statusCode, logged.body).toBe(200);
    const res = await t.rest('GET', '/api/admin/stats/daily', { token: admin });
    expect(res.statusCode, res.body).toBe(200);
    const days = res.json<{ date: string; signUps: number; activeUsers: number }[]>();
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toEqual({ date: today, signUps: 2, activeUsers: 2 });
    expect(days.slice(0, -1).every((d) => d.signUps === 0 && d.activeUsers === 0)).toBe(true);
    expect(days.map((d) => d.date)).toEqual([...days.map((d) => d.date)].sort());
    const trpc = await t.trpc('query', 'admin.daily', undefined, admin);
    expect(trpc.json<{ result: { data: unknown } }>().result.data).toEqual(days);
    // Ten days on, the same day is ten rows from the end.
    t.clock.now = new Date(now.getTime() + 10 * 24 * 3600 * 1000);
    const later = (await t.rest('GET', '/api/admin/stats/daily', { token: admin })).json<
      { date: string; signUps: number }[]
    >();
    expect(later.at(-11)).toMatchObject({ date: today, signUps: 2 });
    t.clock.now = now;
  });
});

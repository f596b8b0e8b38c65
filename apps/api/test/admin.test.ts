import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestEngines, createTestApp, numberHabit, type TestApp } from './helpers';

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M4 4h16v16H4z" stroke="currentColor" fill="none"/></svg>';

const ADMIN_CALLS = [
  ['GET', '/api/admin/stats/overview', undefined],
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
  let t: TestApp;
  let admin: string;
  let user: string;
  let userId: number;
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = (await t.signup('admin@example.com')).token;
    ({ token: user, id: userId } = await t.signup('user@example.com'));
  });
  afterAll(async () => {
    await t.close();
  });

  const putFile = (uploadURL: string, body: string | Buffer, type = 'image/svg+xml') =>
    t.app.inject({
      method: 'PUT',
      url: new URL(uploadURL).pathname,
      headers: { 'content-type': type },
      payload: body,
    });
  const uploadUrl = async (fileName: string, category = 'health') => {
    const res = await t.rest('POST', '/api/admin/icons/upload', {
      token: admin,
      body: { category, fileName },
    });
    expect(res.statusCode).toBe(200);
    return res.json().uploadURL as string;
  };

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
      freeUsers: 2,
      premiumUsers: 0,
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
    // The image follows the icon to its new category.
    expect((await t.rest('GET', '/api/icons/health/smoking.svg')).statusCode).toBe(200);
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

  it('uploads, sanitizes and creates an icon; edits and deletes it', async () => {
    const url = await uploadUrl('zen_mode.svg');
    expect(url).toMatch(/^http:\/\/localhost(:\d+)?\/api\/uploads\/[a-z2-7]{32}$/);
    const hostile = SVG.replace(
      '</svg>',
      '<script>alert(1)</script><a href="https://evil.example"><circle r="1" onclick="x()"/></a></svg>',
    );
    const put = await putFile(url, hostile);
    expect(put.statusCode).toBe(200);

    const missing = await t.rest('POST', '/api/admin/icons', {
      token: admin,
      body: {
        name: 'other',
        displayName: 'Other',
        category: 'health',
        tier: 'FREE',
        filePath: '/icons/health/other.svg',
        isBuiltIn: 'false',
      },
    });
    expect(missing.statusCode).toBe(400);
    const created = await t.rest('POST', '/api/admin/icons', {
      token: admin,
      body: {
        name: 'zen_mode',
        displayName: 'Zen Mode',
        category: 'health',
        tier: 'PREMIUM',
        filePath: '/icons/health/zen_mode.svg',
        isBuiltIn: 'false',
      },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      id: 'zen_mode',
      isBuiltIn: 'false',
      tier: 'PREMIUM',
      filePath: '/icons/health/zen_mode.svg',
      filename: 'zen_mode.svg',
    });

    const image = await t.rest('GET', '/api/icons/health/zen_mode.svg');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(image.headers['cache-control']).toContain('max-age');
    expect(image.body).toContain('<path');
    for (const bad of ['<script', 'onclick', 'evil.example', 'alert'])
      expect(image.body).not.toContain(bad);
    const cached = await t.app.inject({
      method: 'GET',
      url: '/api/icons/health/zen_mode.svg',
      headers: { 'if-none-match': String(image.headers.etag) },
    });
    expect(cached.statusCode).toBe(304);

    // A second icon with the same name is a conflict.
    await putFile(await uploadUrl('zen_mode.svg'), SVG);
    const dup = await t.rest('POST', '/api/admin/icons', {
      token: admin,
      body: {
        name: 'zen_mode',
        displayName: 'Zen',
        category: 'health',
        tier: 'FREE',
        filePath: '/icons/health/zen_mode.svg',
      },
    });
    expect(dup.statusCode).toBe(409);
    const builtInName = await t.rest('POST', '/api/admin/icons', {
      token: admin,
      body: {
        name: 'coffee',
        displayName: 'C',
        category: 'health',
        tier: 'FREE',
        filePath: '/icons/health/coffee.svg',
      },
    });
    expect(builtInName.statusCode).toBe(409);

    const edited = await t.rest('PATCH', '/api/admin/icons/zen_mode', {
      token: admin,
      body: { name: 'calm', displayName: 'Calm', category: 'mental', tier: 'FREE' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      id: 'zen_mode',
      name: 'calm',
      filePath: '/icons/mental/calm.svg',
    });
    expect((await t.rest('GET', '/api/icons/mental/calm.svg')).statusCode).toBe(200);
    expect(
      (
        await t.rest('PATCH', '/api/admin/icons/zen_mode', {
          token: admin,
          body: { name: 'coffee', displayName: 'C', category: 'beverage', tier: 'FREE' },
        })
      ).statusCode,
    ).toBe(409);

    // The user can pick it now that it is FREE.
    expect(
      (
        await t.rest('POST', '/api/habits', {
          token: user,
          body: { ...numberHabit, icon: 'zen_mode' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await t.rest('DELETE', '/api/admin/icons/zen_mode', { token: admin })).json()).toEqual({
      success: true,
    });
    expect((await t.rest('GET', '/api/icons/mental/calm.svg')).statusCode).toBe(404);
    expect((await t.rest('DELETE', '/api/admin/icons/zen_mode', { token: admin })).statusCode).toBe(
      404,
    );
  });

  it('upload URLs are single-use, expire after 15 minutes and check type and size', async () => {
    const url = await uploadUrl('once.svg');
    expect((await putFile(url, SVG)).statusCode).toBe(200);
    const reused = await putFile(url, SVG);
    expect(reused.statusCode).toBe(403);
    expect(reused.json()).toEqual({ message: 'Request has expired', code: 'FORBIDDEN' });

    const late = await uploadUrl('late.svg');
    t.clock.now = new Date(t.clock.now.getTime() + 16 * 60 * 1000);
    expect((await putFile(late, SVG)).json().message).toBe('Request has expired');
    t.clock.now = new Date('2025-03-15T12:00:00Z');
    expect((await putFile('http://localhost/api/uploads/' + 'a'.repeat(32), SVG)).statusCode).toBe(
      403,
    );
    expect((await putFile('http://localhost/api/uploads/short', SVG)).statusCode).toBe(403);

    const typed = await uploadUrl('typed.svg');
    expect((await putFile(typed, SVG, 'text/plain')).statusCode).toBe(415);
    expect((await putFile(typed, '{"a":1}', 'application/json')).statusCode).toBe(415);
    const huge = await putFile(
      typed,
      SVG.replace('</svg>', `<desc>${'x'.repeat(1_048_576)}</desc></svg>`),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('PAYLOAD_TOO_LARGE');
    for (const bad of [
      '<html><body>hi</body></html>',
      'plain text',
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe]),
      // Thousands of nested or sibling elements overflow the sanitizer's stack (was a 500) or hold
      // the event loop for minutes: refused before parsing.
      `<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(5000)}${'</g>'.repeat(5000)}</svg>`,
      `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h1"/>'.repeat(2500)}</svg>`,
    ]) {
      const res = await putFile(typed, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('BAD_REQUEST');
    }
    // A rejected file leaves the URL usable.
    expect((await putFile(typed, SVG)).statusCode).toBe(200);
  });

  it('a cancelled upload (URL requested, nothing PUT) creates and lists nothing', async () => {
    const before = (await t.rest('GET', '/api/admin/icons', { token: admin })).json<unknown[]>()
      .length;
    await uploadUrl('cancelled.svg', 'work');
    const create = await t.rest('POST', '/api/admin/icons', {
      token: admin,
      body: {
        name: 'cancelled',
        displayName: 'Cancelled',
        category: 'work',
        tier: 'FREE',
        filePath: '/icons/work/cancelled.svg',
      },
    });
    expect(create.statusCode).toBe(400);
    expect((await t.rest('GET', '/api/admin/icons', { token: admin })).json()).toHaveLength(before);
    expect((await t.rest('GET', '/api/icons/work/cancelled.svg')).statusCode).toBe(404);
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
    const { testConfig } = await import('../src/config');
    const t = await createTestApp('sqlite', {
      config: testConfig({ publicUrl: 'https://taper.example' }),
    });
    const admin = (await t.signup('a@example.com')).token;
    const res = await t.rest('POST', '/api/admin/icons/upload', {
      token: admin,
      body: { category: 'health', fileName: 'x.svg' },
    });
    expect(res.json().uploadURL).toMatch(/^https:\/\/taper\.example\/api\/uploads\/[a-z2-7]{32}$/);
    await t.close();
  });
});

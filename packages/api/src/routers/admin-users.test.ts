import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestEngines, numberHabit, type TestApi } from '../testing';
import { createAdminTestApi } from './admin.testing';

describe.each(availableTestEngines())('admin users and stats on %s', (engine) => {
  let t: TestApi;
  let admin: string;
  let user: string;
  let userId: number;
  beforeAll(async () => {
    ({ t, admin, user, userId } = await createAdminTestApi(engine));
  });
  afterAll(async () => {
    await t.close();
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
});

describe.each(availableTestEngines())('the admin overview’s daily chart on %s', (engine) => {
  let t: TestApi;
  let admin: string;
  let user: string;
  beforeAll(async () => {
    ({ t, admin, user } = await createAdminTestApi(engine));
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

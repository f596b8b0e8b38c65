import { expect, test } from 'vitest';
import {
  adminActivitySince,
  createSession,
  upsertEntry,
  createHabit,
  findUserForAdmin,
  listUsersForAdmin,
  recordLogin,
  setAccess,
  touchLastSeen,
  userStats,
} from '../index';
import { DAY, describeEngines, HOUR, makeUser } from '../testing';

describeEngines('admin views', (ctx) => {
  test('adminActivitySince reads sign-ups and each kind of activity from its day on', async () => {
    // Far in the future, so no other test's rows are counted.
    const since = new Date('2090-01-01T00:00:00.000Z');
    const at = (hour: number) => new Date(since.getTime() + hour * HOUR);
    const joined = await makeUser(ctx.db);
    await ctx.db
      .updateTable('users')
      .set({ createdAt: at(1) })
      .where('id', '=', joined.id)
      .execute();
    await touchLastSeen(ctx.db, joined.id, at(2));
    const signedIn = await makeUser(ctx.db);
    await createSession(
      ctx.db,
      { id: `admin-activity-${String(signedIn.id)}`, userId: signedIn.id, expiresAt: at(100) },
      at(3),
    );
    const logger = await makeUser(ctx.db);
    const habit = await createHabit(ctx.db, logger.id, { createdOn: '2025-01-01', name: 'Coffee' });
    await upsertEntry(
      ctx.db,
      {
        userId: logger.id,
        habitId: habit.id,
        date: '2090-01-01',
        performance: 'success',
        actualValue: 1,
      },
      at(4),
    );
    // Before the window: not counted.
    const old = await makeUser(ctx.db);
    await touchLastSeen(ctx.db, old.id, new Date(since.getTime() - DAY));

    const { signUps, activity } = await adminActivitySince(ctx.db, since);
    expect(signUps).toEqual([at(1)]);
    const byUser = new Map<number, Date[]>();
    for (const { userId, at: when } of activity)
      byUser.set(userId, [...(byUser.get(userId) ?? []), when]);
    expect([...byUser.keys()].sort((a, b) => a - b)).toEqual(
      [joined.id, signedIn.id, logger.id].sort((a, b) => a - b),
    );
    expect(byUser.get(joined.id)).toEqual([at(2)]);
    expect(byUser.get(signedIn.id)).toEqual([at(3)]);
    expect(byUser.get(logger.id)?.map((d) => d.getTime())).toContain(at(4).getTime());
  });

  test('listUsersForAdmin gives every user with habit count and last login, without password hashes', async () => {
    const withHabits = await makeUser(ctx.db);
    const without = await makeUser(ctx.db);
    await createHabit(ctx.db, withHabits.id, { createdOn: '2025-01-01', name: 'Coffee' });
    await createHabit(ctx.db, withHabits.id, { createdOn: '2025-01-01', name: 'Beer' });
    const loginAt = new Date('2025-01-02T03:04:05.006Z');
    await recordLogin(ctx.db, withHabits.id, loginAt);

    const list = await listUsersForAdmin(ctx.db);
    const byId = new Map(list.map((row) => [row.id, row]));
    expect(byId.get(withHabits.id)).toMatchObject({
      habitCount: 2,
      lastLoginAt: loginAt,
      email: withHabits.email,
    });
    expect(byId.get(without.id)).toMatchObject({ habitCount: 0, lastLoginAt: null });
    expect(list.every((row) => !('passwordHash' in row))).toBe(true);
    expect(list.map((row) => row.id)).toEqual([...list.map((row) => row.id)].sort((a, b) => a - b));

    expect(await findUserForAdmin(ctx.db, withHabits.id)).toEqual(byId.get(withHabits.id));
    expect(await findUserForAdmin(ctx.db, 999_999)).toBeUndefined();
  });

  test('userStats counts tiers and the 24 h / 7 d / 30 d activity windows', async () => {
    const now = new Date('2030-01-31T12:00:00.000Z');
    const before = await userStats(ctx.db, now);
    const seen = async (agoMs: number | null, tier: 'FREE' | 'PREMIUM' = 'FREE') => {
      const user = await makeUser(ctx.db);
      if (tier === 'PREMIUM') await setAccess(ctx.db, user.id, { tier: 'PREMIUM' });
      if (agoMs !== null) await touchLastSeen(ctx.db, user.id, new Date(now.getTime() - agoMs));
    };
    await seen(HOUR, 'PREMIUM'); // day, week, month
    await seen(2 * DAY); // week, month
    await seen(20 * DAY, 'PREMIUM'); // month
    await seen(40 * DAY); // none
    await seen(null); // never seen

    const after = await userStats(ctx.db, now);
    expect({
      totalUsers: after.totalUsers - before.totalUsers,
      freeUsers: after.freeUsers - before.freeUsers,
      premiumUsers: after.premiumUsers - before.premiumUsers,
      dau: after.dau - before.dau,
      wau: after.wau - before.wau,
      mau: after.mau - before.mau,
    }).toEqual({ totalUsers: 5, freeUsers: 3, premiumUsers: 2, dau: 1, wau: 2, mau: 3 });
    for (const value of Object.values(after)) expect(typeof value).toBe('number');
  });
});

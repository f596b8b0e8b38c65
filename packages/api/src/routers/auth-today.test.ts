import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestEngines, createTestApi, numberHabit, type TestApi } from '../testing';

describe.each(availableTestEngines())("the user's today, from the server, on %s", (engine) => {
  let t: TestApi;
  beforeAll(async () => {
    t = await createTestApi(engine);
    await t.signup('admin@example.com');
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /api/auth/user answers today and when it ends, in the user’s zone, by their day end', async () => {
    const { token } = await t.signup('today@example.com', { timezone: 'Asia/Tokyo' });
    // 23:30 UTC on 15 March is 08:30 on 16 March in Tokyo.
    t.clock.now = new Date('2025-03-15T23:30:00Z');
    try {
      const me = await t.rest('GET', '/api/auth/user', { token });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({
        timezone: 'Asia/Tokyo',
        today: '2025-03-16',
        todayEndsAt: '2025-03-16T15:00:00.000Z',
      });
      // tRPC alike.
      expect((await t.trpc('query', 'auth.me', undefined, token)).json().result.data).toMatchObject(
        { today: '2025-03-16' },
      );
      // The same today the server judges by: 16 March can be logged, 17 March cannot.
      const habit = (await t.rest('POST', '/api/habits', { token, body: numberHabit })).json<{
        id: number;
      }>();
      const log = (date: string) =>
        t.rest('POST', `/api/habits/${habit.id}/entries`, {
          token,
          body: { date, actualValue: 1 },
        });
      expect((await log('2025-03-16')).statusCode).toBe(200);
      expect((await log('2025-03-17')).statusCode).toBe(400);

      // A new day end moves today at once, and the answer of the change says so.
      t.clock.now = new Date('2025-03-15T16:30:00Z'); // 01:30 on 16 March in Tokyo
      const later = await t.rest('PUT', '/api/auth/user', { token, body: { dayEndsAtHour: 3 } });
      expect(later.json()).toMatchObject({
        dayEndsAtHour: 3,
        today: '2025-03-15',
        todayEndsAt: '2025-03-15T18:00:00.000Z',
      });
      const zone = await t.trpc('mutation', 'auth.updatePreferences', { timezone: 'UTC' }, token);
      expect(zone.json().result.data).toMatchObject({ timezone: 'UTC', today: '2025-03-15' });
      const profile = await t.rest('PATCH', '/api/auth/user', {
        token,
        body: { firstName: 'To', lastName: 'Day', email: 'today@example.com' },
      });
      expect(profile.json()).toMatchObject({ firstName: 'To', today: '2025-03-15' });
    } finally {
      t.clock.now = new Date('2025-03-15T12:00:00Z');
    }
  });

  it('each user has their own today', async () => {
    const east = (await t.signup('east@example.com', { timezone: 'Pacific/Kiritimati' })).token;
    const west = (await t.signup('west@example.com', { timezone: 'Pacific/Pago_Pago' })).token;
    const today = async (token: string) =>
      (await t.rest('GET', '/api/auth/user', { token })).json<{ today: string }>().today;
    // 12:00 UTC: already the 16th at UTC+14, still the 15th at UTC-11.
    expect(await today(east)).toBe('2025-03-16');
    expect(await today(west)).toBe('2025-03-15');
  });
});

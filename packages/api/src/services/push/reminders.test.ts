import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertEntry, type DbHandle } from '@taper/db';
import { startLocalPushService, type LocalPushService } from '../../push-service.testing';
import { availableTestEngines, createTestApi, numberHabit, type TestApi } from '../../testing';
import { sendDueReminders } from './reminders';
import { createPushService, type PushService } from './sender';

const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

describe.each(availableTestEngines())('the reminder scheduler on %s', (engine) => {
  let t: TestApi;
  let push: LocalPushService;
  let other: DbHandle;
  let token: string;
  let userId: number;
  let coffee: number;
  const service = (db: DbHandle['db']): PushService =>
    createPushService({
      db,
      policy: { allowHosts: [push.host], resolve: () => Promise.resolve([]) },
    });
  /** Both processes look at once, as their timers may fire together. */
  const bothAt = async (iso: string, processes: PushService[]) => {
    const now = new Date(iso);
    const dbs = [t.testDb.db, other.db];
    await Promise.all(processes.map((p, i) => sendDueReminders(dbs[i % 2]!, p, now)));
    return push.received.map((message) => message.payload as { title: string; body: string });
  };

  beforeAll(async () => {
    push = await startLocalPushService();
    t = await createTestApi(engine);
    other = t.testDb.openAnother();
    await t.signup('admin@example.com');
    const signedUp = await t.signup('owl@example.com');
    token = signedUp.token;
    userId = signedUp.id;
    // Berlin, and a day that ends at 3 a.m.
    await t.rest('PUT', '/api/auth/user', {
      token,
      body: { timezone: 'Europe/Berlin', dayEndsAtHour: 3 },
    });
    coffee = (
      await t.rest('POST', '/api/habits', {
        token,
        body: { ...numberHabit, name: 'Coffee', reminder: { time: '21:00', days: weekdays } },
      })
    ).json<{ id: number }>().id;
    await t.rest('POST', '/api/habits', {
      token,
      body: { ...numberHabit, name: 'Tea', reminder: { time: '01:00', days: ['friday'] } },
    });
    t.services.push = service(t.testDb.db);
    const phone = push.subscribe('phone');
    await t.rest('POST', '/api/push/subscriptions', {
      token,
      body: { endpoint: phone.endpoint, keys: phone.keys },
    });
  });
  afterAll(async () => {
    await other.close();
    await t.close();
    await push.close();
  });

  it('sends each reminder once per user-day across two processes, a restart and a 3 a.m. day end', async () => {
    const [a, b] = [service(t.testDb.db), service(other.db)];
    push.expectKey((await a.keys()).publicKey);
    // Friday 2026-11-27, 21:00 in Berlin (20:00 UTC): one message, whatever the processes.
    let got = await bothAt('2026-11-27T20:00:00Z', [a, b]);
    expect(got).toEqual([
      expect.objectContaining({ title: 'Coffee', body: 'Log today — goal ≤ 2' }),
    ]);
    got = await bothAt('2026-11-27T20:30:00Z', [a, b]);
    expect(got).toHaveLength(1);
    // 01:00 on Saturday's calendar is still Friday with the day ending at 3: Tea's Friday reminder.
    got = await bothAt('2026-11-28T00:05:00Z', [a, b]);
    expect(got.map((message) => message.title)).toEqual(['Coffee', 'Tea']);
    // Saturday is not a weekday.
    got = await bothAt('2026-11-28T20:05:00Z', [a, b]);
    expect(got).toHaveLength(2);
    // Monday is logged already: no reminder.
    await upsertEntry(t.testDb.db, {
      userId,
      habitId: coffee,
      date: '2026-11-30',
      performance: 'success',
      actualValue: 0,
    });
    got = await bothAt('2026-11-30T20:01:00Z', [a, b]);
    expect(got).toHaveLength(2);
    // Tuesday: both processes were down at 21:00; restarted 45 minutes late, they catch up once.
    const [c, d] = [service(t.testDb.db), service(other.db)];
    got = await bothAt('2026-12-01T20:45:00Z', [c, d]);
    expect(got.map((message) => message.title)).toEqual(['Coffee', 'Tea', 'Coffee']);
    // Wednesday: back over an hour late, nothing is sent.
    got = await bothAt('2026-12-02T21:10:00Z', [c, d]);
    expect(got).toHaveLength(3);
    expect(push.problems).toEqual([]);
  });

  it('the daily check-in names the habits still to log', async () => {
    await t.rest('PUT', '/api/auth/user', {
      token,
      body: { checkIn: { time: '22:00', days: ['thursday'] } },
    });
    const before = push.received.length;
    // Thursday 2026-12-03, 22:00 Berlin.
    const got = await bothAt('2026-12-03T21:00:00Z', [service(t.testDb.db), service(other.db)]);
    expect(got.slice(before)).toEqual([
      expect.objectContaining({ body: 'Coffee and Tea to log today', url: '/' }),
    ]);
  });

  it('speaks the user’s language: the reminder, its buttons and the check-in in German', async () => {
    await t.rest('PUT', '/api/auth/user', {
      token,
      body: { locale: 'de', checkIn: { time: '22:00', days: ['friday'] } },
    });
    const before = push.received.length;
    const processes = [service(t.testDb.db), service(other.db)];
    // Friday 2026-12-04, 21:00 and then 22:00 in Berlin.
    await bothAt('2026-12-04T20:00:00Z', processes);
    const got = await bothAt('2026-12-04T21:00:00Z', processes);
    expect(got.slice(before)).toEqual([
      expect.objectContaining({
        title: 'Coffee',
        body: 'Heute eintragen — Ziel ≤ 2',
        actions: [
          { action: 'log-0', title: '0 eintragen' },
          { action: 'open', title: 'Öffnen' },
        ],
      }),
      expect.objectContaining({
        title: 'Taper-Erinnerung',
        body: 'Heute noch einzutragen: Coffee und Tea',
      }),
    ]);
  });

  it("sends each of a habit's reminders once at its own time, and none once the day is logged", async () => {
    const sugar = (
      await t.rest('POST', '/api/habits', {
        token,
        body: {
          ...numberHabit,
          name: 'Sugar',
          reminders: [
            { time: '18:00', days: ['sunday'] },
            { time: '08:00', days: ['sunday'] },
            { time: '12:30', days: ['saturday', 'sunday'] },
          ],
        },
      })
    ).json<{ id: number; reminders: { time: string }[]; reminder: { time: string } }>();
    expect(sugar.reminders.map((reminder) => reminder.time)).toEqual(['08:00', '12:30', '18:00']);
    expect(sugar.reminder.time).toBe('08:00');
    const processes = [service(t.testDb.db), service(other.db)];
    const sugarSince = async (before: number, iso: string) =>
      (await bothAt(iso, processes)).slice(before).filter((message) => message.title === 'Sugar');
    const before = push.received.length;
    // Sunday 2026-12-06 in Berlin (UTC+1): 08:00, twice within its hour, then 12:30.
    expect(await sugarSince(before, '2026-12-06T07:00:00Z')).toHaveLength(1);
    expect(await sugarSince(before, '2026-12-06T07:40:00Z')).toHaveLength(1);
    expect(await sugarSince(before, '2026-12-06T11:30:00Z')).toHaveLength(2);
    expect(await sugarSince(before, '2026-12-06T11:31:00Z')).toHaveLength(2);
    // Logged in the afternoon: the 18:00 reminder is not sent.
    await upsertEntry(t.testDb.db, {
      userId,
      habitId: sugar.id,
      date: '2026-12-06',
      performance: 'success',
      actualValue: 0,
    });
    expect(await sugarSince(before, '2026-12-06T17:00:00Z')).toHaveLength(2);
    expect(push.problems).toEqual([]);
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  claimReminder,
  createHabit,
  deletePushEndpoint,
  deletePushSubscription,
  findHabit,
  findUserById,
  habitDayKey,
  habitDaysWithEntry,
  habitsToLogByUser,
  habitsToLogOn,
  hasEntryOn,
  listCheckIns,
  listHabitReminders,
  listHabits,
  listPushSubscriptions,
  pruneReminderClaims,
  savePushSubscription,
  settleServerSetting,
  updateHabit,
  updatePreferences,
  upsertEntry,
} from '../index';
import { createTestDbWithOldRows, ENGINES, type TestDb } from '../testing';

describe.each(ENGINES)(
  'migration 0017: push subscriptions, server settings, reminders and their claims [$engine]',
  ({ engine, available }) => {
    let testDb: TestDb | undefined;
    let userId = 0;
    let otherId = 0;

    beforeAll(async () => {
      if (!available) return;
      ({
        testDb,
        userIds: [userId = 0, otherId = 0],
      } = await createTestDbWithOldRows(engine, '0015_reduction', {
        emails: ['old@example.com', 'other@example.com'],
        habits: ['Old'],
      }));
    });

    afterAll(async () => {
      await testDb?.dispose();
    });

    test.skipIf(!available)(
      'existing habits and users have no reminder; reminders are kept',
      async () => {
        const db = testDb!.db;
        const [old] = await listHabits(db, userId);
        expect(old?.reminders).toBeNull();
        expect((await findUserById(db, userId))?.checkIn).toBeNull();
        const nine = { time: '21:00', days: ['monday' as const, 'friday' as const] };
        const coffee = await createHabit(db, userId, {
          createdOn: '2025-01-01',
          name: 'Coffee',
          reminders: [nine],
        });
        expect(coffee.reminders).toEqual([nine]);
        expect((await findHabit(db, userId, coffee.id))?.reminders).toEqual([nine]);
        expect((await updateHabit(db, userId, old!.id, { reminders: [nine] }))?.reminders).toEqual([
          nine,
        ]);
        // No reminder left is stored as none.
        expect((await updateHabit(db, userId, old!.id, { reminders: [] }))?.reminders).toBeNull();
        expect((await updatePreferences(db, userId, { checkIn: nine }))?.checkIn).toEqual(nine);

        // No device yet: nothing to remind.
        expect(await listHabitReminders(db, 0, 10)).toEqual([]);
        expect(await listCheckIns(db, 0, 10)).toEqual([]);
      },
    );

    test.skipIf(!available)('one subscription per endpoint, several per user', async () => {
      const db = testDb!.db;
      const first = await savePushSubscription(db, userId, {
        endpoint: 'https://push.example.com/a',
        p256dh: 'key-1',
        auth: 'auth-1',
      });
      await savePushSubscription(db, userId, {
        endpoint: 'https://push.example.com/b',
        p256dh: 'key-2',
        auth: 'auth-2',
      });
      const again = await savePushSubscription(db, userId, {
        endpoint: 'https://push.example.com/a',
        p256dh: 'key-3',
        auth: 'auth-3',
      });
      expect(again?.id).toBe(first?.id);
      const devices = await listPushSubscriptions(db, userId);
      expect(devices.map((device) => [device.endpoint, device.p256dh])).toEqual([
        ['https://push.example.com/a', 'key-3'],
        ['https://push.example.com/b', 'key-2'],
      ]);
      expect(await deletePushSubscription(db, otherId, 'https://push.example.com/b')).toBe(false);
      expect(await deletePushSubscription(db, userId, 'https://push.example.com/b')).toBe(true);
      await deletePushEndpoint(db, 'https://push.example.com/missing');
      expect(await listPushSubscriptions(db, userId)).toHaveLength(1);
      await expect(
        sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth)
          values (${userId}, ${'https://x/' + 'a'.repeat(2100)}, 'k', 'a')`.execute(db),
      ).rejects.toThrow();

      const reminders = await listHabitReminders(db, 0, 10);
      expect(reminders.map((row) => [row.name, row.timezone])).toEqual([['Coffee', 'UTC']]);
      expect(await listHabitReminders(db, reminders[0]!.id, 10)).toEqual([]);
      expect((await listCheckIns(db, 0, 10)).map((row) => row.id)).toEqual([userId]);
    });

    test.skipIf(!available)('a reminder is claimed once per user-day', async () => {
      const db = testDb!.db;
      const now = new Date('2026-11-27T21:00:00Z');
      const claim = {
        kind: 'habit' as const,
        userId,
        habitId: 5,
        day: '2026-11-27',
        reminderTime: '21:00',
      };
      expect(await claimReminder(db, claim, now)).toBe(true);
      expect(await claimReminder(db, claim, now)).toBe(false);
      expect(await claimReminder(db, { ...claim, day: '2026-11-28' }, now)).toBe(true);
      const checkIn = { ...claim, kind: 'check_in' as const, habitId: 0, reminderTime: '' };
      expect(await claimReminder(db, checkIn, now)).toBe(true);
      expect(await claimReminder(db, { ...claim, userId: otherId }, now)).toBe(true);
      expect(await pruneReminderClaims(db, new Date('2026-11-27T20:00:00Z'))).toBe(0);
      expect(await pruneReminderClaims(db, new Date('2026-12-27T20:00:00Z'))).toBe(4);
    });

    test.skipIf(!available)('what is still to log, and settings made once', async () => {
      const db = testDb!.db;
      const [old, coffee] = await listHabits(db, userId);
      await upsertEntry(db, {
        userId,
        habitId: coffee!.id,
        date: '2026-11-27',
        performance: 'success',
        actualValue: 0,
      });
      expect(await hasEntryOn(db, coffee!.id, '2026-11-27')).toBe(true);
      expect(await hasEntryOn(db, coffee!.id, '2026-11-28')).toBe(false);
      expect(await habitsToLogOn(db, userId, '2026-11-27')).toEqual([old!.name]);
      expect(await habitsToLogOn(db, userId, '2026-11-28')).toEqual([old!.name, 'Coffee']);

      expect(await settleServerSetting(db, 'vapid', 'first')).toBe('first');
      expect(await settleServerSetting(db, 'vapid', 'second')).toBe('first');
    });

    test.skipIf(!available)(
      'a batch of reminders reads each habit and user on its own day',
      async () => {
        const db = testDb!.db;
        const [old, coffee] = await listHabits(db, userId);
        const tea = await createHabit(db, otherId, { createdOn: '2025-01-01', name: 'Tea' });
        await upsertEntry(db, {
          userId: otherId,
          habitId: tea.id,
          date: '2026-11-27',
          performance: 'success',
          actualValue: 0,
        });
        // Coffee was logged on the 27th (above); Tea on the 27th, which is not its user's day here.
        const logged = await habitDaysWithEntry(db, [
          { habitId: coffee!.id, day: '2026-11-27' },
          { habitId: old!.id, day: '2026-11-27' },
          { habitId: tea.id, day: '2026-11-28' },
        ]);
        expect([...logged]).toEqual([habitDayKey(coffee!.id, '2026-11-27')]);
        expect(await habitDaysWithEntry(db, [])).toEqual(new Set());

        const toLog = await habitsToLogByUser(db, [
          { userId, day: '2026-11-27' },
          { userId: otherId, day: '2026-11-28' },
        ]);
        expect(toLog).toEqual(
          new Map([
            [userId, [old!.name]],
            [otherId, ['Tea']],
          ]),
        );
        const otherOnItsDay = await habitsToLogByUser(db, [{ userId: otherId, day: '2026-11-27' }]);
        expect(otherOnItsDay).toEqual(new Map([[otherId, []]]));
      },
    );
  },
);

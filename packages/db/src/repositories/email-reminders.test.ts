import { sql } from 'kysely';
import { expect, test } from 'vitest';
import {
  addEmailStopToken,
  claimEmailReminder,
  createHabit,
  daysToLog,
  deleteAccount,
  emailReminderSentOn,
  findUserById,
  listEmailReminders,
  pruneEmailStopTokens,
  releaseEmailReminder,
  setHabitArchived,
  updatePreferences,
  upsertEntry,
  useEmailStopToken,
} from '../index';
import { describeEngines, makeUser } from '../testing';

const NOW = new Date('2026-03-02T20:00:00Z');

describeEngines('email reminders', (ctx) => {
  test('lists only the users who turned it on, with their time', async () => {
    const on = await makeUser(ctx.db);
    const off = await makeUser(ctx.db);
    await updatePreferences(ctx.db, on.id, { emailReminderTime: '21:00' });
    const listed = await listEmailReminders(ctx.db, 0, 1000);
    expect(listed.find((row) => row.id === on.id)).toMatchObject({
      time: '21:00',
      email: on.email,
      timezone: 'UTC',
    });
    expect(listed.some((row) => row.id === off.id)).toBe(false);
    expect((await findUserById(ctx.db, on.id))?.emailReminderTime).toBe('21:00');
  });

  test('knows a day with nothing logged from one with a log, over unarchived habits only', async () => {
    const user = await makeUser(ctx.db);
    const idle = await makeUser(ctx.db);
    const coffee = await createHabit(ctx.db, user.id, { createdOn: '2026-01-01', name: 'Coffee' });
    await createHabit(ctx.db, user.id, { createdOn: '2026-01-01', name: 'Tea' });
    const old = await createHabit(ctx.db, idle.id, { createdOn: '2026-01-01', name: 'Wine' });
    await createHabit(ctx.db, idle.id, { createdOn: '2026-01-01', name: 'Beer' });
    await upsertEntry(ctx.db, {
      habitId: old.id,
      userId: idle.id,
      date: '2026-03-02',
      performance: 'success',
      actualValue: 0,
    });
    await setHabitArchived(ctx.db, idle.id, old.id, true);
    const before = await daysToLog(ctx.db, [
      { userId: user.id, day: '2026-03-02' },
      { userId: idle.id, day: '2026-03-02' },
    ]);
    expect(before.get(user.id)).toEqual({ toLog: ['Coffee', 'Tea'], logged: false });
    // The archived habit's log is not a log of the day.
    expect(before.get(idle.id)).toEqual({ toLog: ['Beer'], logged: false });
    await upsertEntry(ctx.db, {
      habitId: coffee.id,
      userId: user.id,
      date: '2026-03-02',
      performance: 'skipped',
    });
    const after = await daysToLog(ctx.db, [{ userId: user.id, day: '2026-03-02' }]);
    expect(after.get(user.id)).toEqual({ toLog: ['Tea'], logged: true });
    // Another day's log does not count.
    const next = await daysToLog(ctx.db, [{ userId: user.id, day: '2026-03-03' }]);
    expect(next.get(user.id)).toEqual({ toLog: ['Coffee', 'Tea'], logged: false });
  });

  test('claims a user-day once, whoever asks; a given-back claim can be taken again', async () => {
    const user = await makeUser(ctx.db);
    expect(await claimEmailReminder(ctx.db, user.id, '2026-03-02')).toBe(false); // off: never
    await updatePreferences(ctx.db, user.id, { emailReminderTime: '21:00' });
    const claims = await Promise.all(
      Array.from({ length: 4 }, () => claimEmailReminder(ctx.db, user.id, '2026-03-02')),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await emailReminderSentOn(ctx.db, user.id)).toBe('2026-03-02');
    await releaseEmailReminder(ctx.db, user.id, '2026-03-02', null);
    expect(await emailReminderSentOn(ctx.db, user.id)).toBeNull();
    expect(await claimEmailReminder(ctx.db, user.id, '2026-03-02')).toBe(true);
    expect(await claimEmailReminder(ctx.db, user.id, '2026-03-03')).toBe(true);
    expect(await claimEmailReminder(ctx.db, user.id, '2026-03-03')).toBe(false);
  });

  test("a stop link turns its user's reminder off once, and no one else's", async () => {
    const user = await makeUser(ctx.db);
    const other = await makeUser(ctx.db);
    await updatePreferences(ctx.db, user.id, { emailReminderTime: '21:00' });
    await updatePreferences(ctx.db, other.id, { emailReminderTime: '20:00' });
    await addEmailStopToken(ctx.db, { tokenHash: 'a'.repeat(64), userId: user.id }, NOW);
    await addEmailStopToken(ctx.db, { tokenHash: 'b'.repeat(64), userId: user.id }, NOW);
    await addEmailStopToken(ctx.db, { tokenHash: 'c'.repeat(64), userId: other.id }, NOW);
    expect(await useEmailStopToken(ctx.db, 'f'.repeat(64))).toBeUndefined();
    expect(await useEmailStopToken(ctx.db, 'a'.repeat(64))).toEqual({ userId: user.id });
    expect((await findUserById(ctx.db, user.id))?.emailReminderTime).toBeNull();
    expect((await findUserById(ctx.db, other.id))?.emailReminderTime).toBe('20:00');
    // Used, and the user's other links spent with it.
    expect(await useEmailStopToken(ctx.db, 'a'.repeat(64))).toBeUndefined();
    expect(await useEmailStopToken(ctx.db, 'b'.repeat(64))).toBeUndefined();
    expect(await pruneEmailStopTokens(ctx.db, new Date(NOW.getTime() + 1))).toBe(1);
    expect(await useEmailStopToken(ctx.db, 'c'.repeat(64))).toBeUndefined();
  });

  test('a time is five characters, and an account goes with its stop links', async () => {
    const user = await makeUser(ctx.db);
    await expect(
      sql`update users set email_reminder_time = ${'21:000'} where id = ${user.id}`.execute(ctx.db),
    ).rejects.toThrow();
    await addEmailStopToken(ctx.db, { tokenHash: 'd'.repeat(64), userId: user.id }, NOW);
    expect(await deleteAccount(ctx.db, user.id)).toEqual({ ok: true });
    const { rows } = await sql<{
      n: number;
    }>`select count(*) as n from email_stop_tokens where user_id = ${user.id}`.execute(ctx.db);
    expect(Number(rows[0]?.n)).toBe(0);
  });
});

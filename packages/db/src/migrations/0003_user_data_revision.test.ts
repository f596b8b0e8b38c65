import { expect, test } from 'vitest';
import {
  createHabit,
  createSession,
  deleteHabit,
  findSessionWithUser,
  findUserById,
  touchLastSeen,
  updateEntry,
  updateHabit,
  updateTheme,
  upsertEntry,
} from '../index';
import { describeEngines, makeUser } from '../testing';

/** `users.data_revision` is kept by triggers: the API's read caches are only as safe as this. */
describeEngines('data revision', (ctx) => {
  const revisionOf = async (userId: number) => (await findUserById(ctx.db, userId))?.dataRevision;

  test('every change to a habit or an entry bumps its owner, and only its owner', async () => {
    const user = await makeUser(ctx.db);
    const bystander = await makeUser(ctx.db);
    await createHabit(ctx.db, bystander.id, { createdOn: '2025-01-01', name: 'Tea' });
    const bystanderBefore = await revisionOf(bystander.id);
    const seen: number[] = [(await revisionOf(user.id)) ?? -1];
    const expectBumped = async () => {
      const now = (await revisionOf(user.id)) ?? -1;
      expect(now).toBeGreaterThan(seen.at(-1) ?? -1);
      seen.push(now);
    };

    const habit = await createHabit(ctx.db, user.id, { createdOn: '2025-01-01', name: 'Coffee' });
    await expectBumped();
    await updateHabit(ctx.db, user.id, habit.id, { name: 'Espresso' });
    await expectBumped();
    const entry = await upsertEntry(ctx.db, {
      habitId: habit.id,
      userId: user.id,
      date: '2025-05-01',
      performance: 'success',
      actualValue: 1,
    });
    await expectBumped();
    await upsertEntry(ctx.db, {
      habitId: habit.id,
      userId: user.id,
      date: '2025-05-01',
      performance: 'over',
      actualValue: 9,
    });
    await expectBumped();
    await updateEntry(ctx.db, user.id, entry?.id ?? 0, {
      date: '2025-05-02',
      performance: 'success',
      actualValue: 1,
    });
    await expectBumped();
    await deleteHabit(ctx.db, user.id, habit.id);
    await expectBumped();

    expect(await revisionOf(bystander.id)).toBe(bystanderBefore);
  });

  test('changes elsewhere (theme, last seen) leave it alone; the session lookup reads it', async () => {
    const user = await makeUser(ctx.db);
    await createHabit(ctx.db, user.id, { createdOn: '2025-01-01', name: 'Coffee' });
    const before = await revisionOf(user.id);
    await updateTheme(ctx.db, user.id, 'dark');
    await touchLastSeen(ctx.db, user.id, new Date());
    expect(await revisionOf(user.id)).toBe(before);
    const id = `rev${String(user.id).padStart(61, '0')}`;
    await createSession(ctx.db, { id, userId: user.id, expiresAt: new Date(Date.now() + 60_000) });
    expect((await findSessionWithUser(ctx.db, id))?.user.dataRevision).toBe(before);
  });
});

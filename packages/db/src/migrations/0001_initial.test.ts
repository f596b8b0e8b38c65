import { expect, test } from 'vitest';
import {
  createHabit,
  createPendingUpload,
  createSession,
  deleteHabit,
  deleteUser,
  findEntry,
  findHabit,
  findPendingUpload,
  findSessionWithUser,
  isForeignKeyViolation,
  listEntriesForHabit,
  listEntriesForUser,
  listHabits,
  purgeDeletedHabits,
  upsertEntry,
} from '../index';
import { describeEngines, makeUser } from '../testing';

describeEngines('integrity', (ctx) => {
  test('deleting a habit deletes its entries, and only its entries', async () => {
    const user = await makeUser(ctx.db);
    const going = await createHabit(ctx.db, user.id, { createdOn: '2025-01-01', name: 'Going' });
    const staying = await createHabit(ctx.db, user.id, {
      createdOn: '2025-01-01',
      name: 'Staying',
    });
    const gone = await upsertEntry(ctx.db, {
      habitId: going.id,
      userId: user.id,
      date: '2025-01-01',
      performance: 'success',
    });
    await upsertEntry(ctx.db, {
      habitId: staying.id,
      userId: user.id,
      date: '2025-01-01',
      performance: 'success',
    });

    await deleteHabit(ctx.db, user.id, going.id);
    expect(await findEntry(ctx.db, user.id, gone!.id)).toBeUndefined();
    // Kept for a restore until the purge, which cascades to the entries.
    await purgeDeletedHabits(ctx.db, new Date(Date.now() + 400 * 86_400_000));
    expect(await listEntriesForHabit(ctx.db, user.id, going.id)).toEqual([]);
    expect(await listEntriesForHabit(ctx.db, user.id, staying.id)).toHaveLength(1);
  });

  test('deleting a user deletes their habits, entries, sessions and pending uploads', async () => {
    const user = await makeUser(ctx.db);
    const bystander = await makeUser(ctx.db);
    const habit = await createHabit(ctx.db, user.id, { createdOn: '2025-01-01', name: 'Mine' });
    const theirs = await createHabit(ctx.db, bystander.id, {
      createdOn: '2025-01-01',
      name: 'Theirs',
    });
    await upsertEntry(ctx.db, {
      habitId: habit.id,
      userId: user.id,
      date: '2025-01-01',
      performance: 'success',
    });
    await upsertEntry(ctx.db, {
      habitId: theirs.id,
      userId: bystander.id,
      date: '2025-01-01',
      performance: 'success',
    });
    const expiresAt = new Date(Date.now() + 60_000);
    await createSession(ctx.db, { id: `cascade-${user.id}`, userId: user.id, expiresAt });
    await createPendingUpload(ctx.db, {
      id: `upload-${user.id}`,
      userId: user.id,
      category: 'food',
      fileName: 'x.svg',
      expiresAt,
    });

    expect(await deleteUser(ctx.db, user.id)).toBe(true);
    expect(await listHabits(ctx.db, user.id)).toEqual([]);
    expect(await findHabit(ctx.db, user.id, habit.id)).toBeUndefined();
    expect(await listEntriesForUser(ctx.db, user.id)).toEqual([]);
    expect(await findSessionWithUser(ctx.db, `cascade-${user.id}`)).toBeUndefined();
    expect(await findPendingUpload(ctx.db, `upload-${user.id}`)).toBeUndefined();
    expect(await listHabits(ctx.db, bystander.id)).toHaveLength(1);
    expect(await listEntriesForUser(ctx.db, bystander.id)).toHaveLength(1);
  });

  test('foreign keys are enforced (no habit for a missing user)', async () => {
    const error: unknown = await createHabit(ctx.db, 999_999, {
      createdOn: '2025-01-01',
      name: 'Orphan',
    }).catch((e: unknown) => e);
    expect(isForeignKeyViolation(error)).toBe(true);
  });

  test('an entry’s owner must be its habit’s owner', async () => {
    const owner = await makeUser(ctx.db);
    const intruder = await makeUser(ctx.db);
    const habit = await createHabit(ctx.db, owner.id, { createdOn: '2025-01-01', name: 'Owned' });
    const error: unknown = await ctx.db
      .insertInto('habitEntries')
      .values({
        habitId: habit.id,
        userId: intruder.id,
        date: '2025-01-01',
        performance: 'success',
      })
      .execute()
      .catch((e: unknown) => e);
    expect(isForeignKeyViolation(error)).toBe(true);
  });
});

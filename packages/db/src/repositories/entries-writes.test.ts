import { expect, test } from 'vitest';
import {
  deleteEntry,
  findEntry,
  isUniqueViolation,
  listEntriesForHabit,
  updateEntry,
  upsertEntry,
} from '../index';
import { describeEngines, makeUser, makeUserWithHabit, openConnections } from '../testing';

describeEngines('entries', (ctx) => {
  const setup = () => makeUserWithHabit(ctx.db);

  test("deleteEntry removes only the owner's entry", async () => {
    const { user, habit } = await setup();
    const intruder = await makeUser(ctx.db);
    const entry = await upsertEntry(ctx.db, {
      habitId: habit.id,
      userId: user.id,
      date: '2025-03-02',
      performance: 'success',
      actualValue: 1,
    });
    if (!entry) throw new Error('entry not created');
    expect(await deleteEntry(ctx.db, intruder.id, entry.id)).toBe(false);
    expect(await findEntry(ctx.db, user.id, entry.id)).toBeDefined();
    expect(await deleteEntry(ctx.db, user.id, entry.id)).toBe(true);
    expect(await findEntry(ctx.db, user.id, entry.id)).toBeUndefined();
    expect(await deleteEntry(ctx.db, user.id, entry.id)).toBe(false);
  });

  test('upsertEntry creates the entry of a date', async () => {
    const { user, habit } = await setup();
    const entry = await upsertEntry(ctx.db, {
      habitId: habit.id,
      userId: user.id,
      date: '2025-03-01',
      performance: 'success',
      actualValue: 2.5,
      note: 'after lunch',
    });
    expect(entry).toMatchObject({
      habitId: habit.id,
      userId: user.id,
      date: '2025-03-01',
      performance: 'success',
      actualValue: 2.5,
      levelValue: null,
      note: 'after lunch',
    });
    expect(typeof entry?.id).toBe('number');
    expect(entry?.createdAt).toBeInstanceOf(Date);
  });

  test('upsertEntry on a logged date updates that entry (same id, new values)', async () => {
    const { user, habit } = await setup();
    const created = await upsertEntry(
      ctx.db,
      {
        habitId: habit.id,
        userId: user.id,
        date: '2025-03-02',
        performance: 'success',
        actualValue: 1,
        note: 'x',
      },
      new Date('2025-03-02T08:00:00.000Z'),
    );
    const later = new Date('2025-03-02T20:00:00.000Z');
    const updated = await upsertEntry(
      ctx.db,
      {
        habitId: habit.id,
        userId: user.id,
        date: '2025-03-02',
        performance: 'over',
        actualValue: 4,
      },
      later,
    );
    expect(updated).toMatchObject({
      id: created?.id,
      performance: 'over',
      actualValue: 4,
      note: null,
    });
    expect(updated?.createdAt).toEqual(created?.createdAt);
    expect(updated?.updatedAt).toEqual(later);
    expect(await listEntriesForHabit(ctx.db, user.id, habit.id)).toHaveLength(1);
  });

  test('twenty parallel upserts of one (habit, date) leave one row', async () => {
    const { user, habit } = await setup();
    await openConnections(ctx.db, 10);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        upsertEntry(ctx.db, {
          habitId: habit.id,
          userId: user.id,
          date: '2025-04-01',
          performance: i % 2 === 0 ? 'success' : 'over',
          actualValue: i,
        }),
      ),
    );
    const ids = new Set(results.map((entry) => entry?.id));
    expect(ids.size).toBe(1);
    const rows = await listEntriesForHabit(ctx.db, user.id, habit.id);
    expect(rows).toHaveLength(1);
    expect(results.map((entry) => entry?.actualValue)).toContain(rows[0]!.actualValue);
  });

  test('upsertEntry refuses another user’s habit, on insert and on conflict', async () => {
    const { user, habit } = await setup();
    const intruder = await makeUser(ctx.db);
    const input = { habitId: habit.id, date: '2025-05-01', performance: 'success', actualValue: 1 };
    expect(await upsertEntry(ctx.db, { ...input, userId: intruder.id })).toBeUndefined();
    const mine = await upsertEntry(ctx.db, { ...input, userId: user.id });
    expect(
      await upsertEntry(ctx.db, { ...input, userId: intruder.id, actualValue: 99 }),
    ).toBeUndefined();
    expect(await findEntry(ctx.db, user.id, mine!.id)).toMatchObject({ actualValue: 1 });
    expect(
      await upsertEntry(ctx.db, { ...input, habitId: 999_999, userId: user.id }),
    ).toBeUndefined();
  });

  test('findEntry is scoped by owner', async () => {
    const { user, habit } = await setup();
    const intruder = await makeUser(ctx.db);
    const entry = await upsertEntry(ctx.db, {
      habitId: habit.id,
      userId: user.id,
      date: '2025-07-01',
      performance: 'success',
    });
    // SQLite's triggers stamp the revision after the row is written and returned.
    expect(await findEntry(ctx.db, user.id, entry!.id)).toEqual({
      ...entry,
      revision: expect.any(Number),
    });
    expect(await findEntry(ctx.db, intruder.id, entry!.id)).toBeUndefined();
  });

  test('updateEntry changes the given fields, scoped by owner; a taken date is a unique violation', async () => {
    const { user, habit } = await setup();
    const intruder = await makeUser(ctx.db);
    const entry = await upsertEntry(ctx.db, {
      habitId: habit.id,
      userId: user.id,
      date: '2025-08-01',
      performance: 'success',
      levelValue: 'low',
      note: 'keep me',
    });
    await upsertEntry(ctx.db, {
      habitId: habit.id,
      userId: user.id,
      date: '2025-08-02',
      performance: 'success',
    });
    const at = new Date('2025-08-03T00:00:00.000Z');
    const updated = await updateEntry(
      ctx.db,
      user.id,
      entry!.id,
      { performance: 'warning', levelValue: 'high' },
      at,
    );
    expect(updated).toMatchObject({
      performance: 'warning',
      levelValue: 'high',
      note: 'keep me',
      updatedAt: at,
    });
    expect(await updateEntry(ctx.db, user.id, entry!.id, { note: null })).toMatchObject({
      note: null,
    });
    expect(
      await updateEntry(ctx.db, intruder.id, entry!.id, { performance: 'over' }),
    ).toBeUndefined();
    const error: unknown = await updateEntry(ctx.db, user.id, entry!.id, {
      date: '2025-08-02',
    }).catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect(await updateEntry(ctx.db, user.id, entry!.id, { date: '2025-08-05' })).toMatchObject({
      date: '2025-08-05',
    });
  });
});

import type { Goal } from '@taper/domain';
import { expect, test } from 'vitest';
import {
  createHabit,
  deleteEntry,
  deleteHabit,
  DELETED_HABIT_RETENTION_DAYS,
  findEntry,
  findHabit,
  findUserForAdmin,
  insertEntries,
  insertHiddenHabits,
  showImportedHabits,
  listEntriesForHabit,
  listEntriesForUser,
  listGoalVersions,
  listHabits,
  reorderHabits,
  restoreHabit,
  listHabitIds,
  updateHabit,
  lockHabit,
  upsertEntry,
} from '../index';
import { describeEngines, makeUser } from '../testing';

const WEEKLY = {
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 0,
  friday: 5,
  saturday: 6,
  sunday: 7,
};

describeEngines('habits', (ctx) => {
  test('createHabit applies SPEC defaults', async () => {
    const user = await makeUser(ctx.db);
    const habit = await createHabit(ctx.db, user.id, { createdOn: '2025-01-01', name: 'Coffee' });
    expect(habit).toMatchObject({
      userId: user.id,
      name: 'Coffee',
      color: '#3B82F6',
      icon: 'coffee',
      goal: { goalType: 'number', goalSchedule: 'daily', dailyGoal: 0 },
    });
    expect(habit.createdAt).toBeInstanceOf(Date);
    expect(habit.updatedAt).toEqual(habit.createdAt);
  });

  test('createHabit stores the goal as it is, key order included', async () => {
    const user = await makeUser(ctx.db);
    const goal: Goal = {
      goalType: 'custom_tags',
      goalSchedule: 'weekly',
      customTags: ['none', 'a little', 'a lot'],
      weeklyGoals: {
        monday: '1',
        tuesday: '2',
        wednesday: '2',
        thursday: '3',
        friday: '3',
        saturday: '3',
        sunday: '1',
      },
    };
    const fields = { name: 'Scrolling', color: '#EF4444', icon: 'tiktok', goal };
    const habit = await createHabit(ctx.db, user.id, { ...fields, createdOn: '2025-01-01' });
    expect(habit).toMatchObject(fields);
    expect(Object.keys(habit.goal)).toEqual(Object.keys(goal));
    expect(await findHabit(ctx.db, user.id, habit.id)).toEqual(habit);
  });

  test('an impossible goal is never stored', async () => {
    const user = await makeUser(ctx.db);
    const impossible = { goalType: 'level', goalSchedule: 'daily', levelGoal: 'not-a-level' };
    await expect(
      createHabit(ctx.db, user.id, {
        createdOn: '2025-01-01',
        name: 'Bad',
        goal: impossible as unknown as Goal,
      }),
    ).rejects.toThrow();
    const habit = await createHabit(ctx.db, user.id, { createdOn: '2025-01-01', name: 'Good' });
    await expect(
      updateHabit(ctx.db, user.id, habit.id, { goal: impossible as unknown as Goal }),
    ).rejects.toThrow();
    expect((await findHabit(ctx.db, user.id, habit.id))?.goal).toEqual(habit.goal);
    expect((await listHabits(ctx.db, user.id)).map((row) => row.name)).toEqual(['Good']);
  });

  test('listHabits gives the owner’s habits, oldest first', async () => {
    const user = await makeUser(ctx.db);
    const other = await makeUser(ctx.db);
    const first = await createHabit(ctx.db, user.id, { createdOn: '2025-01-01', name: 'First' });
    await createHabit(ctx.db, other.id, { createdOn: '2025-01-01', name: 'Not mine' });
    const second = await createHabit(ctx.db, user.id, { createdOn: '2025-01-01', name: 'Second' });
    expect((await listHabits(ctx.db, user.id)).map((habit) => habit.id)).toEqual([
      first.id,
      second.id,
    ]);
    expect(await listHabits(ctx.db, 999_999)).toEqual([]);
  });

  test('findHabit is scoped by owner', async () => {
    const user = await makeUser(ctx.db);
    const other = await makeUser(ctx.db);
    const habit = await createHabit(ctx.db, user.id, { createdOn: '2025-01-01', name: 'Mine' });
    expect(await findHabit(ctx.db, user.id, habit.id)).toEqual(habit);
    expect(await findHabit(ctx.db, other.id, habit.id)).toBeUndefined();
  });

  test('updateHabit writes the given fields, bumps updatedAt, and is scoped by owner', async () => {
    const user = await makeUser(ctx.db);
    const other = await makeUser(ctx.db);
    const created = await createHabit(
      ctx.db,
      user.id,
      { createdOn: '2025-01-01', name: 'Old' },
      new Date('2025-01-01T00:00:00.000Z'),
    );
    const at = new Date('2025-02-01T00:00:00.000Z');
    const perWeekday: Goal = {
      goalType: 'number',
      goalSchedule: 'custom_daily',
      weeklyGoals: WEEKLY,
    };
    const updated = await updateHabit(
      ctx.db,
      user.id,
      created.id,
      { name: 'New', goal: perWeekday, color: undefined },
      at,
    );
    expect(updated).toMatchObject({ name: 'New', goal: perWeekday, color: '#3B82F6' });
    expect(updated?.updatedAt).toEqual(at);
    expect(updated?.createdAt).toEqual(created.createdAt);

    expect(await updateHabit(ctx.db, other.id, created.id, { name: 'Hijack' })).toBeUndefined();
    expect((await findHabit(ctx.db, user.id, created.id))?.name).toBe('New');
  });

  test('deleteHabit is scoped by owner and says whether it deleted', async () => {
    const user = await makeUser(ctx.db);
    const other = await makeUser(ctx.db);
    const habit = await createHabit(ctx.db, user.id, { createdOn: '2025-01-01', name: 'Going' });
    expect(await deleteHabit(ctx.db, other.id, habit.id)).toBe(false);
    expect(await deleteHabit(ctx.db, user.id, habit.id)).toBe(true);
    expect(await findHabit(ctx.db, user.id, habit.id)).toBeUndefined();
    expect(await deleteHabit(ctx.db, user.id, habit.id)).toBe(false);
  });

  test('insertHiddenHabits and insertEntries create an imported habit with the checks createHabit makes', async () => {
    const user = await makeUser(ctx.db);
    const other = await makeUser(ctx.db);
    const goal = { goalType: 'number', goalSchedule: 'daily', dailyGoal: 2 } as const;
    const history = [
      { effectiveFrom: '2024-01-01', goal: { ...goal, dailyGoal: 5 } },
      { effectiveFrom: '2024-06-01', goal },
    ];
    const now = new Date(Date.UTC(2025, 2, 15));
    const [id = 0] = await insertHiddenHabits(
      ctx.db,
      user.id,
      [{ name: 'Coffee', color: '#EF4444', icon: 'coffee', history, plan: null, archived: true }],
      now,
    );
    await showImportedHabits(ctx.db, user.id, [id], now);
    const habit = await findHabit(ctx.db, user.id, id);
    if (!habit) throw new Error('the imported habit was not shown');
    expect(habit).toMatchObject({ name: 'Coffee', goal, isArchived: true, plan: null });
    expect(await listGoalVersions(ctx.db, user.id, habit.id)).toEqual(history);
    const entries = Array.from({ length: 1201 }, (_, i) => ({
      date: new Date(Date.UTC(2020, 0, 1 + i)).toISOString().slice(0, 10),
      performance: 'success',
      actualValue: i % 3,
      note: i === 0 ? 'first' : null,
    }));
    let pauses = 0;
    const between = () => {
      pauses += 1;
      return Promise.resolve();
    };
    expect(await insertEntries(ctx.db, user.id, habit.id, entries, now, between)).toBe(1201);
    expect(pauses).toBe(3);
    const stored = await listEntriesForHabit(ctx.db, user.id, habit.id);
    expect(stored).toHaveLength(1201);
    expect(stored[0]).toMatchObject({ date: '2020-01-01', actualValue: 0, note: 'first' });
    // Another user's habit takes none of them; an impossible goal is never stored.
    await expect(
      insertEntries(ctx.db, other.id, habit.id, entries.slice(0, 1), now),
    ).rejects.toThrow();
    await expect(
      insertHiddenHabits(
        ctx.db,
        user.id,
        [
          {
            name: 'Tea',
            color: '#EF4444',
            icon: 'coffee',
            history: [{ effectiveFrom: '2024-01-01', goal: { ...goal, dailyGoal: 2.5 } }],
            plan: null,
          },
        ],
        now,
      ),
    ).rejects.toThrow();
    expect((await listHabits(ctx.db, user.id)).map((row) => row.name)).toEqual(['Coffee']);
  });

  test('a deleted habit leaves every read, and restoreHabit brings it back with its data', async () => {
    const user = await makeUser(ctx.db);
    const other = await makeUser(ctx.db);
    const first = await createHabit(ctx.db, user.id, { createdOn: '2025-01-01', name: 'First' });
    const going = await createHabit(ctx.db, user.id, { createdOn: '2025-01-01', name: 'Going' });
    const last = await createHabit(ctx.db, user.id, { createdOn: '2025-01-01', name: 'Last' });
    const logged = await upsertEntry(ctx.db, {
      habitId: going.id,
      userId: user.id,
      date: '2026-11-20',
      performance: 'success',
      actualValue: 1,
    });
    const versions = await listGoalVersions(ctx.db, user.id, going.id);

    expect(await deleteHabit(ctx.db, user.id, going.id)).toBe(true);
    expect((await listHabits(ctx.db, user.id)).map((h) => h.name)).toEqual(['First', 'Last']);
    expect(await findHabit(ctx.db, user.id, going.id)).toBeUndefined();
    expect(await listEntriesForUser(ctx.db, user.id)).toEqual([]);
    expect(await findEntry(ctx.db, user.id, logged!.id)).toBeUndefined();
    expect(await deleteEntry(ctx.db, user.id, logged!.id)).toBe(false);
    expect(
      await ctx.db.transaction().execute((trx) => lockHabit(trx, user.id, going.id)),
    ).toBeUndefined();
    expect((await findUserForAdmin(ctx.db, user.id))?.habitCount).toBe(2);
    expect(await reorderHabits(ctx.db, user.id, [last.id, first.id])).toBe(true);
    // Vacation's habits leave a deleted one out, chosen or not.
    expect(await listHabitIds(ctx.db, user.id, 'unarchived')).toEqual([first.id, last.id]);
    expect(await listHabitIds(ctx.db, user.id, { ids: [going.id] })).toEqual([]);

    expect(await restoreHabit(ctx.db, other.id, going.id)).toBeUndefined();
    expect(await restoreHabit(ctx.db, user.id, first.id)).toBeUndefined();
    const restored = await restoreHabit(ctx.db, user.id, going.id);
    expect(restored).toMatchObject({ id: going.id, name: 'Going', deletedAt: null });
    expect(await restoreHabit(ctx.db, user.id, going.id)).toBeUndefined();
    expect((await listHabits(ctx.db, user.id)).map((h) => h.name)).toEqual([
      'Last',
      'First',
      'Going',
    ]);
    expect(await listEntriesForHabit(ctx.db, user.id, going.id)).toEqual([
      expect.objectContaining({ id: logged!.id, date: '2026-11-20', actualValue: 1 }),
    ]);
    expect(await listGoalVersions(ctx.db, user.id, going.id)).toEqual(versions);
  });

  test('a deleted habit is purged, with its entries, once the retention has passed', async () => {
    const user = await makeUser(ctx.db);
    const old = await createHabit(ctx.db, user.id, { createdOn: '2025-01-01', name: 'Old' });
    const recent = await createHabit(ctx.db, user.id, { createdOn: '2025-01-01', name: 'Recent' });
    await upsertEntry(ctx.db, {
      habitId: old.id,
      userId: user.id,
      date: '2026-10-01',
      performance: 'success',
      actualValue: 0,
    });
    const start = new Date('2026-10-01T12:00:00Z');
    const day = 24 * 60 * 60 * 1000;
    expect(await deleteHabit(ctx.db, user.id, old.id, start)).toBe(true);
    const later = new Date(start.getTime() + (DELETED_HABIT_RETENTION_DAYS + 1) * day);
    expect(await deleteHabit(ctx.db, user.id, recent.id, later)).toBe(true);
    expect(await restoreHabit(ctx.db, user.id, old.id)).toBeUndefined();
    const left = ctx.db.selectFrom('habitEntries').select('id').where('habitId', '=', old.id);
    expect(await left.execute()).toEqual([]);
    expect(await restoreHabit(ctx.db, user.id, recent.id)).toMatchObject({ name: 'Recent' });
  });
});

import type { Goal } from '@taper/domain';
import { expect, test } from 'vitest';
import {
  createHabit,
  deleteHabit,
  findHabit,
  insertEntries,
  insertHabitWithHistory,
  listEntriesForHabit,
  listGoalVersions,
  listHabits,
  updateHabit,
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
    const habit = await createHabit(ctx.db, user.id, { name: 'Coffee' });
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
    const habit = await createHabit(ctx.db, user.id, fields);
    expect(habit).toMatchObject(fields);
    expect(Object.keys(habit.goal)).toEqual(Object.keys(goal));
    expect(await findHabit(ctx.db, user.id, habit.id)).toEqual(habit);
  });

  test('an impossible goal is never stored', async () => {
    const user = await makeUser(ctx.db);
    const impossible = { goalType: 'level', goalSchedule: 'daily', levelGoal: 'not-a-level' };
    await expect(
      createHabit(ctx.db, user.id, { name: 'Bad', goal: impossible as unknown as Goal }),
    ).rejects.toThrow();
    const habit = await createHabit(ctx.db, user.id, { name: 'Good' });
    await expect(
      updateHabit(ctx.db, user.id, habit.id, { goal: impossible as unknown as Goal }),
    ).rejects.toThrow();
    expect((await findHabit(ctx.db, user.id, habit.id))?.goal).toEqual(habit.goal);
    expect((await listHabits(ctx.db, user.id)).map((row) => row.name)).toEqual(['Good']);
  });

  test('listHabits gives the owner’s habits, oldest first', async () => {
    const user = await makeUser(ctx.db);
    const other = await makeUser(ctx.db);
    const first = await createHabit(ctx.db, user.id, { name: 'First' });
    await createHabit(ctx.db, other.id, { name: 'Not mine' });
    const second = await createHabit(ctx.db, user.id, { name: 'Second' });
    expect((await listHabits(ctx.db, user.id)).map((habit) => habit.id)).toEqual([
      first.id,
      second.id,
    ]);
    expect(await listHabits(ctx.db, 999_999)).toEqual([]);
  });

  test('findHabit is scoped by owner', async () => {
    const user = await makeUser(ctx.db);
    const other = await makeUser(ctx.db);
    const habit = await createHabit(ctx.db, user.id, { name: 'Mine' });
    expect(await findHabit(ctx.db, user.id, habit.id)).toEqual(habit);
    expect(await findHabit(ctx.db, other.id, habit.id)).toBeUndefined();
  });

  test('updateHabit writes the given fields, bumps updatedAt, and is scoped by owner', async () => {
    const user = await makeUser(ctx.db);
    const other = await makeUser(ctx.db);
    const created = await createHabit(
      ctx.db,
      user.id,
      { name: 'Old' },
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
    const habit = await createHabit(ctx.db, user.id, { name: 'Going' });
    expect(await deleteHabit(ctx.db, other.id, habit.id)).toBe(false);
    expect(await deleteHabit(ctx.db, user.id, habit.id)).toBe(true);
    expect(await findHabit(ctx.db, user.id, habit.id)).toBeUndefined();
    expect(await deleteHabit(ctx.db, user.id, habit.id)).toBe(false);
  });

  test('insertHabitWithHistory and insertEntries create an imported habit with the checks createHabit makes', async () => {
    const user = await makeUser(ctx.db);
    const other = await makeUser(ctx.db);
    const goal = { goalType: 'number', goalSchedule: 'daily', dailyGoal: 2 } as const;
    const history = [
      { effectiveFrom: '2024-01-01', goal: { ...goal, dailyGoal: 5 } },
      { effectiveFrom: '2024-06-01', goal },
    ];
    const now = new Date(Date.UTC(2025, 2, 15));
    const habit = await insertHabitWithHistory(
      ctx.db,
      user.id,
      { name: 'Coffee', color: '#EF4444', icon: 'coffee', history, plan: null, archived: true },
      now,
    );
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
      insertHabitWithHistory(
        ctx.db,
        user.id,
        {
          name: 'Tea',
          color: '#EF4444',
          icon: 'coffee',
          history: [{ effectiveFrom: '2024-01-01', goal: { ...goal, dailyGoal: 2.5 } }],
          plan: null,
        },
        now,
      ),
    ).rejects.toThrow();
    expect((await listHabits(ctx.db, user.id)).map((row) => row.name)).toEqual(['Coffee']);
  });
});

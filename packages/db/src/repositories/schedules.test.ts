import { expect, test } from 'vitest';
import {
  createHabit,
  findUserById,
  listHabits,
  reorderHabits,
  setHabitArchived,
  updatePreferences,
} from '../index';
import { describeEngines, makeUser } from '../testing';

describeEngines('archived and ordered habits, the week start and the day end', (ctx) => {
  async function threeHabits() {
    const user = await makeUser(ctx.db);
    const habits = [];
    for (const name of ['Coffee', 'Wine', 'Sugar'])
      habits.push(await createHabit(ctx.db, user.id, { createdOn: '2025-01-01', name }));
    return { user, ids: habits.map((habit) => habit.id) };
  }

  const names = async (userId: number) =>
    (await listHabits(ctx.db, userId)).map((habit) => habit.name);

  test('a new habit is unarchived and goes to the end of the list', async () => {
    const { user, ids } = await threeHabits();
    const habits = await listHabits(ctx.db, user.id);
    expect(habits.map((habit) => habit.id)).toEqual(ids);
    expect(habits.map((habit) => habit.isArchived)).toEqual([false, false, false]);
  });

  test('reorderHabits puts the habits in the order given, only with exactly their ids', async () => {
    const { user, ids } = await threeHabits();
    const [coffee, wine, sugar] = ids as [number, number, number];
    expect(await reorderHabits(ctx.db, user.id, [sugar, coffee, wine])).toBe(true);
    expect(await names(user.id)).toEqual(['Sugar', 'Coffee', 'Wine']);
    for (const wrong of [
      [sugar, coffee],
      [sugar, coffee, wine, wine],
      [sugar, coffee, 999_999],
      [],
    ])
      expect(await reorderHabits(ctx.db, user.id, wrong)).toBe(false);
    expect(await names(user.id)).toEqual(['Sugar', 'Coffee', 'Wine']);
    const other = await makeUser(ctx.db);
    expect(await reorderHabits(ctx.db, other.id, [sugar, coffee, wine])).toBe(false);
    expect(await names(user.id)).toEqual(['Sugar', 'Coffee', 'Wine']);
  });

  test('an archived habit keeps its data; unarchived, it goes to the end; only its owner can', async () => {
    const { user, ids } = await threeHabits();
    const [coffee, wine, sugar] = ids as [number, number, number];
    const archived = await setHabitArchived(ctx.db, user.id, coffee, true);
    expect(archived).toMatchObject({ id: coffee, isArchived: true, name: 'Coffee' });
    // The order names the unarchived habits only.
    expect(await reorderHabits(ctx.db, user.id, [coffee, sugar, wine])).toBe(false);
    expect(await reorderHabits(ctx.db, user.id, [sugar, wine])).toBe(true);
    expect((await setHabitArchived(ctx.db, user.id, coffee, false))?.isArchived).toBe(false);
    expect(await names(user.id)).toEqual(['Sugar', 'Wine', 'Coffee']);
    const other = await makeUser(ctx.db);
    expect(await setHabitArchived(ctx.db, other.id, wine, true)).toBeUndefined();
    expect((await listHabits(ctx.db, user.id)).every((habit) => !habit.isArchived)).toBe(true);
  });

  test('the week start and the day end default to Monday and midnight, and are checked', async () => {
    const user = await makeUser(ctx.db);
    expect(await findUserById(ctx.db, user.id)).toMatchObject({
      weekStart: 'monday',
      dayEndsAtHour: 0,
    });
    const updated = await updatePreferences(ctx.db, user.id, {
      weekStart: 'sunday',
      dayEndsAtHour: 3,
    });
    expect(updated).toMatchObject({ weekStart: 'sunday', dayEndsAtHour: 3 });
    await expect(updatePreferences(ctx.db, user.id, { dayEndsAtHour: 7 })).rejects.toThrow();
    await expect(
      updatePreferences(ctx.db, user.id, { weekStart: 'friday' as 'monday' }),
    ).rejects.toThrow();
  });
});

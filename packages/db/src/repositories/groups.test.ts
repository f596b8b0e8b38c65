import { expect, test } from 'vitest';
import {
  createGroup,
  createHabit,
  deleteGroup,
  deleteHabit,
  findGroup,
  findHabit,
  listGroupHabits,
  listGroups,
  restoreHabit,
  updateGroup,
} from '../index';
import { describeEngines, makeUser } from '../testing';

describeEngines('habit groups', (ctx) => {
  test("are the owner's, in order, and a deleted group leaves its habits ungrouped", async () => {
    const owner = await makeUser(ctx.db);
    const other = await makeUser(ctx.db);
    const alcohol = await createGroup(ctx.db, owner.id, {
      name: 'Alcohol',
      budgetPeriod: 'week',
      budgetLimit: 14,
    });
    const sugar = await createGroup(ctx.db, owner.id, { name: 'Sugar', color: '#EF4444' });
    expect(alcohol).toMatchObject({ isCollapsed: false, budgetPeriod: 'week', budgetLimit: 14 });
    expect(sugar.position).toBeGreaterThan(alcohol.position);
    expect((await listGroups(ctx.db, owner.id)).map((g) => g.name)).toEqual(['Alcohol', 'Sugar']);
    expect(await listGroups(ctx.db, other.id)).toEqual([]);
    expect(await findGroup(ctx.db, other.id, alcohol.id)).toBeUndefined();
    expect(await updateGroup(ctx.db, other.id, alcohol.id, { name: 'Mine' })).toBeUndefined();

    const collapsed = await updateGroup(ctx.db, owner.id, alcohol.id, {
      isCollapsed: true,
      position: 10,
    });
    expect(collapsed).toMatchObject({ isCollapsed: true, position: 10, name: 'Alcohol' });

    const beer = await createHabit(ctx.db, owner.id, {
      name: 'Beer',
      createdOn: '2025-03-01',
      groupId: alcohol.id,
      countsAs: 2.3,
    });
    const wine = await createHabit(ctx.db, owner.id, {
      name: 'Wine',
      createdOn: '2025-03-01',
      groupId: alcohol.id,
    });
    expect(beer).toMatchObject({ groupId: alcohol.id, countsAs: 2.3 });
    expect(wine.countsAs).toBe(1);
    expect((await listGroupHabits(ctx.db, owner.id, alcohol.id)).map((h) => h.name)).toEqual([
      'Beer',
      'Wine',
    ]);
    expect(await listGroupHabits(ctx.db, other.id, alcohol.id)).toEqual([]);

    // A deleted habit comes back into its group while the group stays.
    await deleteHabit(ctx.db, owner.id, wine.id);
    expect((await restoreHabit(ctx.db, owner.id, wine.id))?.groupId).toBe(alcohol.id);
    await deleteHabit(ctx.db, owner.id, wine.id);

    expect(await deleteGroup(ctx.db, other.id, alcohol.id)).toBe(false);
    expect(await deleteGroup(ctx.db, owner.id, alcohol.id)).toBe(true);
    expect((await findHabit(ctx.db, owner.id, beer.id))?.groupId).toBeNull();
    // …and once the group is gone, it comes back ungrouped.
    expect((await restoreHabit(ctx.db, owner.id, wine.id))?.groupId).toBeNull();
    expect((await listGroups(ctx.db, owner.id)).map((g) => g.name)).toEqual(['Sugar']);
  });

  test('refuse a half budget, a long name and a counts-as out of range', async () => {
    const owner = await makeUser(ctx.db);
    await expect(
      createGroup(ctx.db, owner.id, { name: 'Half', budgetPeriod: 'week' }),
    ).rejects.toThrow();
    await expect(createGroup(ctx.db, owner.id, { name: 'x'.repeat(61) })).rejects.toThrow();
    await expect(
      createHabit(ctx.db, owner.id, { name: 'Beer', createdOn: '2025-03-01', countsAs: 0 }),
    ).rejects.toThrow();
    await expect(
      createHabit(ctx.db, owner.id, { name: 'Beer', createdOn: '2025-03-01', countsAs: 1001 }),
    ).rejects.toThrow();
  });
});

/**
 * A user's habit groups (issue 51). Every function is scoped by owner: another user's group is
 * simply not found. A deleted group leaves its habits (deleted ones too) ungrouped.
 */
import type { GroupPeriod } from '@taper/domain';
import { sql } from 'kysely';
import type { Db } from '../client';
import { compiledStatement } from '../dialect';
import type { HabitGroupRow, HabitRow } from '../schema';
import { definedFields } from './fields';

export interface GroupFields {
  name: string;
  color: string | null;
  position: number;
  isCollapsed: boolean;
  budgetPeriod: GroupPeriod | null;
  budgetLimit: number | null;
}

/** Compiled once (compiledStatement): the summary screen asks for it with every visit. */
const groupsOfUserStatement = compiledStatement((db: Db, user: { userId: number }) =>
  db
    .selectFrom('habitGroups')
    .selectAll()
    .where('userId', '=', user.userId)
    .orderBy('position')
    .orderBy('id'),
);

/** The user's groups, by position (ties by id). */
export async function listGroups(db: Db, userId: number): Promise<HabitGroupRow[]> {
  return groupsOfUserStatement(db, { userId });
}

export async function findGroup(
  db: Db,
  userId: number,
  groupId: number,
): Promise<HabitGroupRow | undefined> {
  return db
    .selectFrom('habitGroups')
    .selectAll()
    .where('id', '=', groupId)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** A new group goes after the user's last one. */
export async function createGroup(
  db: Db,
  userId: number,
  input: Pick<GroupFields, 'name'> & Partial<GroupFields>,
  now: Date = new Date(),
): Promise<HabitGroupRow> {
  return db
    .insertInto('habitGroups')
    .values({
      userId,
      name: input.name,
      color: input.color ?? null,
      isCollapsed: input.isCollapsed ?? false,
      budgetPeriod: input.budgetPeriod ?? null,
      budgetLimit: input.budgetLimit ?? null,
      position:
        input.position ??
        db
          .selectFrom('habitGroups')
          .select(sql<number>`coalesce(max(position), 0) + 1`.as('next'))
          .where('userId', '=', userId),
      createdAt: now,
      updatedAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Writes the given fields (undefined ones are kept); undefined when not the user's group. */
export async function updateGroup(
  db: Db,
  userId: number,
  groupId: number,
  fields: Partial<GroupFields>,
  now: Date = new Date(),
): Promise<HabitGroupRow | undefined> {
  return db
    .updateTable('habitGroups')
    .set({ ...definedFields(fields), updatedAt: now })
    .where('id', '=', groupId)
    .where('userId', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes the group, its habits (deleted ones too) left ungrouped; false when not the user's. */
export async function deleteGroup(db: Db, userId: number, groupId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('habits')
      .set({ groupId: null })
      .where('userId', '=', userId)
      .where('groupId', '=', groupId)
      .execute();
    const deleted = await trx
      .deleteFrom('habitGroups')
      .where('id', '=', groupId)
      .where('userId', '=', userId)
      .executeTakeFirst();
    return deleted.numDeletedRows > 0n;
  });
}

/** The group's habits (not deleted), in the user's order. */
export async function listGroupHabits(
  db: Db,
  userId: number,
  groupId: number,
): Promise<HabitRow[]> {
  return db
    .selectFrom('habits')
    .selectAll()
    .where('userId', '=', userId)
    .where('groupId', '=', groupId)
    .where('deletedAt', 'is', null)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/**
 * Creates the groups an import brings, after the user's last group and in the given order;
 * returns their ids in that order.
 */
export async function insertImportedGroups(
  db: Db,
  userId: number,
  groups: readonly Omit<GroupFields, 'position'>[],
  now: Date,
): Promise<number[]> {
  if (groups.length === 0) return [];
  const { last } = await db
    .selectFrom('habitGroups')
    .select(sql<number>`coalesce(max(position), 0)`.as('last'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  const ids: number[] = [];
  // One at a time, in order: a group's id is found without trusting RETURNING's order.
  for (const [index, group] of groups.entries())
    ids.push((await createGroup(db, userId, { ...group, position: last + 1 + index }, now)).id);
  return ids;
}

/** Puts the user's habits `habitIds` in their group `groupId` (deleted or hidden ones too). */
export async function setGroupOfHabits(
  db: Db,
  userId: number,
  habitIds: readonly number[],
  groupId: number,
): Promise<void> {
  if (habitIds.length === 0) return;
  await db
    .updateTable('habits')
    .set({ groupId })
    .where('userId', '=', userId)
    .where('id', 'in', habitIds)
    .execute();
}

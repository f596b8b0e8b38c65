import {
  DEFAULT_COLOR,
  DEFAULT_GOAL,
  DEFAULT_ICON,
  firstHistory,
  goalSchema,
  type Goal,
} from '@taper/domain';
import type { Db } from '../client';
import { definedFields } from './fields';
import { writeGoalVersions } from './goal-history';
import type { HabitRow } from '../schema';

/** Every function here is scoped by owner: another user's habit is simply not found. */

export interface HabitFields {
  name: string;
  color: string;
  icon: string;
  goal: Goal;
}

/**
 * Only the name is required; the rest take the domain's defaults (SPEC §9). `createdOn` is the
 * owner's calendar day, from which the first goal version is in force (UTC's day of `now` if absent).
 */
export type NewHabitInput = Pick<HabitFields, 'name'> &
  Partial<HabitFields> & { createdOn?: string };

/** Oldest first. */
export async function listHabits(db: Db, userId: number): Promise<HabitRow[]> {
  return db.selectFrom('habits').selectAll().where('userId', '=', userId).orderBy('id').execute();
}

export async function findHabit(
  db: Db,
  userId: number,
  habitId: number,
): Promise<HabitRow | undefined> {
  return db
    .selectFrom('habits')
    .selectAll()
    .where('id', '=', habitId)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** An impossible goal is never stored: every write checks it with the domain's schema. */
function checkedGoal(goal: Goal): Goal {
  return goalSchema.parse(goal);
}

/** Creates the habit and its first goal version, in one transaction. */
export async function createHabit(
  db: Db,
  userId: number,
  input: NewHabitInput,
  now: Date = new Date(),
): Promise<HabitRow> {
  return db.transaction().execute(async (trx) => {
    const habit = await trx
      .insertInto('habits')
      .values({
        userId,
        name: input.name,
        color: input.color ?? DEFAULT_COLOR,
        icon: input.icon ?? DEFAULT_ICON,
        goal: checkedGoal(input.goal ?? DEFAULT_GOAL),
        createdAt: now,
        updatedAt: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const createdOn = input.createdOn ?? now.toISOString().slice(0, 10);
    await writeGoalVersions(trx, userId, habit.id, firstHistory(habit.goal, createdOn));
    return habit;
  });
}

/**
 * Writes the given fields (undefined ones are left alone); undefined when not the user's habit. A
 * goal given here is only the habit's last goal: goal changes go through `writeGoalHistory`.
 */
export async function updateHabit(
  db: Db,
  userId: number,
  habitId: number,
  fields: Partial<HabitFields>,
  now: Date = new Date(),
): Promise<HabitRow | undefined> {
  const changes = definedFields(fields);
  if (changes.goal) changes.goal = checkedGoal(changes.goal);
  return db
    .updateTable('habits')
    .set({ ...changes, updatedAt: now })
    .where('id', '=', habitId)
    .where('userId', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes the habit and (cascade) its entries; false when not the user's habit. */
export async function deleteHabit(db: Db, userId: number, habitId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('habits')
    .where('id', '=', habitId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

import {
  DEFAULT_COLOR,
  DEFAULT_DAILY_GOAL,
  DEFAULT_ICON,
  DEFAULT_LEVEL_GOAL,
  type GoalSchedule,
  type GoalType,
  type WeeklyGoals,
} from '@taper/domain';
import type { Db } from '../client';
import { definedFields } from './fields';
import type { HabitRow } from '../schema';

/** Every function here is scoped by owner: another user's habit is simply not found. */

export interface HabitFields {
  name: string;
  color: string;
  icon: string;
  goalType: GoalType;
  goalSchedule: GoalSchedule;
  dailyGoal: number;
  levelGoal: string;
  weeklyGoals: WeeklyGoals | null;
  customTags: string[] | null;
}

/** Only the name is required; the rest take SPEC §9's defaults. */
export type NewHabitInput = Pick<HabitFields, 'name'> & Partial<HabitFields>;

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

export async function createHabit(
  db: Db,
  userId: number,
  input: NewHabitInput,
  now: Date = new Date(),
): Promise<HabitRow> {
  return db
    .insertInto('habits')
    .values({
      userId,
      name: input.name,
      color: input.color ?? DEFAULT_COLOR,
      icon: input.icon ?? DEFAULT_ICON,
      goalType: input.goalType ?? 'number',
      goalSchedule: input.goalSchedule ?? 'daily',
      dailyGoal: input.dailyGoal ?? DEFAULT_DAILY_GOAL,
      levelGoal: input.levelGoal ?? DEFAULT_LEVEL_GOAL,
      weeklyGoals: input.weeklyGoals ?? null,
      customTags: input.customTags ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Writes the given fields (undefined ones are left alone); undefined when not the user's habit. */
export async function updateHabit(
  db: Db,
  userId: number,
  habitId: number,
  fields: Partial<HabitFields>,
  now: Date = new Date(),
): Promise<HabitRow | undefined> {
  const changes = definedFields(fields);
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

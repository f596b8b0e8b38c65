import {
  DEFAULT_COLOR,
  DEFAULT_GOAL,
  DEFAULT_ICON,
  DEFAULT_UNLOGGED_DAYS,
  goalSchema,
  type Goal,
  type Reminder,
  type UnloggedDays,
} from '@taper/domain';
import { firstHistory } from '@taper/domain/rules';
import { sql } from 'kysely';
import type { Db } from '../client';
import { compiledStatement } from '../dialect';
import { definedFields } from './fields';
import { writeGoalVersions } from './goal-history';
import type { HabitRow } from '../schema';

/**
 * Every function here is scoped by owner: another user's habit is simply not found. A deleted
 * habit (`deletedAt` set) is not found either, except by `restoreHabit`; its rows stay until
 * `purgeDeletedHabits` removes them.
 */

export interface HabitFields {
  name: string;
  color: string;
  icon: string;
  goal: Goal;
  /** What a past day without an entry counts as. */
  unloggedDays: UnloggedDays;
  /** A number habit's baseline, unit and cost per unit (issue 33); null where none. */
  baseline: number | null;
  unit: string | null;
  costPerUnit: number | null;
  /** What the habit is about (at most 500 characters); null for none. */
  description: string | null;
  /** The reminders by Web Push (at most three, by time); none is stored as null. */
  reminders: Reminder[] | null;
  /** The habit's group (of the same user; the caller checks), null for none. */
  groupId: number | null;
  /** How much one logged unit counts in its group. */
  countsAs: number;
}

/** A new habit's optional fields as stored: the domain's default, or null where none is given. */
export function newHabitOptionals(
  input: Partial<
    Pick<HabitFields, 'unloggedDays' | 'baseline' | 'unit' | 'costPerUnit' | 'description'>
  >,
): Pick<HabitFields, 'unloggedDays' | 'baseline' | 'unit' | 'costPerUnit' | 'description'> {
  return {
    unloggedDays: input.unloggedDays ?? DEFAULT_UNLOGGED_DAYS,
    baseline: input.baseline ?? null,
    unit: input.unit ?? null,
    costPerUnit: input.costPerUnit ?? null,
    description: input.description ?? null,
  };
}

/**
 * Only the name and the creation day are required; the rest take the domain's defaults (SPEC §9).
 * `createdOn` is the owner's day in their zone (domain's `habitCreatedOn`), from which the first
 * goal version is in force: the caller knows the zone, the database does not.
 */
export type NewHabitInput = Pick<HabitFields, 'name'> &
  Partial<HabitFields> & { createdOn: string };

/** Compiled once (compiledStatement): the summary reads it again after every log. */
const habitsOfUserStatement = compiledStatement((db: Db, user: { userId: number }) =>
  db
    .selectFrom('habits')
    .selectAll()
    .where('userId', '=', user.userId)
    .where('deletedAt', 'is', null)
    .orderBy('position')
    .orderBy('id'),
);

/** In the user's order (new habits, and unarchived ones, go to the end); archived ones too. */
export async function listHabits(db: Db, userId: number): Promise<HabitRow[]> {
  return habitsOfUserStatement(db, { userId });
}

/** The position after the user's last habit: where a new habit goes. */
export function nextPosition(db: Db, userId: number) {
  return db
    .selectFrom('habits')
    .select(sql<number>`coalesce(max(position), 0) + 1`.as('next'))
    .where('userId', '=', userId);
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
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

/** An impossible goal is never stored: every write checks it with the domain's schema. */
function checkedGoal(goal: Goal): Goal {
  return goalSchema.parse(goal);
}

/** Reminders as stored: none is null (the scheduler reads only habits that have some). */
function storedReminders(reminders: Reminder[] | null | undefined): Reminder[] | null | undefined {
  return reminders?.length === 0 ? null : reminders;
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
        ...newHabitOptionals(input),
        reminders: storedReminders(input.reminders) ?? null,
        groupId: input.groupId ?? null,
        countsAs: input.countsAs ?? 1,
        position: nextPosition(trx, userId),
        createdAt: now,
        updatedAt: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeGoalVersions(trx, userId, habit.id, firstHistory(habit.goal, input.createdOn));
    return habit;
  });
}

/**
 * Writes the given fields (undefined ones are left alone); undefined when not the user's habit. A
 * goal given here is only the habit's last goal: goal changes go through the API's goal service (`writeGoalHistory`).
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
  if (changes.reminders !== undefined) changes.reminders = storedReminders(changes.reminders);
  return db
    .updateTable('habits')
    .set({ ...changes, updatedAt: now })
    .where('id', '=', habitId)
    .where('userId', '=', userId)
    .where('deletedAt', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Adds milestone ids to those the user has seen on the habit; false when not the user's habit. */
export async function markMilestonesSeen(
  db: Db,
  userId: number,
  habitId: number,
  ids: readonly string[],
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const habit = await trx
      .selectFrom('habits')
      .select('milestonesSeen')
      .where('id', '=', habitId)
      .where('userId', '=', userId)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    if (!habit) return false;
    const seen = new Set(habit.milestonesSeen.split(',').filter((id) => id !== ''));
    const before = seen.size;
    for (const id of ids) seen.add(id);
    if (seen.size === before) return true;
    await trx
      .updateTable('habits')
      .set({ milestonesSeen: [...seen].sort().join(',') })
      .where('id', '=', habitId)
      .where('userId', '=', userId)
      .execute();
    return true;
  });
}

import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Goal history and taper plans. A habit's goals become versions, each in force from a day
 * (`habit_goal_versions`); every existing habit gets one version, its goal from the day it was
 * created in its owner's time zone, so every existing entry keeps its result. A habit's taper plan
 * is stored as its parameters (`habits.plan`, JSON, null without a plan). Changes to versions bump
 * the owner's data revision, as changes to habits and entries do.
 */

/** The calendar day of `instant` in `timeZone` (UTC when the zone is unknown). */
export function dayIn(instant: Date, timeZone: string): string {
  let zone = timeZone;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    zone = 'UTC';
  }
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '01';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

interface HabitRowThen {
  id: number;
  userId: number;
  goal: unknown;
  createdAt: unknown;
  timezone: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const json = postgres ? 'json' : 'text';
  await db.schema
    .createTable('habit_goal_versions')
    .addColumn('habit_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('effective_from', 'text', (c) => c.notNull())
    .addColumn('goal', json, (c) => c.notNull())
    .addPrimaryKeyConstraint('habit_goal_versions_pkey', ['habit_id', 'effective_from'])
    .addForeignKeyConstraint(
      'habit_goal_versions_habit_fkey',
      ['habit_id', 'user_id'],
      'habits',
      ['id', 'user_id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('habit_goal_versions_user_id_idx')
    .on('habit_goal_versions')
    .columns(['user_id', 'habit_id'])
    .execute();
  await db.schema.alterTable('habits').addColumn('plan', json).execute();

  const habits = (await db
    .selectFrom('habits')
    .innerJoin('users', 'users.id', 'habits.userId')
    .select(['habits.id', 'habits.userId', 'habits.goal', 'habits.createdAt', 'users.timezone'])
    .execute()) as HabitRowThen[];
  for (const habit of habits) {
    const created = new Date(habit.createdAt as string | Date);
    const goal = typeof habit.goal === 'string' ? habit.goal : JSON.stringify(habit.goal);
    await db
      .insertInto('habitGoalVersions')
      .values({
        habitId: habit.id,
        userId: habit.userId,
        effectiveFrom: dayIn(
          Number.isNaN(created.getTime()) ? new Date(0) : created,
          habit.timezone,
        ),
        goal,
      })
      .execute();
  }

  if (postgres) {
    await sql`
      create trigger habit_goal_versions_bump_user_data_revision
      after insert or update or delete on habit_goal_versions
      for each row execute function bump_user_data_revision()`.execute(db);
    return;
  }
  await createSqliteRevisionTriggers(db, 'habit_goal_versions');
}

/** 0003's SQLite data-revision triggers of `table`, frozen here as they were then. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
async function createSqliteRevisionTriggers(db: Kysely<any>, table: string): Promise<void> {
  for (const event of ['insert', 'update', 'delete'] as const) {
    const row = event === 'delete' ? sql.raw('old') : sql.raw('new');
    const movedFrom =
      event === 'update'
        ? sql`update users set data_revision = data_revision + 1
              where id = old.user_id and old.user_id <> new.user_id;`
        : sql``;
    await sql`
      create trigger ${sql.id(`${table}_${event}_bump_user_data_revision`)}
      after ${sql.raw(event)} on ${sql.table(table)}
      begin
        update users set data_revision = data_revision + 1 where id = ${row}.user_id;
        ${movedFrom}
      end`.execute(db);
  }
}

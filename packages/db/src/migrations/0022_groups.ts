import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Habit groups (issue 51): a user's groups (`habit_groups`), each with a name, an optional colour,
 * a place in the user's list, whether it is collapsed and an optional shared budget (a day, week
 * or month, and its limit). A habit may belong to one group of its owner (`habits.group_id`, null
 * for none; a deleted group leaves its habits ungrouped) and counts `counts_as` in it per logged
 * unit (1 by default). Changes to groups bump the owner's data revision, as changes to habits do.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = postgres ? 'timestamptz' : 'text';
  const now = postgres ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  await db.schema
    .createTable('habit_groups')
    .addColumn('id', 'integer', (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull().check(sql`length(name) between 1 and 60`))
    .addColumn('color', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_collapsed', postgres ? 'boolean' : 'integer', (c) =>
      c.notNull().defaultTo(postgres ? sql`false` : 0),
    )
    .addColumn('budget_period', 'text', (c) =>
      c.check(sql`budget_period is null or budget_period in ('day', 'week', 'month')`),
    )
    .addColumn('budget_limit', postgres ? 'double precision' : 'real', (c) =>
      c.check(sql`budget_limit is null or budget_limit >= 0`),
    )
    .addColumn('created_at', timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', timestamp, (c) => c.notNull().defaultTo(now))
    .addCheckConstraint(
      'habit_groups_budget_whole',
      sql`(budget_period is null) = (budget_limit is null)`,
    )
    .execute();
  await db.schema
    .createIndex('habit_groups_user_id_idx')
    .on('habit_groups')
    .columns(['user_id', 'position'])
    .execute();

  await db.schema
    .alterTable('habits')
    .addColumn('group_id', 'integer', (c) => c.references('habit_groups.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('habits')
    .addColumn('counts_as', postgres ? 'double precision' : 'real', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`counts_as > 0 and counts_as <= 1000`),
    )
    .execute();
  await db.schema.createIndex('habits_group_id_idx').on('habits').column('group_id').execute();

  if (postgres) {
    await sql`
      create trigger habit_groups_bump_user_data_revision
      after insert or update or delete on habit_groups
      for each row execute function bump_user_data_revision()`.execute(db);
    return;
  }
  await createSqliteRevisionTriggers(db, 'habit_groups');
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

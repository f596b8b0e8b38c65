import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * `users.data_revision` counts changes to the user's habits and entries. Triggers keep it, so no
 * write path (repository, cascade, a second API process, a manual fix) can forget it. The API's
 * read caches key on it: the session lookup reads it with the user on every request, so a cached
 * list or streak is served only while nothing it was computed from has changed, in any process.
 */
const TABLES = ['habits', 'habit_entries'] as const;
const EVENTS = ['insert', 'update', 'delete'] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('data_revision', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`
      create function bump_user_data_revision() returns trigger language plpgsql as $$
      begin
        update users set data_revision = data_revision + 1
        where id = case when tg_op = 'DELETE' then old.user_id else new.user_id end;
        if tg_op = 'UPDATE' and old.user_id <> new.user_id then
          update users set data_revision = data_revision + 1 where id = old.user_id;
        end if;
        return null;
      end $$`.execute(db);
    for (const table of TABLES) {
      await sql`
        create trigger ${sql.id(`${table}_bump_user_data_revision`)}
        after insert or update or delete on ${sql.table(table)}
        for each row execute function bump_user_data_revision()`.execute(db);
    }
    return;
  }

  for (const table of TABLES) await createSqliteRevisionTriggers(db, table);
}

/**
 * SQLite's triggers of `table` (its own per event). A later migration that rebuilds a table or adds
 * one creates them again from its own frozen copy of this function.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
async function createSqliteRevisionTriggers(db: Kysely<any>, table: string): Promise<void> {
  for (const event of EVENTS) {
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

import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * The icon catalog's revision (issue 56): one row whose number moves on with every change to the
 * icons, by whichever process or path made it (an admin's upload, edit or visibility change, the
 * built-in seed), as the users' data revision moves with their data (0003). The list of icons every
 * page load asks for is kept per revision (the API's kept answers), so a read costs this row's
 * read instead of the whole catalog's. PostgreSQL bumps it once per statement, SQLite once per row
 * (one writer, a row written in place).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('icon_catalog')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.insertInto('icon_catalog').values({ id: 1, revision: 0 }).execute();

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`
      create function bump_icon_catalog_revision() returns trigger language plpgsql as $$
      begin
        update icon_catalog set revision = revision + 1 where id = 1;
        return null;
      end $$`.execute(db);
    await sql`
      create trigger icons_bump_icon_catalog_revision
      after insert or update or delete or truncate on icons
      for each statement execute function bump_icon_catalog_revision()`.execute(db);
    return;
  }
  for (const event of ['insert', 'update', 'delete']) {
    await sql`
      create trigger ${sql.id(`icons_${event}_bump_icon_catalog_revision`)}
      after ${sql.raw(event)} on icons
      begin
        update icon_catalog set revision = revision + 1 where id = 1;
      end`.execute(db);
  }
}

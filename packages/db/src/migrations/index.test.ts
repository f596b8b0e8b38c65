import { sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import { migrations } from '../index';
import { availableTestEngines, createTestDb, describeEngines } from '../testing';

const TABLES = ['habit_entries', 'habits', 'icons', 'pending_uploads', 'sessions', 'users'];

describeEngines('migrations', (ctx) => {
  test('from empty, every migration ran and every table exists', async () => {
    const applied = await ctx.db
      .selectFrom('kysely_migration' as never)
      .select(sql<string>`name`.as('name'))
      .execute();
    expect(applied.map((row) => row.name)).toEqual(Object.keys(migrations));
    const schema =
      ctx.engine === 'postgres'
        ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(ctx.db))
            .rows[0]!.schema
        : undefined;
    // On PostgreSQL, only this run's schema (other runs' schemas are visible too).
    const tables = (await ctx.whileNoSchemaChanges(() => ctx.db.introspection.getTables())).filter(
      (table) => schema === undefined || table.schema === schema,
    );
    const names = tables.map((table) => table.name);
    for (const table of TABLES) expect(names).toContain(table);
  });

  test('running them again changes nothing', async () => {
    const result = await ctx.migrateToLatest();
    expect(result.results).toEqual([]);
  });

  test('indexes exist for the per-user queries and the activity windows', async () => {
    const expected = [
      'users_email_unique',
      'users_last_seen_at_idx',
      'sessions_user_id_idx',
      'habits_user_id_idx',
      'habit_entries_user_id_date_idx',
      'pending_uploads_user_id_idx',
    ];
    const rows =
      ctx.engine === 'sqlite'
        ? await sql<{ name: string }>`select name from sqlite_master where type = 'index'`.execute(
            ctx.db,
          )
        : await sql<{
            name: string;
          }>`select indexname as name from pg_indexes where schemaname = current_schema()`.execute(
            ctx.db,
          );
    const names = rows.rows.map((row) => row.name);
    for (const index of expected) expect(names).toContain(index);
  });
});

describe.runIf(availableTestEngines().includes('postgres'))(
  'migrating beside other schemas',
  () => {
    test("the migrator reads its own schema's table names, never every schema's columns", async () => {
      // Another run's migration renaming a column while every schema's columns were listed
      // failed a migration here (42703): the listing is what must not happen.
      const testDb = await createTestDb('postgres', { upTo: '0001_initial' });
      try {
        const statements = await testDb.statementsDuring(() => testDb.migrateToLatest());
        expect(statements.length).toBeGreaterThan(Object.keys(migrations).length);
        expect(
          statements.filter((text) => /pg_attribute|pg_get_serial_sequence/.test(text)),
        ).toEqual([]);
      } finally {
        await testDb.dispose();
      }
    });
  },
);

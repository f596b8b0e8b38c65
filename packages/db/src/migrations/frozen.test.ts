/**
 * Migrations are frozen: each holds the literal DDL and data it needs and imports no app code, so
 * no later change elsewhere can change what an old migration produces. These tests pin what the
 * migrations produce from an empty database, on each engine, against committed snapshots: the
 * schema (tables, columns, constraints, indexes, triggers, functions) and the built-in icons that
 * 0002 seeds. A change to what a migration produces fails here; a new migration updates the
 * schema snapshot on purpose (`vitest run -u src/migrations/frozen.test.ts`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { expect, test } from 'vitest';
import type { Db } from '../client';
import type { Engine } from '../dialect';
import { describeEngines } from '../testing';

/** Whitespace inside stored DDL (trigger bodies, say) carries no meaning: runs become one space. */
function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

async function sqliteSchema(db: Db): Promise<unknown> {
  const { rows } = await sql<{ type: string; name: string; table: string; ddl: string | null }>`
    select type, name, tbl_name as "table", sql as ddl from sqlite_master
    where name not like 'sqlite_%' and name not like 'kysely_%'
    order by type, name`.execute(db);
  return rows.map((row) => ({ ...row, ddl: row.ddl === null ? null : squash(row.ddl) }));
}

async function postgresSchema(db: Db): Promise<unknown> {
  const { rows: schemaRows } = await sql<{
    schema: string;
  }>`select current_schema() as schema`.execute(db);
  const schema = schemaRows[0]?.schema ?? '';
  // The schema is per test run: its name is replaced by a placeholder.
  const unnamed = (text: string) => squash(text.split(`${schema}.`).join('<schema>.'));
  const columns = await sql<Record<string, unknown>>`
    select table_name, column_name, data_type, is_nullable, column_default
    from information_schema.columns
    where table_schema = current_schema() and table_name not like 'kysely_%'
    order by table_name, ordinal_position`.execute(db);
  const constraints = await sql<{ table: string; name: string; definition: string }>`
    select c.conrelid::regclass::text as "table", c.conname as name,
      pg_get_constraintdef(c.oid) as definition
    from pg_constraint c join pg_namespace n on n.oid = c.connamespace
    where n.nspname = current_schema() and c.conrelid::regclass::text not like 'kysely_%'
    order by 1, 2`.execute(db);
  const indexes = await sql<{ table: string; name: string; definition: string }>`
    select tablename as "table", indexname as name, indexdef as definition from pg_indexes
    where schemaname = current_schema() and tablename not like 'kysely_%'
    order by 1, 2`.execute(db);
  const triggers = await sql<{ table: string; name: string; definition: string }>`
    select t.tgrelid::regclass::text as "table", t.tgname as name,
      pg_get_triggerdef(t.oid) as definition
    from pg_trigger t join pg_class c on c.oid = t.tgrelid
      join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and not t.tgisinternal
    order by 1, 2`.execute(db);
  const functions = await sql<{ name: string; definition: string }>`
    select p.proname as name, pg_get_functiondef(p.oid) as definition
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = current_schema()
    order by 1`.execute(db);
  const named = (rows: { table?: string; name: string; definition: string }[]) =>
    rows.map((row) => ({ ...row, definition: unnamed(row.definition) }));
  return {
    columns: columns.rows,
    constraints: named(constraints.rows),
    indexes: named(indexes.rows),
    triggers: named(triggers.rows),
    functions: named(functions.rows),
  };
}

function snapshotFile(engine: Engine): string {
  return `./__snapshots__/schema.${engine}.json`;
}

describeEngines('frozen migrations', (ctx) => {
  test('from the first migration forward, the schema is the committed one', async () => {
    const schema =
      ctx.engine === 'sqlite' ? await sqliteSchema(ctx.db) : await postgresSchema(ctx.db);
    await expect(`${JSON.stringify(schema, null, 2)}\n`).toMatchFileSnapshot(
      snapshotFile(ctx.engine),
    );
  });

  test('0002 seeds the built-in icons as committed, the same on both engines', async () => {
    const icons = await ctx.db
      .selectFrom('icons')
      .select([
        'id',
        'name',
        'displayName',
        'description',
        'category',
        'tier',
        'visibility',
        'isBuiltIn',
        'filename',
        'svg',
      ])
      .orderBy('id')
      .execute();
    expect(icons.length).toBeGreaterThanOrEqual(117);
    await expect(`${JSON.stringify(icons, null, 2)}\n`).toMatchFileSnapshot(
      './__snapshots__/builtin-icons.json',
    );
  });
});

test('no migration imports code from outside the migrations (only kysely)', () => {
  const folder = new URL('.', import.meta.url);
  const sources = readdirSync(folder).filter(
    (file) => /^\d{4}_.*\.ts$/.test(file) && !file.endsWith('.test.ts'),
  );
  expect(sources.length).toBeGreaterThanOrEqual(8);
  for (const file of sources) {
    const text = readFileSync(new URL(file, folder), 'utf8');
    const imports = [...text.matchAll(/from\s+'([^']+)'/g)].map((match) => match[1]);
    expect({ file, imports: imports.filter((name) => name !== 'kysely') }).toEqual({
      file,
      imports: [],
    });
  }
});

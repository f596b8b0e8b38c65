import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createDb, type DbHandle } from '../client';
import { createTestDb, testDatabaseUrl, type TestDb } from '../testing';
import { NAMED_STATEMENTS_PER_CONNECTION } from './pg-named-statements';

describe.runIf(testDatabaseUrl() !== undefined)('named statements [postgres]', () => {
  let testDb: TestDb;
  /** One connection, so that what it prepared can be asked of it. */
  let single: DbHandle;
  beforeAll(async () => {
    testDb = await createTestDb('postgres');
    const { url, searchPath } = testDb.location;
    single = createDb(url, { ...(searchPath ? { searchPath } : {}), maxConnections: 1 });
  });
  afterAll(async () => {
    await single.close();
    await testDb.dispose();
  });

  const prepared = async () => {
    const { rows } = await sql<{ statement: string }>`
      select statement from pg_prepared_statements`.execute(single.db);
    return rows.map((row) => row.statement);
  };

  test('a read is prepared once per connection and answered as before', async () => {
    const read = () =>
      single.db.selectFrom('users').select('id').where('id', '=', -1).executeTakeFirst();
    expect(await read()).toBeUndefined();
    expect(await read()).toBeUndefined();
    const texts = await prepared();
    expect(texts.filter((text) => text.includes('from "users" where "id" = $1'))).toHaveLength(1);
  });

  test('DDL and transaction control are sent unnamed', async () => {
    await sql`create table named_probe (id integer primary key)`.execute(single.db);
    await single.db.transaction().execute(async (trx) => {
      await sql`insert into named_probe (id) values (${1})`.execute(trx);
    });
    const texts = await prepared();
    expect(texts.some((text) => /create table|^begin|^commit/i.test(text))).toBe(false);
    expect(texts.some((text) => text.startsWith('insert into named_probe'))).toBe(true);
  });

  test('a kept read of a table another process changed is prepared again', async () => {
    await sql`create table changing_probe (id integer primary key)`.execute(single.db);
    await sql`insert into changing_probe (id) values (1)`.execute(single.db);
    const readAll = async () =>
      (await sql<Record<string, unknown>>`select * from changing_probe`.execute(single.db)).rows;
    expect(await readAll()).toEqual([{ id: 1 }]);
    expect(await readAll()).toEqual([{ id: 1 }]);
    // Another process's migration adds a column under the kept statement.
    await sql`alter table changing_probe add column note text`.execute(testDb.db);
    expect(await readAll()).toEqual([{ id: 1, note: null }]);
  });

  test('names at most a bounded number of texts per connection; the rest still run', async () => {
    for (let n = 0; n < NAMED_STATEMENTS_PER_CONNECTION + 10; n += 1) {
      const { rows } = await sql<{ n: number }>`select ${n}::int as n, ${sql.lit(n)} as k`.execute(
        single.db,
      );
      expect(rows[0]?.n).toBe(n);
    }
    // Beside them, the read renamed above is still prepared under its first name.
    expect((await prepared()).length).toBe(NAMED_STATEMENTS_PER_CONNECTION + 1);
  });

  test('in a transaction, a kept read of a changed table fails with what happened', async () => {
    const { url, searchPath } = testDb.location;
    const own = createDb(url, { ...(searchPath ? { searchPath } : {}), maxConnections: 1 });
    try {
      await sql`create table changing_in_transaction (id integer primary key)`.execute(own.db);
      const readAll = (db: typeof own.db) => sql`select * from changing_in_transaction`.execute(db);
      await readAll(own.db);
      await sql`alter table changing_in_transaction add column note text`.execute(testDb.db);
      await expect(own.db.transaction().execute((trx) => readAll(trx))).rejects.toThrow(
        'cached plan must not change result type',
      );
      // Named anew: the next read answers.
      expect((await readAll(own.db)).rows).toEqual([]);
    } finally {
      await own.close();
    }
  });
});

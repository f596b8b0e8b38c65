import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, describe, expect, test } from 'vitest';
import { createDb } from '../client';

describe('another process holding the SQLite write lock', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'taper-busy-'));
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  test('a write and a transaction wait for it without blocking the event loop, then succeed', async () => {
    const file = path.join(dir, 'taper.db');
    const handle = createDb(file);
    await sql`create table t (id integer primary key, v text)`.execute(handle.db);
    // The other process: a connection of its own that takes the write lock for 200 ms.
    const other = new BetterSqlite3(file);
    other.exec('begin immediate');
    other.prepare("insert into t (v) values ('other')").run();
    let ticks = 0;
    const ticker = setInterval(() => {
      ticks += 1;
    }, 5);
    const released = new Promise<void>((resolve) => {
      setTimeout(() => {
        other.exec('commit');
        resolve();
      }, 200);
    });
    try {
      const started = Date.now();
      await sql`insert into t (v) values ('plain')`.execute(handle.db);
      await handle.db.transaction().execute(async (trx) => {
        await sql`insert into t (v) values ('in a transaction')`.execute(trx);
      });
      expect(Date.now() - started).toBeGreaterThanOrEqual(150);
      await released;
      // The event loop kept turning while the statement waited (a blocking wait allows no tick).
      expect(ticks).toBeGreaterThanOrEqual(10);
      const rows = await sql<{ v: string }>`select v from t order by id`.execute(handle.db);
      expect(rows.rows.map((row) => row.v)).toEqual(['other', 'plain', 'in a transaction']);
    } finally {
      clearInterval(ticker);
      other.close();
      await handle.close();
    }
  });
});

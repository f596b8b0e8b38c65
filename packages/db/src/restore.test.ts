import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb } from './client';
import { createHabit, listHabits } from './repositories/habits';
import { migrateTo, migrateToLatest, migrations } from './migrations';
import { checkBackup, restoreSqlite, RestoreRefused } from './restore';
import { makeUser } from './testing';

describe('restoreSqlite', () => {
  let dir: string;
  let live: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'taper-restore-'));
    live = path.join(dir, 'live.db');
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  async function withDb<T>(
    file: string,
    run: (db: ReturnType<typeof createDb>['db']) => Promise<T>,
  ) {
    const handle = createDb(file);
    try {
      return await run(handle.db);
    } finally {
      await handle.close();
    }
  }

  async function snapshot(from: string, to: string) {
    const db = new BetterSqlite3(from, { fileMustExist: true });
    try {
      await db.backup(to);
    } finally {
      db.close();
    }
  }

  it('brings back exactly the backed-up data and keeps the replaced database', async () => {
    const userId = await withDb(live, async (db) => {
      await migrateToLatest(db);
      const user = await makeUser(db);
      await createHabit(db, user.id, { createdOn: '2025-01-01', name: 'Kept' });
      return user.id;
    });
    const backup = path.join(dir, 'backup.db');
    await snapshot(live, backup);
    await withDb(live, (db) =>
      createHabit(db, userId, { createdOn: '2025-01-01', name: 'After the backup' }),
    );

    const result = await restoreSqlite(backup, live, new Date('2025-03-15T12:00:00Z'));
    expect(result.migrated).toEqual([]);
    expect(result.keptAs).toBe(`${live}.before-restore-2025-03-15T12-00-00-000Z`);
    const names = async (file: string) =>
      withDb(file, async (db) => (await listHabits(db, userId)).map((habit) => habit.name));
    expect(await names(live)).toEqual(['Kept']);
    expect(await names(result.keptAs!)).toEqual(['Kept', 'After the backup']);
  });

  it('migrates an older backup to the current schema', async () => {
    const older = path.join(dir, 'older.db');
    await withDb(older, (db) => migrateTo(db, '0002_seed_builtin_icons'));
    const result = await restoreSqlite(older, live);
    expect(result.keptAs).toBeUndefined();
    expect(result.migrated).toEqual(Object.keys(migrations).slice(2));
    expect(checkBackup(live)).toEqual(Object.keys(migrations));
  });

  it('changes nothing for a damaged, foreign or newer backup', async () => {
    await withDb(live, migrateToLatest);
    const before = readFileSync(live);
    const garbage = path.join(dir, 'garbage.db');
    writeFileSync(garbage, 'not a database at all, just some text '.repeat(200));
    const foreign = path.join(dir, 'foreign.db');
    const other = new BetterSqlite3(foreign);
    other.exec('create table notes (id integer primary key, body text)');
    other.close();
    const newer = path.join(dir, 'newer.db');
    await snapshot(live, newer);
    const n = new BetterSqlite3(newer);
    n.prepare("insert into kysely_migration (name, timestamp) values ('9999_future', 'x')").run();
    n.close();

    for (const [file, message] of [
      [garbage, /not a SQLite database|integrity|cannot read/],
      [foreign, /not a Taper database/],
      [newer, /newer Taper.*9999_future/],
      [path.join(dir, 'missing.db'), /No backup/],
    ] as const) {
      await expect(restoreSqlite(file, live)).rejects.toThrow(RestoreRefused);
      await expect(restoreSqlite(file, live)).rejects.toThrow(message);
    }
    expect(readFileSync(live).equals(before)).toBe(true);
  });
});

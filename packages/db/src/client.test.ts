import type { Goal } from '@taper/domain';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely, sql } from 'kysely';
import { afterAll, describe, expect, test } from 'vitest';
import {
  createDb,
  createGroup,
  createHabit,
  findGroup,
  createIcon,
  deleteHabit,
  findHabit,
  findIcon,
  listUsersForAdmin,
  migrateToLatest,
  parseDatabaseUrl,
  pingDb,
  recordLogin,
  upsertEntry,
  userStats,
} from './index';
import type { Db } from './client';
import { createDialect, immediateReadsOf } from './dialect';
import type { Database } from './schema';
import { describeEngines, makeUser } from './testing';

describe('parseDatabaseUrl', () => {
  test.each([
    [undefined, { engine: 'sqlite', filename: './data/taper.db' }],
    ['', { engine: 'sqlite', filename: './data/taper.db' }],
    ['./some/dir/app.db', { engine: 'sqlite', filename: './some/dir/app.db' }],
    ['/abs/app.db', { engine: 'sqlite', filename: '/abs/app.db' }],
    ['file:./rel.db', { engine: 'sqlite', filename: './rel.db' }],
    ['file:///abs/x.db', { engine: 'sqlite', filename: '/abs/x.db' }],
    [':memory:', { engine: 'sqlite', filename: ':memory:' }],
    ['postgres://u@h:5432/db', { engine: 'postgres', connectionString: 'postgres://u@h:5432/db' }],
    ['postgresql://u@h/db', { engine: 'postgres', connectionString: 'postgresql://u@h/db' }],
  ])('%s', (url, expected) => {
    expect(parseDatabaseUrl(url)).toEqual(expected);
  });

  test('an unknown scheme is refused', () => {
    expect(() => parseDatabaseUrl('mysql://u@h/db')).toThrow(/Unsupported database URL scheme/);
  });
});

describe('createDb on SQLite', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'taper-client-'));
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  test('creates the folder, and sets WAL, foreign keys, no blocking busy timeout and synchronous NORMAL', async () => {
    const file = path.join(dir, 'nested', 'folder', 'taper.db');
    const handle = createDb(`file:${file}`);
    try {
      expect(handle.dialect).toBe('sqlite');
      expect(existsSync(path.dirname(file))).toBe(true);
      const pragma = async (name: string) =>
        Object.values(
          (await sql.raw(`pragma ${name}`).execute(handle.db)).rows[0] as object,
        )[0] as unknown;
      expect(await pragma('journal_mode')).toBe('wal');
      expect(await pragma('foreign_keys')).toBe(1);
      // Waits for another process's lock are asynchronous (sqlite-busy.test.ts).
      expect(await pragma('busy_timeout')).toBe(0);
      expect(await pragma('synchronous')).toBe(1); // NORMAL
      await migrateToLatest(handle.db);
    } finally {
      await handle.close();
    }
    expect(existsSync(file)).toBe(true);
  });

  test('runs a select at once only while no query or transaction holds the connection', async () => {
    const dialect = createDialect({ engine: 'sqlite', filename: ':memory:' });
    const db = new Kysely<Database>({ dialect });
    const reads = immediateReadsOf(dialect);
    try {
      expect(reads?.readAtOnce('select ? as n', [5])).toEqual([{ n: 5 }]);
      await db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        expect(reads?.readAtOnce('select ? as n', [5])).toBeUndefined();
      });
      const queued = sql`select 1`.execute(db);
      expect(reads?.readAtOnce('select ? as n', [5])).toBeUndefined();
      await queued;
      expect(reads?.readAtOnce('select ? as n', [6])).toEqual([{ n: 6 }]);
      // A select that fails is left to the queue, which reports it.
      expect(reads?.readAtOnce('select * from nowhere', [])).toBeUndefined();
    } finally {
      await db.destroy();
    }
  });
});

/** The runtime type of every value, so both engines can be held to one expectation. */
function typesOf(row: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      value === null
        ? 'null'
        : value instanceof Date
          ? 'Date'
          : Array.isArray(value)
            ? 'array'
            : typeof value,
    ]),
  );
}

describeEngines('pingDb', (ctx) => {
  test('answers while the database is open', async () => {
    await expect(pingDb(ctx.db)).resolves.toBeUndefined();
  });
});

const TYPED_WEEKLY_GOALS = {
  monday: '3',
  tuesday: '1',
  wednesday: '2',
  thursday: '2',
  friday: '1',
  saturday: '1',
  sunday: '1',
} as const;

/** A goal with tags and a weekly schedule: nested JSON whose key order must survive storage. */
const TYPED_GOAL: Goal = {
  goalType: 'custom_tags',
  goalSchedule: 'custom_daily',
  customTags: ['a', 'b', 'c'],
  weeklyGoals: TYPED_WEEKLY_GOALS,
};

/** The runtime type of each column of a habit row. */
const HABIT_ROW_TYPES = {
  id: 'number',
  userId: 'number',
  name: 'string',
  color: 'string',
  icon: 'string',
  goal: 'object',
  plan: 'null',
  isArchived: 'boolean',
  position: 'number',
  deletedAt: 'null',
  unloggedDays: 'string',
  baseline: 'number',
  unit: 'string',
  costPerUnit: 'number',
  loopUuid: 'null',
  description: 'string',
  milestonesSeen: 'string',
  reminders: 'null',
  groupId: 'null',
  countsAs: 'number',
  entriesRevision: 'number',
  entriesRemovedRevision: 'number',
  createdAt: 'Date',
  updatedAt: 'Date',
};

/** The runtime type of each column of a group row. */
const GROUP_ROW_TYPES = {
  id: 'number',
  userId: 'number',
  name: 'string',
  color: 'null',
  position: 'number',
  isCollapsed: 'boolean',
  budgetPeriod: 'string',
  budgetLimit: 'number',
  createdAt: 'Date',
  updatedAt: 'Date',
};

/** A user who logged in, with a habit of every column type, one entry and an icon of their own. */
async function createTypedRows(db: Db) {
  const user = await makeUser(db);
  const loginAt = new Date('2024-02-29T23:59:59.999Z');
  await recordLogin(db, user.id, loginAt);
  const habit = await createHabit(db, user.id, {
    createdOn: '2025-01-01',
    name: 'Typed',
    goal: TYPED_GOAL,
    baseline: 2.5,
    unit: 'cups',
    costPerUnit: 3.2,
    description: 'Less, slowly',
  });
  const entry = await upsertEntry(db, {
    habitId: habit.id,
    userId: user.id,
    date: '2024-02-29',
    performance: 'success',
    actualValue: 0.25,
  });
  const icon = await createIcon(db, {
    name: `typed_${user.id}`,
    displayName: 'T',
    category: 'food',
    tier: 'FREE',
    svg: '<svg/>',
  });
  return { user, loginAt, habit, entry, icon };
}

/** A deleted habit's deletedAt, read straight from its row. */
async function deletedAtOfADeletedHabit(db: Db, userId: number) {
  const spare = await createHabit(db, userId, { createdOn: '2025-01-01', name: 'Spare' });
  await deleteHabit(db, userId, spare.id);
  const deleted = await db
    .selectFrom('habits')
    .select('deletedAt')
    .where('id', '=', spare.id)
    .executeTakeFirstOrThrow();
  return deleted.deletedAt;
}

describeEngines('runtime types', (ctx) => {
  test('Dates, numbers, booleans and JSON come back the same on both engines', async () => {
    const { user, loginAt, habit, entry, icon } = await createTypedRows(ctx.db);
    const [admin] = (await listUsersForAdmin(ctx.db)).filter((row) => row.id === user.id);

    expect(typesOf((await findHabit(ctx.db, user.id, habit.id))!)).toEqual(HABIT_ROW_TYPES);
    const group = await createGroup(ctx.db, user.id, {
      name: 'Typed group',
      budgetPeriod: 'week',
      budgetLimit: 14.5,
    });
    expect(typesOf((await findGroup(ctx.db, user.id, group.id))!)).toEqual(GROUP_ROW_TYPES);
    expect(await deletedAtOfADeletedHabit(ctx.db, user.id)).toBeInstanceOf(Date);
    expect(habit.goal).toEqual(TYPED_GOAL);
    // Key order kept: json, not jsonb, on PostgreSQL.
    expect(Object.keys(habit.goal)).toEqual(Object.keys(TYPED_GOAL));
    expect(Object.keys('weeklyGoals' in habit.goal ? habit.goal.weeklyGoals : {})).toEqual(
      Object.keys(TYPED_WEEKLY_GOALS),
    );
    expect(typesOf(entry!)).toMatchObject({
      id: 'number',
      habitId: 'number',
      actualValue: 'number',
      createdAt: 'Date',
      levelValue: 'null',
    });
    expect(entry!.actualValue).toBe(0.25);
    expect(typesOf((await findIcon(ctx.db, icon.id))!)).toMatchObject({
      isBuiltIn: 'boolean',
      createdAt: 'Date',
    });
    expect((await findIcon(ctx.db, 'coffee'))!.isBuiltIn).toBe(true);
    expect(icon.isBuiltIn).toBe(false);
    expect(typesOf(admin!)).toMatchObject({
      id: 'number',
      habitCount: 'number',
      lastLoginAt: 'Date',
      createdAt: 'Date',
    });
    expect(admin!.lastLoginAt).toEqual(loginAt); // millisecond precision survives
    expect(typesOf(await userStats(ctx.db))).toEqual({
      totalUsers: 'number',
      freeUsers: 'number',
      premiumUsers: 'number',
      dau: 'number',
      wau: 'number',
      mau: 'number',
    });
  });
});

/**
 * Seeded, reproducible data, written straight into the database (not through HTTP):
 * SQLite through better-sqlite3 prepared statements in large transactions, with the statements
 * compiled once by Kysely from the typed tables of @taper/db (so a renamed column fails here);
 * PostgreSQL through Kysely multi-row inserts.
 */
import { randomBytes } from 'node:crypto';
import BetterSqlite3 from 'better-sqlite3';
import {
  CamelCasePlugin,
  DummyDriver,
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import { createDb, migrateToLatest, type Database, type Db } from '@taper/db';
import {
  BENCH_GOAL,
  benchUserRow,
  DAILY_GOAL,
  lastDays,
  newToken,
  PASSWORD_HASH_PLACEHOLDER,
  type SeededUser,
  type UserShape,
} from './seed-rows';
import { seededRandom } from './stats';

type Row = Record<string, unknown>;

/** Compiles a typed insert once; returns the SQL and the key order of its parameters. */
function compileInsert(
  compiler: Kysely<Database>,
  table: keyof Database,
  sample: Row,
): { sql: string; keys: string[] } {
  const keys = Object.keys(sample);
  // The typed table checks the column names; the values are placeholders.
  const compiled = compiler.insertInto(table).values(sample).compile();
  if (compiled.parameters.length !== keys.length) {
    throw new Error(
      `insert into ${table}: ${compiled.parameters.length} parameters for ${keys.length} keys`,
    );
  }
  return { sql: compiled.sql, keys };
}

function toSqlite(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return value;
}

/**
 * A SQLite database file being seeded. Everything runs inside transactions of ~100k rows; the
 * file is migrated with the real migrations first.
 */
export class SqliteSeeder {
  readonly #raw: BetterSqlite3.Database;
  readonly #insertUser: { stmt: BetterSqlite3.Statement; keys: string[] };
  readonly #insertSession: { stmt: BetterSqlite3.Statement; keys: string[] };
  readonly #insertHabit: { stmt: BetterSqlite3.Statement; keys: string[] };
  readonly #insertEntry: { stmt: BetterSqlite3.Statement; keys: string[] };
  readonly #now = new Date();
  readonly #random: () => number;
  #userCount = 0;
  #pending = 0;

  private constructor(file: string, seed: number) {
    this.#raw = new BetterSqlite3(file);
    this.#raw.pragma('journal_mode = WAL');
    this.#raw.pragma('synchronous = OFF');
    this.#raw.pragma('cache_size = -200000');
    this.#raw.pragma('foreign_keys = ON');
    this.#random = seededRandom(seed);
    const compiler = new Kysely<Database>({
      dialect: {
        createAdapter: () => new SqliteAdapter(),
        createDriver: () => new DummyDriver(),
        createIntrospector: (db) => new SqliteIntrospector(db),
        createQueryCompiler: () => new SqliteQueryCompiler(),
      },
      plugins: [new CamelCasePlugin()],
    });
    const prepare = (table: keyof Database, sample: Row) => {
      const { sql, keys } = compileInsert(compiler, table, sample);
      return { stmt: this.#raw.prepare(sql), keys };
    };
    this.#insertUser = prepare('users', this.#userRow(0, 'USER', 'FREE'));
    this.#insertSession = prepare('sessions', {
      id: '',
      publicId: '',
      userId: 0,
      expiresAt: this.#now,
      createdAt: this.#now,
    });
    this.#insertHabit = prepare('habits', this.#habitRow(0, 0));
    this.#insertEntry = prepare('habitEntries', this.#entryRow(0, 0, '', 0));
    // Reopened files continue the numbering (emails are unique).
    const last = this.#raw.prepare('select max(id) as id from users').get() as {
      id: number | null;
    };
    this.#userCount = (last.id ?? 0) + 1;
    this.#raw.exec('begin');
  }

  /** Migrates `file` with the real migrations, then opens it for bulk inserts. */
  static async open(file: string, seed = 42): Promise<SqliteSeeder> {
    const handle = createDb(file);
    try {
      await migrateToLatest(handle.db);
    } finally {
      await handle.close();
    }
    return new SqliteSeeder(file, seed);
  }

  /** Rows in the database now (committed or not). */
  totals(): { users: number; entries: number } {
    const count = (table: string) =>
      (this.#raw.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
    return { users: count('users'), entries: count('habit_entries') };
  }

  #userRow(n: number, role: string, tier: string): Row {
    return {
      email: `user${n}@bench.taper.test`,
      firstName: 'Bench',
      lastName: `User ${n}`,
      passwordHash: PASSWORD_HASH_PLACEHOLDER,
      role,
      tier,
      theme: 'light',
      timezone: 'UTC',
      createdAt: this.#now,
      lastLoginAt: this.#now,
      // Recent, so authenticated requests write nothing (last_seen_at is refreshed every 5 min).
      lastSeenAt: this.#now,
    };
  }

  #habitRow(userId: number, n: number): Row {
    return {
      userId,
      name: `Habit ${n + 1}`,
      color: '#3B82F6',
      icon: 'coffee',
      goal: BENCH_GOAL,
      createdAt: this.#now,
      updatedAt: this.#now,
    };
  }

  #entryRow(habitId: number, userId: number, date: string, value: number): Row {
    return {
      habitId,
      userId,
      date,
      performance: value <= DAILY_GOAL ? 'success' : 'over',
      actualValue: value,
      levelValue: null,
      note: null,
      createdAt: this.#now,
      updatedAt: this.#now,
    };
  }

  #run(insert: { stmt: BetterSqlite3.Statement; keys: string[] }, row: Row): number {
    const result = insert.stmt.run(...insert.keys.map((key) => toSqlite(row[key])));
    this.#pending += 1;
    if (this.#pending >= 100_000) {
      this.#raw.exec('commit');
      this.#raw.exec('begin');
      this.#pending = 0;
    }
    return Number(result.lastInsertRowid);
  }

  addUser(shape: UserShape): SeededUser {
    const n = this.#userCount;
    this.#userCount += 1;
    const id = this.#run(
      this.#insertUser,
      this.#userRow(n, shape.role ?? 'USER', shape.tier ?? 'FREE'),
    );
    let token = '';
    if (shape.session) {
      const session = newToken();
      token = session.token;
      const expiresAt = new Date(this.#now.getTime() + 29 * 24 * 3600 * 1000);
      this.#run(this.#insertSession, {
        id: session.id,
        publicId: randomBytes(16).toString('hex'),
        userId: id,
        expiresAt,
        createdAt: this.#now,
      });
    }
    const dates = lastDays(shape.days);
    const habitIds: number[] = [];
    for (let h = 0; h < shape.habits; h += 1) {
      const habitId = this.#run(this.#insertHabit, this.#habitRow(id, h));
      habitIds.push(habitId);
      for (const date of dates) {
        if (this.#random() < 0.1) continue; // ~10% of days not logged
        const value = Math.floor(this.#random() * 5); // 0..4 against a goal of 3
        this.#run(this.#insertEntry, this.#entryRow(habitId, id, date, value));
      }
    }
    return { id, token, habitIds };
  }

  /** Adds `count` users of the same shape (no sessions). */
  addUsers(count: number, shape: UserShape): void {
    for (let i = 0; i < count; i += 1) this.addUser(shape);
  }

  /**
   * Commits and checkpoints the WAL. No ANALYZE, as in production: better-sqlite3's SQLite is built
   * with STAT4, and with those statistics every statement binding an indexed column is planned
   * again on each run (the session lookup took 24 µs instead of 6).
   */
  checkpoint(): void {
    this.#raw.exec('commit');
    this.#raw.pragma('wal_checkpoint(TRUNCATE)');
    this.#raw.exec('begin');
    this.#pending = 0;
  }

  close(): void {
    this.#raw.exec('commit');
    this.#raw.pragma('wal_checkpoint(TRUNCATE)');
    this.#raw.close();
  }
}

/** A user with a session and `habits` number habits and no entries (the write target), on any engine. */
export async function seedWriterWithKysely(db: Db, habits: number): Promise<SeededUser> {
  const now = new Date();
  const user = await db
    .insertInto('users')
    .values(
      benchUserRow(`writer-${randomBytes(4).toString('hex')}@bench.taper.test`, 'Writer', now),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  const session = newToken();
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      publicId: randomBytes(16).toString('hex'),
      userId: user.id,
      expiresAt: new Date(now.getTime() + 29 * 24 * 3600 * 1000),
      createdAt: now,
    })
    .execute();
  const rows = Array.from({ length: habits }, (_, n) => ({
    userId: user.id,
    name: `Write ${n + 1}`,
    color: '#3B82F6',
    icon: 'coffee',
    goal: BENCH_GOAL,
    createdAt: now,
    updatedAt: now,
  }));
  const inserted = await db.insertInto('habits').values(rows).returning('id').execute();
  return { id: user.id, token: session.token, habitIds: inserted.map((row) => row.id) };
}

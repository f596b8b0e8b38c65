/** A day of real use (mixed.ts): its users, seeded into SQLite and PostgreSQL. */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '@taper/db';
import { addDays } from '@taper/domain';
import { SqliteSeeder } from '../seed';
import { benchUserRow, newToken, todayUtc } from '../seed-rows';
import type { BenchUser } from './mixed-visit';

/** Each simulated user's number habits. */
export const HABITS = 3;

export async function seedSqlite(file: string, users: number, days: number): Promise<BenchUser[]> {
  const seeder = await SqliteSeeder.open(file, 7);
  const pool: BenchUser[] = [];
  for (let i = 0; i < users; i += 1) {
    const user = seeder.addUser({ habits: HABITS, days, session: true });
    pool.push({ token: user.token, habitIds: user.habitIds });
  }
  seeder.checkpoint();
  seeder.close();
  return pool;
}

/** The same users on PostgreSQL: rows in batches, the entries made by the database itself. */
export async function seedPostgres(db: Db, users: number, days: number): Promise<BenchUser[]> {
  const now = new Date();
  const pool: BenchUser[] = [];
  const CHUNK = 1000;
  for (let first = 0; first < users; first += CHUNK) {
    const count = Math.min(CHUNK, users - first);
    const rows = await db
      .insertInto('users')
      .values(
        Array.from({ length: count }, (_, i) =>
          benchUserRow(`mixed${first + i}@bench.taper.test`, `User ${first + i}`, now),
        ),
      )
      .returning('id')
      .execute();
    const tokens = rows.map(() => newToken());
    await db
      .insertInto('sessions')
      .values(
        rows.map((row, i) => ({
          id: tokens[i]?.id ?? '',
          publicId: randomBytes(16).toString('hex'),
          userId: row.id,
          expiresAt: new Date(now.getTime() + 29 * 24 * 3600 * 1000),
          createdAt: now,
        })),
      )
      .execute();
    const habits = await db
      .insertInto('habits')
      .values(
        rows.flatMap((row) =>
          Array.from({ length: HABITS }, (_, h) => ({
            userId: row.id,
            name: `Habit ${h + 1}`,
            color: '#3B82F6',
            icon: 'coffee',
            goal: { goalType: 'number', goalSchedule: 'daily', dailyGoal: 3 } as const,
            createdAt: now,
            updatedAt: now,
          })),
        ),
      )
      .returning(['id', 'userId'])
      .execute();
    rows.forEach((row, i) => {
      pool.push({
        token: tokens[i]?.token ?? '',
        habitIds: habits.filter((h) => h.userId === row.id).map((h) => h.id),
      });
    });
  }
  // ~10% of days left out, values 0..4 against a goal of 3, as the SQLite seeder makes them.
  const from = addDays(todayUtc(), 1 - days);
  await sql`
    insert into habit_entries (habit_id, user_id, date, performance, actual_value, created_at, updated_at)
    select h.id, h.user_id, to_char(d, 'YYYY-MM-DD'),
           case when v.value <= 3 then 'success' else 'over' end, v.value, now(), now()
    from habits h
    cross join generate_series(${from}::date, ${todayUtc()}::date, interval '1 day') as d
    cross join lateral (select floor(random() * 5) as value, random() as skip) v
    where v.skip >= 0.1`.execute(db);
  await sql`analyze`.execute(db);
  return pool;
}

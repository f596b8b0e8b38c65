/**
 * Where a read request's time goes: the steps of GET /api/habits and GET /api/habits/{id}/streaks
 * timed one by one in this process on the bench database (the whole requests are answered from the
 * per-user cache after the first; the steps show what a miss costs), plus the whole requests through
 * `app.inject` and a bare Fastify's inject for the same bytes. Explains the ratios of section 1.
 */
import BetterSqlite3 from 'better-sqlite3';
import Fastify from 'fastify';
import { z } from 'zod';
import {
  createDb,
  findSessionWithUser,
  listDayResultsForHabit,
  listEntriesForHabit,
  listHabits,
} from '@taper/db';
import { computeStreaks, habitSchema, streaksSchema } from '@taper/domain';
import { buildApp } from '../../../apps/api/src/app';
import { loadConfig } from '../../../apps/api/src/config';
import { presentHabit } from '../../../apps/api/src/lib/present';
import { hashToken } from '../../../apps/api/src/lib/tokens';
import { table } from '../report';
import { median, round } from '../stats';
import { todayUtc } from '../seed';

/** CPU time of this process per call in µs (immune to other jobs on the machine), median of 3 batches. */
async function timeAsync(fn: () => Promise<unknown>, budgetMs: number): Promise<number> {
  for (let i = 0; i < 20; i += 1) await fn();
  const samples: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    let calls = 0;
    const started = process.cpuUsage();
    const cpuMs = () => {
      const used = process.cpuUsage(started);
      return (used.user + used.system) / 1000;
    };
    while (cpuMs() < budgetMs) {
      await fn();
      calls += 1;
    }
    samples.push((cpuMs() * 1000) / calls);
  }
  return median(samples);
}

export interface BreakdownInput {
  dbFile: string;
  token: string;
  habitId: number;
  budgetMs: number;
}

export async function readBreakdown(input: BreakdownInput): Promise<string> {
  const handle = createDb(input.dbFile);
  const raw = new BetterSqlite3(input.dbFile, { readonly: true });
  const app = await buildApp({
    db: handle.db,
    config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' }),
  });
  const floor = Fastify();
  try {
    const sessionId = hashToken(input.token);
    // Another Kysely instance on the same connection (a no-op plugin added) carries no change
    // marks: every lookup through it runs the join.
    const alwaysQueries = handle.db.withPlugin({
      transformQuery: ({ node }) => node,
      transformResult: ({ result }) => Promise.resolve(result),
    });
    const found = await findSessionWithUser(handle.db, sessionId);
    if (!found) throw new Error('breakdown: session not found');
    const userId = found.user.id;
    const habits = await listHabits(handle.db, userId);
    const entries = await listEntriesForHabit(handle.db, userId, input.habitId);
    const presented = habits.map(presentHabit);
    const listOutput = z.array(habitSchema);
    const today = todayUtc();
    const headers = { authorization: `Bearer ${input.token}` };
    const listBody = JSON.stringify(presented);
    const streaksBody = JSON.stringify(computeStreaks(entries, today));
    floor.get('/list', (_request, reply) =>
      reply.type('application/json; charset=utf-8').send(listBody),
    );
    floor.get('/streaks', (_request, reply) =>
      reply.type('application/json; charset=utf-8').send(streaksBody),
    );
    await app.ready();
    await floor.ready();
    const rawEntries = raw.prepare(
      'select * from habit_entries where habit_id = ? and user_id = ? order by date',
    );
    const rawSession = raw.prepare(
      'select users.*, sessions.id as session_id, sessions.expires_at, sessions.created_at as session_created_at from sessions inner join users on users.id = sessions.user_id where sessions.id = ?',
    );
    const b = input.budgetMs;
    const steps: [string, number][] = [
      [
        'whole GET /api/habits (app.inject)',
        await timeAsync(() => app.inject({ url: '/api/habits', headers }), b),
      ],
      [
        'whole GET /trpc/habits.list (app.inject)',
        await timeAsync(() => app.inject({ url: '/trpc/habits.list', headers }), b),
      ],
      [
        'bare Fastify, same list bytes (inject)',
        await timeAsync(() => floor.inject({ url: '/list' }), b),
      ],
      ['· SHA-256 of the token', await timeAsync(() => Promise.resolve(hashToken(input.token)), b)],
      [
        '· session + user lookup while the database is unchanged (findSessionWithUser: SQLite’s data_version, no query)',
        await timeAsync(() => findSessionWithUser(handle.db, sessionId), b),
      ],
      [
        '· the same lookup after a write (its join, compiled once, through Kysely)',
        await timeAsync(() => findSessionWithUser(alwaysQueries, sessionId), b),
      ],
      [
        '· same query, better-sqlite3 directly',
        await timeAsync(() => Promise.resolve(rawSession.get(sessionId)), b),
      ],
      [
        `· listHabits (${habits.length} rows; only when the cache misses)`,
        await timeAsync(() => listHabits(handle.db, userId), b),
      ],
      [
        '· presentHabit + output validation (zod; only when the kept answer misses)',
        await timeAsync(() => Promise.resolve(listOutput.parse(habits.map(presentHabit))), b),
      ],
      [
        '· JSON.stringify of the list (only when the kept JSON misses)',
        await timeAsync(() => Promise.resolve(JSON.stringify(presented)), b),
      ],
      [
        `whole GET /api/habits/{id}/streaks (app.inject)`,
        await timeAsync(
          () => app.inject({ url: `/api/habits/${input.habitId}/streaks`, headers }),
          b,
        ),
      ],
      [
        'bare Fastify, same streaks bytes (inject)',
        await timeAsync(() => floor.inject({ url: '/streaks' }), b),
      ],
      [
        `· listEntriesForHabit (${entries.length} rows, Kysely + plugins)`,
        await timeAsync(() => listEntriesForHabit(handle.db, userId, input.habitId), b),
      ],
      [
        '· same query, better-sqlite3 directly',
        await timeAsync(() => Promise.resolve(rawEntries.all(input.habitId, userId)), b),
      ],
      [
        '· listDayResultsForHabit (date, performance: what a cache miss runs)',
        await timeAsync(() => listDayResultsForHabit(handle.db, userId, input.habitId), b),
      ],
      [
        `· computeStreaks (${entries.length} entries; only when the cache misses)`,
        await timeAsync(
          () => Promise.resolve(streaksSchema.parse(computeStreaks(entries, today))),
          b,
        ),
      ],
    ];
    return [
      'Where the time of one read goes: CPU time per call in this process (µs, median of 3 batches; CPU time, not wall time, so other jobs on the machine barely move it). `·` rows are steps of the request above them:',
      '',
      table(
        ['Step', 'CPU µs per call'],
        steps.map(([name, us]) => [name, String(round(us, 1))]),
      ),
    ].join('\n');
  } finally {
    await floor.close();
    await app.close();
    raw.close();
    await handle.close();
  }
}

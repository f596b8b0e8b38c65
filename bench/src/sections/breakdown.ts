/**
 * Where a read request's time goes: GET /api/habits and GET /api/habits/{id}/stats, whole through
 * `app.inject` on each adapter (REST, the app's /trpc, tRPC's own `fastifyTRPCPlugin`), the API's
 * own handlers without Fastify, and the steps a read is made of, timed one by one in this process on
 * the bench database; plus a bare Fastify's inject for the same bytes. Explains sections 1 and 2.
 */
import BetterSqlite3 from 'better-sqlite3';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createApi, hashToken, presentHabit } from '@taper/api';
import {
  createDb,
  findSessionWithUser,
  listEntriesForHabit,
  listGoalVersionsForUser,
  listHabits,
} from '@taper/db';
import { habitSchema, habitStatsSchema } from '@taper/domain';
import { habitGoalHistory, habitStats } from '@taper/domain/rules';
import { benchApp } from '../app';
import { table } from '../report';
import { median, round } from '../stats';
import { todayUtc } from '../seed-rows';

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

type Step = [string, () => Promise<unknown>];

function floorFor(bodies: Record<string, string>): FastifyInstance {
  const floor = Fastify();
  for (const [url, body] of Object.entries(bodies)) {
    floor.get(url, (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
  }
  return floor;
}

/** The bench user's habits, the chosen habit's entries and the answers both reads give. */
async function openSubject(input: BreakdownInput) {
  const handle = createDb(input.dbFile);
  const raw = new BetterSqlite3(input.dbFile, { readonly: true });
  const { app, services } = await benchApp(handle.db);
  const api = createApi(services);
  const sessionId = hashToken(input.token);
  const found = await findSessionWithUser(handle.db, sessionId);
  if (!found) throw new Error('breakdown: session not found');
  const userId = found.user.id;
  const habits = await listHabits(handle.db, userId);
  const habit = habits.find((row) => row.id === input.habitId);
  if (!habit) throw new Error('breakdown: habit not found');
  const entries = await listEntriesForHabit(handle.db, userId, input.habitId);
  const today = todayUtc();
  const versions = await listGoalVersionsForUser(handle.db, userId);
  const present = (row: (typeof habits)[number]) =>
    presentHabit(row, habitGoalHistory(row, versions.get(row.id), found.user), today);
  const presented = habits.map(present);
  const stats = habitStats(habit.goal, entries, { today });
  const floor = floorFor({ '/list': JSON.stringify(presented), '/stats': JSON.stringify(stats) });
  return {
    handle,
    raw,
    app,
    api,
    sessionId,
    userId,
    habits,
    habit,
    entries,
    today,
    present,
    presented,
    stats,
    floor,
  };
}

type Subject = Awaited<ReturnType<typeof openSubject>>;

/** What the API's handlers are given for a request without Fastify (its URLs have no query). */
const handlerRequest = (token: string, method: string, url: string) => ({
  method,
  url,
  query: {},
  authorization: `Bearer ${token}`,
  contentType: undefined,
  body: undefined,
  ip: '127.0.0.1',
  origin: 'http://127.0.0.1',
});

const inject = (subject: Subject, token: string, url: string) => () =>
  subject.app.inject({ url, headers: { authorization: `Bearer ${token}` } });

/** GET /api/habits whole on each adapter, then the API's handlers and the steps of a miss. */
function listSteps(subject: Subject, input: BreakdownInput): Step[] {
  const { handle, api, sessionId, userId, habits, present, presented } = subject;
  const rawSession = subject.raw.prepare(
    'select users.*, sessions.id as session_id, sessions.expires_at, sessions.created_at as session_created_at from sessions inner join users on users.id = sessions.user_id where sessions.id = ?',
  );
  const listOutput = z.array(habitSchema);
  return [
    ['whole GET /api/habits (app.inject)', inject(subject, input.token, '/api/habits')],
    ['whole GET /trpc/habits.list (app.inject)', inject(subject, input.token, '/trpc/habits.list')],
    [
      "whole GET of tRPC's own fastifyTRPCPlugin, habits.list (app.inject)",
      inject(subject, input.token, '/trpc-adapter/habits.list'),
    ],
    ['bare Fastify, same list bytes (inject)', () => subject.floor.inject({ url: '/list' })],
    [
      "· the API's REST handler alone, a kept answer (no Fastify)",
      () => api.rest(handlerRequest(input.token, 'GET', '/api/habits')),
    ],
    [
      "· the API's tRPC handler alone, a kept answer (no Fastify)",
      () => api.trpc(handlerRequest(input.token, 'GET', '/trpc/habits.list')),
    ],
    ['·· SHA-256 of the token', () => Promise.resolve(hashToken(input.token))],
    [
      '·· session + user lookup (its join, compiled once, through Kysely)',
      () => findSessionWithUser(handle.db, sessionId),
    ],
    ['·· same query, better-sqlite3 directly', () => Promise.resolve(rawSession.get(sessionId))],
    [
      `·· listHabits (${habits.length} rows; only when the kept answer misses)`,
      () => listHabits(handle.db, userId),
    ],
    [
      '·· presentHabit + output validation (zod; only on a miss)',
      () => Promise.resolve(listOutput.parse(habits.map(present))),
    ],
    [
      '·· JSON.stringify of the list (only on a miss)',
      () => Promise.resolve(JSON.stringify(presented)),
    ],
  ];
}

/** GET /api/habits/{id}/stats whole on each adapter, then the steps of a miss. */
function statsSteps(subject: Subject, input: BreakdownInput): Step[] {
  const { handle, userId, habit, entries, today, stats } = subject;
  const statsInput = encodeURIComponent(JSON.stringify({ id: input.habitId }));
  const rawEntries = subject.raw.prepare(
    'select id, habit_id, date, performance, actual_value, level_value, note from habit_entries where habit_id = ? and user_id = ? order by date',
  );
  return [
    [
      'whole GET /api/habits/{id}/stats (app.inject)',
      inject(subject, input.token, `/api/habits/${input.habitId}/stats`),
    ],
    [
      'whole GET /trpc/habits.stats (app.inject)',
      inject(subject, input.token, `/trpc/habits.stats?input=${statsInput}`),
    ],
    [
      "whole GET of tRPC's own fastifyTRPCPlugin, habits.stats (app.inject)",
      inject(subject, input.token, `/trpc-adapter/habits.stats?input=${statsInput}`),
    ],
    ['bare Fastify, same stats bytes (inject)', () => subject.floor.inject({ url: '/stats' })],
    [
      `·· listEntriesForHabit (${entries.length} rows, read as arrays; only on a miss)`,
      () => listEntriesForHabit(handle.db, userId, input.habitId),
    ],
    [
      '·· same query, better-sqlite3 directly',
      () => Promise.resolve(rawEntries.all(input.habitId, userId)),
    ],
    [
      `·· habitStats (${entries.length} entries; only on a miss)`,
      () => Promise.resolve(habitStats(habit.goal, entries, { today })),
    ],
    [
      '·· output validation of the stats (zod; only on a miss)',
      () => Promise.resolve(habitStatsSchema.parse(stats)),
    ],
    [
      '·· JSON.stringify of the stats (only on a miss)',
      () => Promise.resolve(JSON.stringify(stats)),
    ],
  ];
}

export async function readBreakdown(input: BreakdownInput): Promise<string> {
  const subject = await openSubject(input);
  try {
    await subject.app.ready();
    await subject.floor.ready();
    const steps = [...listSteps(subject, input), ...statsSteps(subject, input)];
    const rows: string[][] = [];
    for (const [name, fn] of steps)
      rows.push([name, String(round(await timeAsync(fn, input.budgetMs), 1))]);
    return [
      'Where the time of one read goes: CPU time per call in this process (µs, median of 3 batches; CPU time, not wall time, so other jobs on the machine barely move it). `·` rows are parts of the request above them, `··` parts of those:',
      '',
      table(['Step', 'CPU µs per call'], rows),
    ].join('\n');
  } finally {
    await subject.floor.close();
    await subject.app.close();
    subject.raw.close();
    await subject.handle.close();
  }
}

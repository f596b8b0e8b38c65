/**
 * Progress over time: the progress screen's two calls on ten years of daily entries, through REST
 * and the web's /trpc, each asked for the same range (kept answers serve repeats) and for a
 * different range every request (every answer computed).
 */
import path from 'node:path';
import { addDays } from '@taper/domain';
import { startServer } from '../child';
import { runLoad, type LoadResult } from '../load';
import type { BenchOptions } from '../options';
import type { Figure, Section } from '../report';
import { SqliteSeeder, todayUtc } from '../seed';
import { median } from '../stats';

const CONNECTIONS = 50;
const YEARS = 10;

interface Call {
  name: string;
  /** The REST path and the tRPC path for a range starting on `from`. */
  rest: (from: string) => string;
  trpc: (from: string) => string;
}

function calls(habitId: number, today: string): Call[] {
  const trpcPath = (name: string, input: Record<string, unknown>) =>
    `/trpc/habits.${name}?input=${encodeURIComponent(JSON.stringify({ id: habitId, ...input }))}`;
  return [
    {
      name: 'history by week',
      rest: (from) => `/api/habits/${String(habitId)}/history?bucket=week&from=${from}&to=${today}`,
      trpc: (from) => trpcPath('history', { bucket: 'week', from, to: today }),
    },
    {
      name: 'strength',
      rest: (from) => `/api/habits/${String(habitId)}/strength?from=${from}&to=${today}`,
      trpc: (from) => trpcPath('strength', { from, to: today }),
    },
  ];
}

function summary(results: LoadResult[]): { rps: number; p99: number } {
  return { rps: median(results.map((r) => r.rps)), p99: median(results.map((r) => r.p99)) };
}

export async function benchProgress(options: BenchOptions, workDir: string): Promise<Section> {
  const dbFile = path.join(workDir, 'progress.db');
  const seeder = await SqliteSeeder.open(dbFile);
  const user = seeder.addUser({ habits: 1, days: YEARS * 365, session: true });
  seeder.checkpoint();
  seeder.close();
  const today = todayUtc();
  const tenYearsBack = addDays(today, 1 - YEARS * 365);
  const app = await startServer({ mode: 'app', port: 4211, dbUrl: dbFile });
  const figures: Figure[] = [];
  try {
    for (const call of calls(user.habitIds[0] ?? 0, today)) {
      for (const [way, pathOf] of [
        ['REST', call.rest],
        ['/trpc', call.trpc],
      ] as const) {
        for (const kept of [true, false]) {
          // A new range each request: from moves one day on, over the ten years.
          let shift = 0;
          const spec = {
            url: app.url,
            path: pathOf(tenYearsBack),
            connections: CONNECTIONS,
            token: user.token,
            method: 'GET' as const,
            ...(kept
              ? {}
              : {
                  next: () => ({
                    path: pathOf(addDays(tenYearsBack, (shift = (shift + 1) % 3000))),
                    body: '',
                  }),
                }),
          };
          await runLoad({ ...spec, seconds: options.warmupSeconds });
          const results: LoadResult[] = [];
          for (let run = 0; run < options.runs; run += 1) {
            const result = await runLoad({ ...spec, seconds: options.runSeconds });
            if (result.errors > 0) throw new Error(`${call.name} ${way}: ${result.errors} errors`);
            results.push(result);
          }
          const { rps, p99 } = summary(results);
          const answered = results.every((result) => result.requests > 0);
          const label = `${call.name}, ${way}, ${kept ? 'the same range (kept answer)' : 'a new range every request'}`;
          const value = answered
            ? `${String(Math.round(rps))} req/s · p99 ${String(p99)} ms`
            : 'no answer within a run';
          figures.push(
            kept
              ? { label, value, goal: 'p99 < 25 ms at 50 connections', met: answered && p99 < 25 }
              : { label, value, goal: '— (reported: every answer computed)' },
          );
        }
      }
    }
  } finally {
    await app.stop();
  }
  return {
    title: 'Progress over time: history and strength on ten years',
    method:
      `One habit with ${String(YEARS)} years of daily entries (~10% of days not logged), seeded into its own SQLite file; ` +
      `\`GET /api/habits/{id}/history?bucket=week\` and \`/strength\` over the whole ten years, through REST and through the ` +
      `web's /trpc, autocannon -c ${String(CONNECTIONS)}, ${String(options.warmupSeconds)} s warm-up, median of ${String(options.runs)} runs of ` +
      `${String(options.runSeconds)} s. "The same range" is what a person reopening the screen asks (the answer is kept until ` +
      'their data changes); "a new range every request" moves `from` one day on each time, so every answer is computed. ' +
      'That the cost is linear in entries is in the Domain section (habitHistory and habitStrength at 10 and 20 years).',
    figures,
  };
}

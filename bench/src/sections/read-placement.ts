/**
 * Where a computed read pays to run: a habit's reads (stats, history, strength, weekdays) from its
 * kept history on the request's thread, against the same reads handed to a worker thread and
 * answered back, for habits of a month to ten years. The threshold of INLINE_MAX_ENTRIES
 * (apps/api computed-reads-pool.ts) is read here.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { computedReadsInline, type ComputedRead, type ComputedReads } from '@taper/api';
import { countHabitEntriesUpTo, createDb } from '@taper/db';
import { addDays } from '@taper/domain';
import { startComputedReads } from '@taper/server';
import { builtComputedReadsWorker } from '../child';
import type { BenchOptions } from '../options';
import { table, type Section } from '../report';
import { median, round } from '../stats';
import { SqliteSeeder } from '../seed';
import { todayUtc } from '../seed-rows';

const DAYS = [30, 180, 365, 730, 1_100, 1_500, 2_200, 3_650];
const USER = { timezone: 'UTC', dayEndsAtHour: 0, weekStart: 'monday' } as const;

interface Cost {
  /** µs per read of the request's thread's time (event-loop utilisation's active time). */
  loopUs: number;
  /** µs per read of the process's CPU time, every thread's. */
  cpuUs: number;
}

/** Each read in turn, `visits` times, after as many unmeasured: their cost per read. */
async function costOf(host: ComputedReads, calls: readonly ComputedRead[], visits: number) {
  const visit = async () => {
    for (const call of calls) await host.run(call);
  };
  for (let i = 0; i < visits; i += 1) await visit();
  const loop = performance.eventLoopUtilization();
  const cpu = process.cpuUsage();
  for (let i = 0; i < visits; i += 1) await visit();
  const reads = visits * calls.length;
  const used = process.cpuUsage(cpu);
  return {
    loopUs: (performance.eventLoopUtilization(loop).active * 1000) / reads,
    cpuUs: (used.user + used.system) / reads,
  } satisfies Cost;
}

/** The habit screen's and progress screen's computed reads of one habit. */
function habitReads(userId: number, habitId: number, today: string): ComputedRead[] {
  const call = { user: { id: userId, ...USER }, today, habitId };
  return [
    { ...call, kind: 'stats', input: {} },
    {
      ...call,
      kind: 'history',
      input: { id: habitId, from: addDays(today, -181), to: today, bucket: 'week' },
    },
    { ...call, kind: 'strength', input: { id: habitId, from: addDays(today, -364), to: today } },
    { ...call, kind: 'weekdays', input: {} },
  ];
}

interface Placements {
  inline: ComputedReads;
  threads: ComputedReads;
}

/** One size's row: both placements' costs, taken in turn so that the machine's load falls alike. */
async function sizeRow(
  placements: Placements,
  calls: readonly ComputedRead[],
  visits: number,
  runs: number,
): Promise<{ here: Cost[]; there: Cost[]; held: number }> {
  const here: Cost[] = [];
  const there: Cost[] = [];
  for (let run = 0; run < runs; run += 1) {
    here.push(await costOf(placements.inline, calls, visits));
    there.push(await costOf(placements.threads, calls, visits));
  }
  const held = median(there.map((c) => c.loopUs)) / median(here.map((c) => c.loopUs));
  return { here, there, held };
}

function methodText(visits: number, runs: number): string {
  return (
    'One user per size with one number habit of that many days (~10% of days not logged), in one SQLite file ' +
    '(WAL). The habit screen’s and progress screen’s computed reads (stats, history by week over 26 weeks, ' +
    'strength over the last year, weekdays), each in turn, from the habit’s kept history (nothing written ' +
    `between reads): ${String(visits)} rounds unmeasured, then ${String(visits)} measured, ${String(runs)} ` +
    'times taken in turn per placement, medians per read. Inline: `computeRead` on the bench’s thread. ' +
    'Handed over: the server’s own host (`startComputedReads`, one thread, on a connection of its own so ' +
    'that it counts each habit’s entries, as it does for a long history) with every read sent to the ' +
    'thread. “Thread held” is the bench thread’s event-loop active time (`performance.eventLoopUtilization`, ' +
    'wall-clock, so a busy machine lengthens it): inline the whole read, handed over the count, posting the ' +
    'call and taking its answer back. CPU is the process’s (`process.cpuUsage`, every thread’s).'
  );
}

export async function benchReadPlacement(options: BenchOptions, workDir: string): Promise<Section> {
  const file = path.join(workDir, 'read-placement.db');
  const seeder = await SqliteSeeder.open(file, 11);
  const habits = DAYS.map((days) => ({ days, ...seeder.addUser({ habits: 1, days }) }));
  seeder.close();
  const visits = options.smoke ? 5 : options.quick ? 100 : 300;
  const runs = options.smoke ? 1 : 3;
  const handle = createDb(file);
  // Every read to the thread (none is of at most -1 entries), from a host that keeps no history.
  const hostHandle = createDb(file);
  const threads = startComputedReads(
    hostHandle.db,
    { url: file },
    1,
    builtComputedReadsWorker(),
    -1,
  );
  const placements = { inline: computedReadsInline(handle.db), threads };
  const rows: string[][] = [];
  /** Each size's entries and the thread held handed over ÷ inline. */
  const ratios: { entries: number; held: number }[] = [];
  try {
    for (const { days, id, habitIds } of habits) {
      const habitId = habitIds[0] ?? 0;
      const entries = (await countHabitEntriesUpTo(handle.db, id, habitId, 1_000_000)) ?? 0;
      const calls = habitReads(id, habitId, todayUtc());
      const { here, there, held } = await sizeRow(placements, calls, visits, runs);
      const us = (costs: Cost[], key: keyof Cost) =>
        String(Math.round(median(costs.map((cost) => cost[key]))));
      ratios.push({ entries, held });
      rows.push([
        days.toLocaleString('en'),
        entries.toLocaleString('en'),
        us(here, 'loopUs'),
        us(here, 'cpuUs'),
        us(there, 'loopUs'),
        us(there, 'cpuUs'),
        String(round(held, 2)),
      ]);
      console.log(`[read-placement] ${rows.at(-1)?.join(' | ') ?? ''}`);
    }
  } finally {
    await threads.close();
    await hostHandle.close();
    await handle.close();
  }
  // From which size on every longer history held the request's thread less when handed over.
  const pays = ratios[ratios.findIndex((_, at) => ratios.slice(at).every((size) => size.held < 1))];
  return {
    title: 'Computed reads: on the request’s thread or handed to a thread',
    method: methodText(visits, runs),
    figures: [
      {
        label: 'Handing a read to the thread holds the request’s thread less than running it there',
        value: pays
          ? `from ${pays.entries.toLocaleString('en')} entries on (×${String(round(pays.held, 2))} there)`
          : 'at no size measured',
        goal: '— (reported: INLINE_MAX_ENTRIES is 1,000)',
      },
    ],
    details: [
      table(
        [
          'Days',
          'Entries',
          'Inline: request’s thread held µs per read',
          'Inline: µs CPU',
          'Handed over: request’s thread held µs',
          'Handed over: µs CPU in all',
          'Thread held, handed over ÷ inline',
        ],
        rows,
      ),
    ],
  };
}

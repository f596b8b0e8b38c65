/**
 * A day of real use (mixed.ts) with the server's default thread of computed reads against the same
 * server with none (`COMPUTED_READ_THREADS=0`, every read on the request's thread): the server's
 * CPU time per request, which the other work on the machine does not change.
 */
import path from 'node:path';
import { startServer, type ServerChild } from '../child';
import type { BenchOptions } from '../options';
import type { Section } from '../report';
import { median, round } from '../stats';
import { HABITS, seedSqlite } from './mixed-seed';
import { warmUp } from './mixed-probe';
import type { BenchUser } from './mixed-visit';

const PORTS = { threads: 4231, inline: 4232 } as const;
/** Users whose visits each measured round takes, per server (the same users every round). */
const roundUsers = (options: BenchOptions) => (options.smoke ? 20 : options.quick ? 200 : 400);
/**
 * A round's CPU per request moves by ±15% with the machine (five rounds gave ×0.94 and ×1.19 for the
 * same build; thirteen gave ×0.95): nine keep the medians' ratio within the goal's 5% more often.
 */
const rounds = (options: BenchOptions) => (options.smoke ? 1 : options.quick ? 3 : 9);
const daysOf = (options: BenchOptions) => (options.quick ? 60 : 180);

type Placement = keyof typeof PORTS;

export async function benchMixedThreads(options: BenchOptions, workDir: string): Promise<Section> {
  const users = roundUsers(options);
  const dbFile = path.join(workDir, 'mixed-threads.db');
  const pool = await seedSqlite(dbFile, users * 2, daysOf(options));
  // Each server its own users, so that neither finds histories the other's writes moved on.
  const usersOf: Record<Placement, readonly BenchUser[]> = {
    threads: pool.slice(0, users),
    inline: pool.slice(users),
  };
  const cpuMs: Record<Placement, number[]> = { threads: [], inline: [] };
  const threadsServer = await startServer({ mode: 'app', port: PORTS.threads, dbUrl: dbFile });
  try {
    const inlineServer = await startServer({
      mode: 'app',
      port: PORTS.inline,
      dbUrl: dbFile,
      computedReadThreads: 0,
    });
    try {
      const servers: Record<Placement, ServerChild> = {
        threads: threadsServer,
        inline: inlineServer,
      };
      // A first round each, unmeasured: the JIT warmed and every habit's history kept.
      for (const placement of ['threads', 'inline'] as const)
        await warmUp(servers[placement], usersOf[placement]);
      // Rounds taken in turn, so that a change in the machine's load falls on both alike.
      for (let round = 0; round < rounds(options); round += 1)
        for (const placement of ['threads', 'inline'] as const)
          cpuMs[placement].push(await warmUp(servers[placement], usersOf[placement]));
    } finally {
      await inlineServer.stop();
    }
  } finally {
    await threadsServer.stop();
  }
  const threads = median(cpuMs.threads);
  const inline = median(cpuMs.inline);
  const runs = (values: number[]) => values.map((value) => String(round(value, 2))).join(', ');
  return {
    title: 'A day of real use: computed reads on their thread or inline',
    method:
      `The day of real use's visits (summary, three logs, a habit's stats, its progress) by ` +
      `${String(users)} returning users per server, each with ${String(HABITS)} number habits of ` +
      `${String(daysOf(options))} days, 20 at a time with no think time, on one SQLite file (WAL). Two servers run ` +
      'side by side: one with the default settings (one thread of computed reads, `COMPUTED_READ_THREADS=1`, ' +
      'which takes only the reads of long histories) and one with none (`COMPUTED_READ_THREADS=0`: every read on ' +
      'the request’s thread). After a first unmeasured round each (the JIT warmed, every history kept), ' +
      `${String(rounds(options))} rounds each, taken in turn; the server’s CPU time per request (from /proc, its ` +
      'threads included) is the median of the rounds. CPU time does not depend on what else runs on the machine.',
    figures: [
      {
        label: 'Server CPU per request, default settings (one thread of computed reads)',
        value: `${String(round(threads, 2))} ms (rounds: ${runs(cpuMs.threads)})`,
        ratio: `×${String(round(threads / inline, 2))} of inline`,
        goal: 'no worse than inline (≤ ×1.05, the rounds’ spread)',
        met: threads <= inline * 1.05,
      },
      {
        label: 'Server CPU per request, inline (`COMPUTED_READ_THREADS=0`)',
        value: `${String(round(inline, 2))} ms (rounds: ${runs(cpuMs.inline)})`,
        goal: '— (reference)',
      },
    ],
  };
}

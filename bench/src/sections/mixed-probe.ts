/**
 * The load of a day of real use and the search over user counts: simulated users step through
 * their visits with a person's think time, and a count holds when every call's p99 stays under
 * the limit with no error.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { LoopDelay, ServerChild } from '../child';
import { treeCpuSeconds } from '../child';
import { todayUtc } from '../seed-rows';
import { percentile, round, seededRandom } from '../stats';
import {
  CALLS,
  send,
  visit,
  type BenchUser,
  type CallName,
  unansweredRequests,
} from './mixed-visit';

/** A person's pause between two steps: 5 to 15 s, 10 s on average. */
export const THINK_MIN_MS = 5000;
export const THINK_MAX_MS = 15_000;
export const THINK_MEAN_S = (THINK_MIN_MS + THINK_MAX_MS) / 2000;
export const P99_LIMIT_MS = 100;

export interface Probe {
  users: number;
  rps: number;
  p99: Record<CallName, number>;
  errors: number;
  loopP99Ms: number;
  loopMaxMs: number;
  /**
   * The bench process's own event-loop delay (where the simulated users run and time their calls):
   * a late answer read late here would count against the server.
   */
  usersLoop: LoopDelay;
  /** The server's CPU time (every process) per request answered, in ms. */
  cpuMsPerRequest: number;
  held: boolean;
}

/**
 * `users` users for `seconds`: each starts at a random step of its visit after a random part of one
 * think time (so the load is steady from the start), then takes a step, thinks 5–15 s, and so on.
 */
async function probe(
  server: ServerChild,
  pool: readonly BenchUser[],
  users: number,
  seconds: number,
): Promise<Probe> {
  const random = seededRandom(users);
  const today = todayUtc();
  const samples: Record<CallName, number[]> = {
    summary: [],
    icons: [],
    log: [],
    stats: [],
    progress: [],
  };
  let errors = 0;
  let running = true;
  let inFlight = 0;
  // A run behind an overloaded one waits (up to 30 s) for its answers, not to measure their backlog.
  for (let waited = 0; unansweredRequests() > 0 && waited < 30_000; waited += 50)
    await new Promise((resolve) => setTimeout(resolve, 50));
  const until = Date.now() + seconds * 1000;
  await server.loopDelay();
  const cpuBefore = treeCpuSeconds(server.pid);
  const usersLoop = monitorEventLoopDelay({ resolution: 5 });
  usersLoop.enable();
  const loops = pool.slice(0, users).map(async (user) => {
    let steps = visit(user, today, random);
    let step = Math.floor(random() * steps.length);
    await sleep(random() * THINK_MEAN_S * 1000);
    while (running && Date.now() < until) {
      const calls = steps[step];
      if (calls === undefined) break;
      // A step's requests go together, as the page sends them; each is timed on its own.
      await Promise.all(
        calls.map(async (call) => {
          const sent = process.hrtime.bigint();
          inFlight += 1;
          const status = await send(server.url, user, call);
          inFlight -= 1;
          samples[call.name].push(Number(process.hrtime.bigint() - sent) / 1e6);
          if (status !== 200) errors += 1;
        }),
      );
      step += 1;
      if (step === steps.length) {
        steps = visit(user, today, random);
        step = 0;
      }
      await sleep(THINK_MIN_MS + random() * (THINK_MAX_MS - THINK_MIN_MS));
    }
  });
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  running = false;
  const loop = await server.loopDelay();
  usersLoop.disable();
  // Steps still in flight finish (their latency counts; up to 5 s, then the next run starts
  // behind their backlog); thinking users stop at once.
  for (let waited = 0; inFlight > 0 && waited < 5000; waited += 20)
    await new Promise((resolve) => setTimeout(resolve, 20));
  void Promise.all(loops);
  const count = CALLS.reduce((sum, name) => sum + samples[name].length, 0);
  const cpuMsPerRequest = ((treeCpuSeconds(server.pid) - cpuBefore) * 1000) / Math.max(1, count);
  const p99 = p99sOf(samples);
  const result = {
    users,
    rps: count / seconds,
    p99,
    errors,
    loopP99Ms: loop.p99Ms,
    loopMaxMs: loop.maxMs,
    usersLoop: { p99Ms: usersLoop.percentile(99) / 1e6, maxMs: usersLoop.max / 1e6 },
    cpuMsPerRequest,
    held: errors === 0 && CALLS.every((name) => p99[name] < P99_LIMIT_MS),
  };
  logProbe(result);
  return result;
}

/** Each call kind's p99 in ms; NaN for a kind none of whose calls was answered. */
function p99sOf(samples: Record<CallName, number[]>): Record<CallName, number> {
  return Object.fromEntries(
    CALLS.map((name) => [name, samples[name].length ? percentile(samples[name], 99) : Number.NaN]),
  ) as Record<CallName, number>;
}

/** One line per probe on the bench's console, as it runs. */
function logProbe(result: Probe): void {
  const ms = (value: number) => `${String(round(value, 1))} ms`;
  console.log(
    `[mixed] ${String(result.users)} users: ${String(Math.round(result.rps))} req/s, p99 ms ${fmtP99(result.p99)}, ` +
      `loop p99 ${ms(result.loopP99Ms)}, users' loop p99 ${ms(result.usersLoop.p99Ms)}, ` +
      `server CPU ${ms(result.cpuMsPerRequest)}/request, ${String(result.errors)} errors: ${result.held ? 'held' : 'missed'}`,
  );
}

/** A sleep that never keeps the bench alive on its own. */
function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

export interface Search {
  probes: Probe[];
  /** The most users that held, and its probe; undefined when even the first count did not. */
  best: Probe | undefined;
  /** The pool ran out while every count held. */
  capped: boolean;
}

/**
 * Doubles from `start` while the calls hold (up to the pool), then halves the gap between the best
 * count that held and the first that did not, `bisections` times. `--quick`: one step each way.
 * `warmed`: the pool's first users that already took a visit (warmUp); the users a count adds to
 * them take theirs before its run, so every run finds its users as a server that has been up does
 * (sessions and histories read once), whichever count came first.
 */
export async function search(
  server: ServerChild,
  pool: readonly BenchUser[],
  start: number,
  seconds: number,
  bisections: number,
  maxSteps: number,
  warmed: number,
): Promise<Search> {
  const probes: Probe[] = [];
  let best: Probe | undefined;
  let failed: number | undefined;
  let users = Math.min(start, pool.length);
  let visited = warmed;
  const probeWarm = async (count: number): Promise<Probe> => {
    if (count > visited) await warmUp(server, pool.slice(visited, count));
    visited = Math.max(visited, count);
    return probe(server, pool, count, seconds);
  };
  for (let steps = 0; steps < maxSteps; steps += 1) {
    const result = await probeWarm(users);
    probes.push(result);
    if (result.held) {
      best = result;
      if (users >= pool.length) break;
      users = Math.min(users * 2, pool.length);
    } else {
      failed = users;
      if (best !== undefined || users <= 100) break;
      users = Math.max(100, Math.floor(users / 2));
    }
  }
  for (let i = 0; i < bisections && best !== undefined && failed !== undefined; i += 1) {
    const middle = Math.round((best.users + failed) / 2 / 50) * 50;
    if (middle <= best.users || middle >= failed) break;
    const result = await probeWarm(middle);
    probes.push(result);
    if (result.held) best = result;
    else failed = middle;
  }
  return { probes, best, capped: best !== undefined && failed === undefined };
}

export function fmtP99(p99: Record<CallName, number>): string {
  const ms = (value: number) =>
    Number.isNaN(value) ? '— (none answered)' : String(Math.round(value));
  return CALLS.map((name) => `${name} ${ms(p99[name])}`).join(' / ');
}

/**
 * Warms the JIT and the database up: `users` each take a whole visit with no think time, 20 at a
 * time, unmeasured. Answers the server's CPU time per request over it, in ms.
 */
export async function warmUp(server: ServerChild, users: readonly BenchUser[]): Promise<number> {
  const random = seededRandom(1);
  const today = todayUtc();
  const queue = [...users];
  let requests = 0;
  const before = treeCpuSeconds(server.pid);
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      for (let user = queue.shift(); user !== undefined; user = queue.shift()) {
        for (const calls of visit(user, today, random)) {
          for (const call of calls) {
            const status = await send(server.url, user, call);
            if (status !== 200) throw new Error(`${call.path}: HTTP ${String(status)}`);
            requests += 1;
          }
        }
      }
    }),
  );
  return ((treeCpuSeconds(server.pid) - before) * 1000) / Math.max(1, requests);
}

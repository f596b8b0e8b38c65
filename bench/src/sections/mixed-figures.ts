/**
 * The day of real use's figures: each server's most users, the goal on SQLite and the goal on
 * PostgreSQL with the app's defaults.
 */
import { loadConfig } from '@taper/server';
import { POSTGRES_URL } from '../options';
import type { Figure } from '../report';
import { round } from '../stats';
import { fmtP99, P99_LIMIT_MS, THINK_MEAN_S, type Probe, type Search } from './mixed-probe';

export const GOAL_USERS = 2000;

export interface Config {
  engine: 'SQLite' | 'PostgreSQL';
  workers: number;
}

export interface Outcome extends Config {
  search: Search | undefined;
  error?: string;
}

/** The most users a search held, '≥' when the pool ran out first. */
function usersHeld(users: number, capped: boolean): string {
  return `${capped ? '≥ ' : ''}${users.toLocaleString('en')} users`;
}

/**
 * What the server's own CPU time says a core could hold if nothing else ran on it: one request per
 * user every think time, so a core holds think time ÷ CPU per request users.
 */
function cpuBound(probe: Probe | undefined): string {
  if (probe === undefined || !(probe.cpuMsPerRequest > 0)) return '';
  const users = (THINK_MEAN_S * 1000) / probe.cpuMsPerRequest;
  return (
    ` · server CPU ${String(round(probe.cpuMsPerRequest, 2))} ms per request ` +
    `(CPU alone would hold ~${(Math.round(users / 100) * 100).toLocaleString('en')} users per core)`
  );
}

export function figureOf(outcome: Outcome): Figure {
  const { engine, workers } = outcome;
  const label = `${engine}, ${String(workers)} worker${workers > 1 ? 's' : ''}: most simulated users at p99 < ${String(P99_LIMIT_MS)} ms`;
  const goal = '— (reported)';
  const best = outcome.search?.best;
  if (outcome.error !== undefined || outcome.search === undefined) {
    return {
      label,
      value: `not measured: ${outcome.error ?? 'no search'}`,
      goal,
    };
  }
  if (best === undefined) {
    const probes = outcome.search.probes;
    const fewest = probes.reduce<Probe | undefined>(
      (low, p) => (low === undefined || p.users < low.users ? p : low),
      undefined,
    );
    return {
      label,
      value:
        `fewer than ${(fewest?.users ?? 0).toLocaleString('en')} users (there: p99 ms ` +
        `${fewest ? fmtP99(fewest.p99) : '—'}, event-loop delay p99 ${String(round(fewest?.loopP99Ms ?? Number.NaN, 1))} ms)` +
        cpuBound(fewest),
      goal,
    };
  }
  return {
    label,
    value:
      `${usersHeld(best.users, outcome.search.capped)} (${Math.round(best.users / workers).toLocaleString('en')} per core) · ` +
      `${String(Math.round(best.rps))} req/s · p99 ms ${fmtP99(best.p99)} · ` +
      `event-loop delay p99 ${String(round(best.loopP99Ms, 1))} ms (max ${String(round(best.loopMaxMs, 1))})` +
      cpuBound(best),
    goal,
  };
}

/**
 * The goal's figure: the most users SQLite held on this machine's two cores, with one server
 * process or two (README: one is SQLite's default; two share the cores with the simulated users).
 */
export function sqliteOnTwoCores(outcomes: readonly Outcome[]): Figure {
  const held = outcomes
    .filter((outcome) => outcome.engine === 'SQLite' && outcome.search?.best !== undefined)
    .map((outcome) => ({
      workers: outcome.workers,
      capped: outcome.search?.capped ?? false,
      users: outcome.search?.best?.users ?? 0,
    }))
    .sort((a, b) => b.users - a.users);
  const best = held[0];
  return {
    label: `SQLite on these 2 cores: most simulated users at p99 < ${String(P99_LIMIT_MS)} ms, with 1 or 2 workers`,
    value: best
      ? `${usersHeld(best.users, best.capped)}, with ${String(best.workers)} worker${best.workers > 1 ? 's' : ''}`
      : 'none held',
    goal: `≥ ${GOAL_USERS.toLocaleString('en')} users on 2 cores`,
    met: best !== undefined && best.users >= GOAL_USERS,
  };
}

/**
 * Deliver 2's figure: PostgreSQL as the app runs it by default (its config's WORKERS for a
 * PostgreSQL URL: one process per core), with the threads and pool it starts with; measured when
 * that is one or two processes.
 */
export function postgresWithDefaults(outcomes: readonly Outcome[]): Figure {
  const { workers } = loadConfig({ DATABASE_URL: POSTGRES_URL });
  const outcome = outcomes.find((o) => o.engine === 'PostgreSQL' && o.workers === workers);
  const best = outcome?.search?.best;
  const label =
    `PostgreSQL with the app's defaults on this machine (one process per core: ${String(workers)}): ` +
    `most simulated users at p99 < ${String(P99_LIMIT_MS)} ms`;
  const goal = `≥ ${GOAL_USERS.toLocaleString('en')} users on 2 cores`;
  if (outcome === undefined)
    return { label, value: `not measured: the bench runs 1 and 2 processes`, goal };
  return {
    label,
    value: best ? usersHeld(best.users, outcome.search?.capped ?? false) : 'none held',
    goal,
    met: workers === 2 && best !== undefined && best.users >= GOAL_USERS,
  };
}

/**
 * The read targets' interleaved rounds: every target warmed up, then each round runs them one after
 * another, noting throughput, latency, the server's CPU per request and the app's peak RSS.
 */
import { cpuSeconds, sampleRss, type ServerChild } from '../child';
import { runLoad, type LoadResult } from '../load';
import type { BenchOptions } from '../options';
import { median } from '../stats';
import type { Target } from './read-targets';

export const CONNECTIONS = 50;

export function fmt(result: { rps: number; p50: number; p99: number }): string {
  return `${Math.round(result.rps)} req/s · p50 ${result.p50} ms · p99 ${result.p99} ms`;
}

export interface Measured {
  get: (key: string) => { rps: number; p50: number; p99: number };
  /** Server CPU µs per request, median over the runs. */
  cpu: (key: string) => number;
  runHeaders: string[];
  rawRows: string[][];
  rssPeaks: number[];
}

/**
 * Warms every target up, then runs them in interleaved rounds, noting each run's throughput,
 * latency, the server's CPU per request and (for the app) its peak RSS.
 */
export async function measure(
  options: BenchOptions,
  targets: readonly Target[],
  servers: Record<Target['server'], ServerChild>,
  token: string,
): Promise<Measured> {
  const load = (target: Target, seconds: number) =>
    runLoad({
      url: servers[target.server].url,
      path: target.path,
      connections: CONNECTIONS,
      seconds,
      ...(target.headers ? { headers: target.headers } : {}),
      ...(target.server === 'app' || target.server === 'adapterApp' ? { token } : {}),
    });
  for (const target of targets) await load(target, options.warmupSeconds);
  const results = new Map<string, LoadResult[]>();
  const rssPeaks: number[] = [];
  const cpuPerRequest = new Map<string, number[]>();
  for (let run = 0; run < options.runs; run += 1) {
    for (const target of targets) {
      const sampler = target.server === 'app' ? sampleRss(servers.app.pid) : undefined;
      const pid = servers[target.server].pid;
      const cpuBefore = cpuSeconds(pid);
      const result = await load(target, options.runSeconds);
      cpuPerRequest.set(target.key, [
        ...(cpuPerRequest.get(target.key) ?? []),
        ((cpuSeconds(pid) - cpuBefore) * 1e6) / Math.max(1, result.requests),
      ]);
      if (sampler) rssPeaks.push(sampler.stop());
      if (result.errors > 0) throw new Error(`${target.key}: ${result.errors} errors under load`);
      results.set(target.key, [...(results.get(target.key) ?? []), result]);
    }
  }
  const get = (key: string) => {
    const list = results.get(key) ?? [];
    return {
      rps: median(list.map((r) => r.rps)),
      p50: median(list.map((r) => r.p50)),
      p99: median(list.map((r) => r.p99)),
    };
  };
  const cpu = (key: string) => median(cpuPerRequest.get(key) ?? []);
  return {
    get,
    cpu,
    runHeaders: [
      'target',
      ...Array.from({ length: options.runs }, (_, i) => `run ${i + 1}`),
      'server CPU per request (median)',
    ],
    rawRows: targets.map((t) => [
      t.key,
      ...(results.get(t.key) ?? []).map((r) => fmt(r)),
      `${Math.round(cpu(t.key))} µs`,
    ]),
    rssPeaks,
  };
}

/** 4a. Growth: per-user read latency with few and with many users in the database; admin stats. */
import { startServer } from '../child';
import { sequentialLatency, type LatencyResult } from '../load';
import type { BenchOptions } from '../options';
import { median } from '../stats';

export interface GrowthSample {
  users: number;
  entries: number;
  list: LatencyResult;
  habitStats: LatencyResult;
  stats?: LatencyResult;
}

export interface GrowthInput {
  options: BenchOptions;
  dbFile: string;
  token: string;
  habitId: number;
  adminToken?: string;
  users: number;
  entries: number;
}

function medianLatency(samples: LatencyResult[]): LatencyResult {
  return {
    p50: median(samples.map((s) => s.p50)),
    p99: median(samples.map((s) => s.p99)),
    mean: median(samples.map((s) => s.mean)),
  };
}

/** One server child on the database; sequential requests, `runs` samples per endpoint, interleaved. */
export async function measureGrowth(input: GrowthInput): Promise<GrowthSample> {
  const { options } = input;
  const child = await startServer({ mode: 'app', port: 4205, dbUrl: input.dbFile });
  try {
    const list: LatencyResult[] = [];
    const habitStats: LatencyResult[] = [];
    const stats: LatencyResult[] = [];
    const n = options.latencyRequests;
    for (let run = 0; run < options.runs; run += 1) {
      list.push(await sequentialLatency(child.url, '/api/habits', input.token, n));
      habitStats.push(
        await sequentialLatency(
          child.url,
          `/api/habits/${input.habitId}/stats`,
          input.token,
          Math.ceil(n / 4),
        ),
      );
      if (input.adminToken !== undefined) {
        stats.push(
          await sequentialLatency(
            child.url,
            '/api/admin/stats/overview',
            input.adminToken,
            Math.ceil(n / 4),
          ),
        );
      }
    }
    return {
      users: input.users,
      entries: input.entries,
      list: medianLatency(list),
      habitStats: medianLatency(habitStats),
      ...(stats.length > 0 ? { stats: medianLatency(stats) } : {}),
    };
  } finally {
    await child.stop();
  }
}

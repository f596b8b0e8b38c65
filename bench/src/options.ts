/**
 * The sizes of the bench: the full run (the figures BENCHMARKS.md keeps), `--quick` (short runs on
 * smaller data) and `--smoke` (CI's: every section once on the smallest data, so the bench never rots;
 * its figures mean nothing and it writes artifacts/BENCHMARKS.smoke.md, never BENCHMARKS.md).
 */
export interface BenchOptions {
  /** Quick or smoke: the shorter runs and smaller data of the sections' own quick sizes. */
  quick: boolean;
  /** Smoke: one short run of everything; the sections shrink their own data further. */
  smoke: boolean;
  /** Measured runs per figure; the report shows their median. */
  runs: number;
  /** Seconds of autocannon warm-up before the measured runs of a server. */
  warmupSeconds: number;
  /** Seconds per measured autocannon run. */
  runSeconds: number;
  /** The heavy user: habits × days of entries. */
  heavyHabits: number;
  heavyDays: number;
  /** Growth: users in the small and the large database, and each light user's data. */
  smallUsers: number;
  largeUsers: number;
  lightHabits: number;
  lightDays: number;
  /** Sequential requests per latency sample (growth, admin stats). */
  latencyRequests: number;
  /** Domain: years of daily entries (the ratio uses twice as many). */
  domainYears: number;
  /** Headless Chromium page loads for LCP/CLS/TBT. */
  webRuns: number;
}

const QUICK: BenchOptions = {
  quick: true,
  smoke: false,
  runs: 3,
  warmupSeconds: 1,
  runSeconds: 2,
  heavyHabits: 20,
  heavyDays: 730,
  smallUsers: 100,
  largeUsers: 10_000,
  lightHabits: 1,
  lightDays: 20,
  latencyRequests: 200,
  domainYears: 10,
  webRuns: 1,
};

const SMOKE: BenchOptions = {
  ...QUICK,
  smoke: true,
  runs: 1,
  runSeconds: 1,
  largeUsers: 1_500,
  latencyRequests: 50,
  domainYears: 2,
};

export function parseOptions(argv: readonly string[]): BenchOptions {
  if (argv.includes('--smoke')) return SMOKE;
  if (argv.includes('--quick')) return QUICK;
  return {
    quick: false,
    smoke: false,
    runs: 3,
    warmupSeconds: 3,
    runSeconds: 6,
    heavyHabits: 20,
    heavyDays: 730,
    smallUsers: 100,
    largeUsers: 10_000,
    lightHabits: 2,
    lightDays: 150,
    latencyRequests: 1000,
    domainYears: 10,
    webRuns: 3,
  };
}

/** The PostgreSQL server the bench's PostgreSQL sections use, each in a private schema. */
export const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

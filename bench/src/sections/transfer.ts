/**
 * Export: GET /api/export of a user with 20 habits × 10 years of daily entries, as the Loop-shaped
 * CSV zip and as the Taper JSON document, time to the last byte and the server's memory while it
 * streams. A user with 20 habits × 1 year is the reference: streamed habit by habit, the server's
 * memory should not grow with the length of the history. And the export of 100 habits × 10 years:
 * the server's longest event-loop stall while it streams (`monitorEventLoopDelay` in the server),
 * which is how long any other request could have waited.
 */
import path from 'node:path';
import { rssMb, sampleRss, startServer } from '../child';
import type { BenchOptions } from '../options';
import type { Figure, Section } from '../report';
import { SqliteSeeder } from '../seed';
import { type SeededUser } from '../seed-rows';
import { median, round } from '../stats';

const HABITS = 20;
/** The account of issue 39's stall: 100 habits over ten years (smoke: fewer habits, two years). */
const yearsOf = (options: BenchOptions) => (options.smoke ? 2 : 10);
const wideHabitsOf = (options: BenchOptions) => (options.smoke ? 20 : 100);

interface ExportRun {
  ms: number;
  bytes: number;
  /** The server's peak RSS during the export, above its RSS before it. */
  growthMb: number;
}

async function exportOnce(
  url: string,
  pid: number,
  token: string,
  format: string,
  rssBefore: number,
): Promise<ExportRun> {
  const rss = sampleRss(pid);
  const started = performance.now();
  const response = await fetch(`${url}/api/export?format=${format}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`export ${format} answered ${String(response.status)}`);
  const bytes = (await response.arrayBuffer()).byteLength;
  const ms = performance.now() - started;
  return { ms, bytes, growthMb: Math.max(0, rss.stop() - rssBefore) };
}

async function measure(
  options: BenchOptions,
  url: string,
  pid: number,
  user: SeededUser,
  format: string,
  rssBefore: number,
): Promise<{ ms: number; bytes: number; growthMb: number }> {
  await exportOnce(url, pid, user.token, format, rssBefore);
  const runs: ExportRun[] = [];
  for (let run = 0; run < options.runs; run += 1)
    runs.push(await exportOnce(url, pid, user.token, format, rssBefore));
  return {
    ms: median(runs.map((r) => r.ms)),
    bytes: median(runs.map((r) => r.bytes)),
    growthMb: median(runs.map((r) => r.growthMb)),
  };
}

export async function benchTransfer(options: BenchOptions, workDir: string): Promise<Section> {
  const dbFile = path.join(workDir, 'transfer.db');
  const years = yearsOf(options);
  const wideHabits = wideHabitsOf(options);
  const seeder = await SqliteSeeder.open(dbFile);
  const long = seeder.addUser({ habits: HABITS, days: years * 365, session: true });
  const short = seeder.addUser({ habits: HABITS, days: 365, session: true });
  const wide = seeder.addUser({ habits: wideHabits, days: years * 365, session: true });
  seeder.checkpoint();
  seeder.close();
  const app = await startServer({ mode: 'app', port: 4213, dbUrl: dbFile });
  const figures: Figure[] = [];
  try {
    const rssBefore = rssMb(app.pid);
    for (const format of ['csv', 'json']) {
      // The short history first: RSS seldom shrinks, so the long one is measured over it.
      const small = await measure(options, app.url, app.pid, short, format, rssBefore);
      const big = await measure(options, app.url, app.pid, long, format, rssBefore);
      const mb = (bytes: number) => `${String(round(bytes / 1024 / 1024, 1))} MB`;
      figures.push({
        label: `GET /api/export?format=${format}, ${String(HABITS)} habits × ${String(years)} years`,
        value: `${String(Math.round(big.ms))} ms for ${mb(big.bytes)}`,
        goal: '< 2000 ms',
        met: big.ms < 2000,
      });
      const ratio = big.growthMb / Math.max(small.growthMb, 8);
      figures.push({
        label: `… server memory while exporting ${String(years)} years vs 1 year`,
        value: `+${String(round(big.growthMb, 1))} MB vs +${String(round(small.growthMb, 1))} MB RSS`,
        ratio: `×${String(round(ratio, 2))}`,
        goal: 'ratio ≤ 2 (flat: streamed habit by habit; 1 year’s growth counted as at least 8 MB)',
        met: ratio <= 2,
      });
      // The longest stall of the server's event loop while it exports the wide account.
      await app.loopDelayMaxMs();
      const wideRun = await exportOnce(app.url, app.pid, wide.token, format, rssBefore);
      const stallMs = await app.loopDelayMaxMs();
      figures.push({
        label: `… longest event-loop stall while exporting ${String(wideHabits)} habits × ${String(years)} years`,
        value: `${String(round(stallMs, 1))} ms (export: ${String(Math.round(wideRun.ms))} ms for ${mb(wideRun.bytes)})`,
        goal: '< 50 ms (work in slices of about 3 ms; other requests answered meanwhile)',
        met: stallMs < 50,
      });
      // The same server left idle for as long: what the machine's other work alone costs its loop.
      await new Promise((resolve) => setTimeout(resolve, wideRun.ms));
      const idleMs = await app.loopDelayMaxMs();
      figures.push({
        label: `… longest event-loop stall of the same server idle for as long`,
        value: `${String(round(idleMs, 1))} ms`,
        goal: '— (reference: the stall the machine alone causes)',
      });
    }
  } finally {
    await app.stop();
  }
  return {
    title: 'Export: the whole account as a file',
    method:
      `One user with ${String(HABITS)} habits × ${String(years)} years of daily entries (~10% of days not logged) and one with ` +
      `${String(HABITS)} habits × 1 year, and one with ${String(wideHabits)} habits × ${String(years)} years, seeded into their own SQLite file; the app as a child process. Each export is fetched ` +
      `to its last byte, one at a time, after one unmeasured export; median of ${String(options.runs)} runs. Memory is the ` +
      "server's peak RSS (sampled every 200 ms) above its RSS before the first export. The stall is the maximum of the " +
      "server's own `perf_hooks.monitorEventLoopDelay` (resolution 5 ms) over one export of the 100-habit account; " +
      'its reference is the same monitor over as long a time with the server idle right after (on a busy machine ' +
      "the scheduler's pauses show there as well).",
    figures,
  };
}

/**
 * The summary after one log: the server's CPU time for `/api/summary`'s cards when one habit was
 * logged since the user's last summary, for a user with 1 habit and a user with 30, each habit of
 * ten years of daily entries. Each card is kept with its habit's history until something it is
 * computed from changes, so the log computes one card, whatever the number of habits.
 */
import path from 'node:path';
import { computeSummary, type SummaryRead } from '@taper/api/computed-reads';
import { createDb, upsertEntry, type Db } from '@taper/db';
import { addDays } from '@taper/domain';
import type { BenchOptions } from '../options';
import type { Figure } from '../report';
import { SqliteSeeder } from '../seed';
import { todayUtc } from '../seed-rows';
import { median, round } from '../stats';

const YEARS = 10;
/** The many habits' user's count (the issue's: 30 habits). */
export const MANY_HABITS = 30;

/** This process's CPU time of `work` in ms (the reads are SQLite's, on this thread too). */
async function cpuMs(work: () => Promise<unknown>): Promise<number> {
  const started = process.cpuUsage();
  await work();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
}

interface Subject {
  id: number;
  habitIds: number[];
}

function summaryCall(user: Subject, today: string): SummaryRead {
  const settings = { timezone: 'UTC', dayEndsAtHour: 0, weekStart: 'monday' as const };
  return { kind: 'summary', user: { id: user.id, ...settings, locale: 'en' }, today };
}

/** The median CPU time of a summary after `change`, each summary's change made before it. */
async function medianAfter(
  db: Db,
  samples: number,
  change: (sample: number) => Promise<SummaryRead>,
): Promise<number> {
  const times: number[] = [];
  // The first ones read every history and warm the JIT: not measured.
  for (let sample = -20; sample < samples; sample += 1) {
    const call = await change(sample);
    const time = await cpuMs(() => computeSummary(db, call));
    if (sample >= 0) times.push(time);
  }
  return median(times);
}

/** Today's entry of the user's first habit logged again with another amount, as a log does. */
function logOne(db: Db, user: Subject, today: string) {
  return async (sample: number) => {
    const amount = (sample + 20) % 5;
    await upsertEntry(db, {
      habitId: user.habitIds[0] ?? 0,
      userId: user.id,
      date: today,
      performance: amount <= 3 ? 'success' : 'over',
      actualValue: amount,
    });
    return summaryCall(user, today);
  };
}

export async function summaryAfterLogFigures(
  options: BenchOptions,
  workDir: string,
): Promise<Figure[]> {
  const dbFile = path.join(workDir, 'summary-cards.db');
  const seeder = await SqliteSeeder.open(dbFile);
  const years = options.smoke ? 1 : YEARS;
  const days = years * 365;
  const one = seeder.addUser({ habits: 1, days });
  const many = seeder.addUser({ habits: MANY_HABITS, days });
  seeder.checkpoint();
  seeder.close();
  const handle = createDb(dbFile);
  const samples = options.smoke ? 5 : options.quick ? 60 : 200;
  const today = todayUtc();
  try {
    // Both users' histories are read first, so that both are measured with the same heap.
    await computeSummary(handle.db, summaryCall(many, today));
    const oneMs = await medianAfter(handle.db, samples, logOne(handle.db, one, today));
    const manyMs = await medianAfter(handle.db, samples, logOne(handle.db, many, today));
    // For scale: every card computed, as on a new day (today moves back and forth).
    const everyMs = await medianAfter(handle.db, samples, (sample) =>
      Promise.resolve(summaryCall(many, sample % 2 === 0 ? today : addDays(today, -1))),
    );
    const ratio = manyMs / oneMs;
    return [
      {
        label: `summary after one log, server CPU: 1 habit vs ${String(MANY_HABITS)} habits of ${String(years)} years`,
        value: `${String(round(oneMs, 2))} ms vs ${String(round(manyMs, 2))} ms per summary`,
        ratio: `×${String(round(ratio, 2))} for ×${String(MANY_HABITS)} habits`,
        goal: 'ratio ≤ 2 (one card computed, not one per habit)',
        met: ratio <= 2,
      },
      {
        label: `… the same ${String(MANY_HABITS)} habits with every card computed (a new day)`,
        value: `${String(round(everyMs, 2))} ms per summary`,
        goal: '— (reported)',
      },
    ];
  } finally {
    await handle.close();
  }
}

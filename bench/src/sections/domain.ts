/**
 * 6. Domain: computeStreaks, the month summary, the whole read model (habitStats) and the progress
 * screen's history and strength over 10 years of daily entries, and twice that.
 */
import { yearMonthOf, type Goal, type StatsEntry } from '@taper/domain';
import {
  computeStreaks,
  habitHistory,
  habitStats,
  habitStrength,
  monthStats,
} from '@taper/domain/rules';
import type { BenchOptions } from '../options';
import type { Section } from '../report';
import { lastDays } from '../seed-rows';
import { median, round, seededRandom } from '../stats';

const GOAL: Goal = { goalType: 'number', goalSchedule: 'daily', dailyGoal: 3 };

/** One entry a day, as the API reads them: sorted by date, ~70% within the goal of 3. */
function dailyEntries(days: number, today: string): StatsEntry[] {
  const random = seededRandom(7);
  return lastDays(days, today).map((date, index) => {
    const success = random() < 0.7;
    return {
      id: index + 1,
      date,
      performance: success ? 'success' : 'over',
      actualValue: success ? 2 : 5,
      levelValue: null,
      note: null,
    };
  });
}

/** CPU milliseconds this process has used since `since` (other jobs on the machine don't count). */
function cpuMsSince(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
}

/**
 * CPU microseconds per call of `a` and of `b`: batches of ~`budgetMs` CPU, alternating a, b, a, b…
 * so drift on a busy machine hits both alike; medians of `runs` batches each.
 */
function timePerCallPair(
  a: () => unknown,
  b: () => unknown,
  runs: number,
  budgetMs: number,
): [number, number] {
  const batch = (fn: () => unknown) => {
    const started = process.cpuUsage();
    let calls = 0;
    while (cpuMsSince(started) < budgetMs) {
      fn();
      calls += 1;
    }
    return (cpuMsSince(started) * 1000) / calls;
  };
  // Warm-up (JIT).
  batch(a);
  batch(b);
  const samplesA: number[] = [];
  const samplesB: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    samplesA.push(batch(a));
    samplesB.push(batch(b));
  }
  return [median(samplesA), median(samplesB)];
}

export function benchDomain(options: BenchOptions): Section {
  const today = '2026-06-15';
  const days = options.domainYears * 365;
  const single = dailyEntries(days, today);
  const double = dailyEntries(days * 2, today);
  const runs = options.smoke ? 1 : options.quick ? 3 : 5;
  const budget = options.quick ? 150 : 400;
  const cases = [
    { name: 'computeStreaks', fn: (entries: StatsEntry[]) => computeStreaks(entries, today) },
    {
      name: 'month summary (monthStats)',
      fn: (entries: StatsEntry[]) => monthStats(entries, yearMonthOf(today), today),
    },
    {
      name: 'the habit screen’s read model (habitStats)',
      fn: (entries: StatsEntry[]) => habitStats(GOAL, entries, { today }),
    },
    {
      name: 'the progress screen’s weeks (habitHistory, whole history)',
      fn: (entries: StatsEntry[]) =>
        habitHistory(
          GOAL,
          entries,
          { from: entries[0]?.date ?? today, to: today, bucket: 'week' },
          today,
        ),
    },
    {
      name: 'habit strength (habitStrength, whole history)',
      fn: (entries: StatsEntry[]) => {
        const firstDay = entries[0]?.date ?? today;
        return habitStrength(entries, { from: firstDay, to: today }, { firstDay, today });
      },
    },
  ];
  const figures = cases.flatMap(({ name, fn }) => {
    const [one, two] = timePerCallPair(
      () => fn(single),
      () => fn(double),
      runs,
      budget,
    );
    const ratio = two / one;
    return [
      {
        label: `${name}, ${options.domainYears} years daily (${days} entries)`,
        value: `${round(one, 1)} µs/call`,
        goal: '— (reported)',
      },
      {
        label: `${name}, ${options.domainYears * 2} years (${days * 2} entries)`,
        value: `${round(two, 1)} µs/call`,
        ratio: `×${round(ratio, 2)} for ×2 entries`,
        goal: 'ratio ≤ 2.5 (linear, ≈ 2)',
        met: ratio <= 2.5,
      },
    ];
  });
  return {
    title: 'Domain: streaks, month summary and the read model',
    method:
      `Pure functions of @taper/domain called in-process on ${days} daily entries (≈70% success) and on twice as many, ` +
      `sorted by date as the API passes them; CPU time per call (process.cpuUsage, so other jobs on the machine don't count) is the median of ${runs} batches of ~${budget} ms, single and double sizes alternating, after a JIT warm-up.`,
    figures,
  };
}

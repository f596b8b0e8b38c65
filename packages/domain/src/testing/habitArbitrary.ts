/**
 * fast-check habits: a goal history of one to four versions (some to come), and days from a first
 * logged day to a few past today, each without an entry, skipped, or logged with a result and an
 * amount or level; sometimes out of order, sometimes with a day logged twice. The properties compare
 * a walk over them with a plain one.
 */
import fc from 'fast-check';
import { addDays } from '../dates';
import type { GoalHistory } from '../goalHistory';
import type { Goal } from '../goalSchemas';
import { LEVELS } from '../goalValues';
import type { StatsEntry } from '../stats';
import type { UnloggedDays } from '../unloggedDays';
import { randomGoal, seededRandom } from './randomHabits';

export interface ArbitraryHabit {
  history: GoalHistory;
  entries: StatsEntry[];
  createdOn: string;
  today: string;
  unloggedDays: UnloggedDays;
  baseline: number | null;
}

const PERFORMANCES = ['success', 'success', 'over', 'warning', 'skipped', 'other'] as const;
const AMOUNTS = [0, 1, 2, 3, 4, 5, 0.5, 1 / 3, 0.1 + 0.2, 7.25, null] as const;

const dayArbitrary = fc.option(
  fc.record({
    performance: fc.constantFrom(...PERFORMANCES),
    amount: fc.constantFrom(...AMOUNTS),
    level: fc.nat(LEVELS.length + 2),
  }),
  { freq: 3 },
);

/** Habits whose days end `today` (a fixed day unless told) give or take a few days. */
export function habitArbitrary(
  options: { maxDays?: number; today?: string } = {},
): fc.Arbitrary<ArbitraryHabit> {
  const today = options.today ?? '2025-03-15';
  const maxDays = options.maxDays ?? 200;
  return fc
    .record({
      type: fc.constantFrom<Goal['goalType']>('number', 'number', 'level', 'custom_tags'),
      goalSeeds: fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
      versionDays: fc.array(fc.integer({ min: -maxDays, max: 60 }), { maxLength: 3 }),
      days: fc.array(dayArbitrary, { maxLength: maxDays, size: 'max' }),
      createdBefore: fc.nat(maxDays),
      pastToday: fc.nat(3),
      reversed: fc.boolean(),
      twice: fc.option(fc.nat()),
      unloggedDays: fc.constantFrom<UnloggedDays>('not_logged', 'zero'),
      baseline: fc.option(fc.constantFrom(0, 1.5, 3, 10), { freq: 1 }),
    })
    .map((drawn) => {
      const goals = drawn.goalSeeds.map((seed) => randomGoal(seededRandom(seed), drawn.type));
      const createdOn = addDays(today, -drawn.createdBefore);
      const starts = [...new Set(drawn.versionDays.map((offset) => addDays(today, offset)))]
        .filter((date) => date > createdOn)
        .sort();
      const versionStarts = [createdOn, ...starts];
      const history = goals.flatMap((goal, index) => {
        const effectiveFrom = versionStarts[index];
        return effectiveFrom === undefined ? [] : [{ effectiveFrom, goal }];
      });
      const first = addDays(today, drawn.pastToday - drawn.days.length + 1);
      const entries: StatsEntry[] = [];
      drawn.days.forEach((day, offset) => {
        if (day === null) return;
        const skipped = day.performance === 'skipped';
        entries.push({
          id: entries.length + 1,
          date: addDays(first, offset),
          performance: day.performance,
          actualValue: skipped || drawn.type !== 'number' ? null : day.amount,
          levelValue:
            skipped || drawn.type === 'number'
              ? null
              : drawn.type === 'level'
                ? (LEVELS[day.level] ?? null)
                : String(1 + (day.level % 3)),
          note: null,
        });
      });
      if (drawn.twice !== null && entries.length > 0) {
        const again = entries[drawn.twice % entries.length];
        if (again) entries.push({ ...again, id: entries.length + 1, performance: 'over' });
      }
      if (drawn.reversed) entries.reverse();
      return {
        history,
        entries,
        createdOn,
        today,
        unloggedDays: drawn.unloggedDays,
        baseline: drawn.baseline,
      };
    });
}

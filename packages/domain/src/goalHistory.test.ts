import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import {
  asHistory,
  changeGoal,
  goalOn,
  judgeOnDay,
  normalizedHistory,
  rejudgedEntries,
  versionOn,
  type GoalVersion,
} from './goalHistory';
import type { Goal } from './goalSchemas';
import { judgeEntry } from './judge';

const number = (dailyGoal: number): Goal => ({
  goalType: 'number',
  goalSchedule: 'daily',
  dailyGoal,
});
const BASE = '2026-01-01';
const TODAY = '2026-03-01';

/** A history of 1 to 6 number goals, in force from sorted distinct days after BASE. */
const historyArb = fc
  .uniqueArray(fc.integer({ min: 0, max: 120 }), { minLength: 1, maxLength: 6 })
  .chain((offsets) =>
    fc.tuple(
      fc.constant([...offsets].sort((a, b) => a - b)),
      fc.array(fc.integer({ min: 0, max: 9 }), {
        minLength: offsets.length,
        maxLength: offsets.length,
      }),
    ),
  )
  .map(([offsets, goals]): GoalVersion[] =>
    offsets.map((offset, index) => ({
      effectiveFrom: addDays(BASE, offset),
      goal: number(goals[index] ?? 0),
    })),
  );
const dayArb = fc.integer({ min: -10, max: 140 }).map((offset) => addDays(BASE, offset));
const entriesArb = fc.uniqueArray(
  fc.record({ offset: fc.integer({ min: 0, max: 140 }), amount: fc.integer({ min: 0, max: 12 }) }),
  { selector: (entry) => entry.offset, maxLength: 20 },
);

describe('goalOn', () => {
  it('takes the version in force: the last one from that day or before', () => {
    const history = [
      { effectiveFrom: '2026-01-01', goal: number(5) },
      { effectiveFrom: '2026-01-08', goal: number(4) },
    ];
    expect(goalOn(history, '2025-12-31')).toEqual(number(5));
    expect(goalOn(history, '2026-01-07')).toEqual(number(5));
    expect(goalOn(history, '2026-01-08')).toEqual(number(4));
    expect(goalOn(history, '2027-01-01')).toEqual(number(4));
  });

  it('judges a day by exactly the version in force that day', () => {
    fc.assert(
      fc.property(historyArb, dayArb, fc.integer({ min: 0, max: 12 }), (history, day, amount) => {
        const inForce = history.filter((version) => version.effectiveFrom <= day);
        const expected = inForce[inForce.length - 1] ?? history[0];
        expect(versionOn(history, day)).toBe(expected);
        expect(judgeOnDay(history, day, { actualValue: amount })).toBe(
          judgeEntry(expected?.goal ?? number(0), day, { actualValue: amount }),
        );
      }),
    );
  });

  it('reads one goal as a goal always in force', () => {
    expect(goalOn(asHistory(number(3)), '1900-01-01')).toEqual(number(3));
  });

  it('refuses an empty history', () => {
    expect(() => goalOn([], TODAY)).toThrow('at least one version');
  });
});

describe('changeGoal', () => {
  it("'today' keeps every day before today and puts the new goal in force from today", () => {
    fc.assert(
      fc.property(historyArb, dayArb, fc.integer({ min: 0, max: 9 }), (history, day, value) => {
        const next = changeGoal(history, number(value), 'today', TODAY);
        if (day < TODAY && day >= (history[0]?.effectiveFrom ?? BASE))
          expect(goalOn(next, day)).toEqual(goalOn(history, day));
        if (day >= TODAY) expect(goalOn(next, day)).toEqual(number(value));
        expect(next[0]?.effectiveFrom).toBe(history[0]?.effectiveFrom);
      }),
    );
  });

  it("'always' equals judging every entry by the new goal", () => {
    fc.assert(
      fc.property(historyArb, entriesArb, fc.integer({ min: 0, max: 9 }), (history, raw, value) => {
        const entries = raw.map(({ offset, amount }, id) => {
          const date = addDays(BASE, offset);
          return {
            id,
            date,
            actualValue: amount,
            performance: judgeOnDay(history, date, { actualValue: amount }),
          };
        });
        const next = changeGoal(history, number(value), 'always', TODAY);
        expect(next).toHaveLength(1);
        const changed = new Map(
          rejudgedEntries(history, next, entries).map((c) => [c.entry.id, c.performance]),
        );
        for (const entry of entries) {
          const result = changed.get(entry.id) ?? entry.performance;
          expect(result).toBe(judgeEntry(number(value), entry.date, entry));
        }
      }),
    );
  });

  it('keeps the result of an entry the new goal cannot read', () => {
    const level: Goal = { goalType: 'level', goalSchedule: 'daily', levelGoal: 'none' };
    const entry = { id: 1, date: TODAY, actualValue: 9, performance: 'over' };
    expect(
      rejudgedEntries([{ effectiveFrom: BASE, goal: number(1) }], asHistory(level), [entry]),
    ).toEqual([]);
  });

  it('keeps a skipped day skipped whatever the new goal', () => {
    const entry = {
      id: 2,
      date: TODAY,
      actualValue: null,
      levelValue: null,
      performance: 'skipped',
    };
    const before = [{ effectiveFrom: BASE, goal: number(5) }];
    for (const goal of [number(0), number(9)]) {
      expect(rejudgedEntries(before, asHistory(goal), [entry])).toEqual([]);
    }
  });
});

describe('normalizedHistory', () => {
  it('sorts, keeps one version a day and drops a version repeating the one before', () => {
    expect(
      normalizedHistory([
        { effectiveFrom: '2026-01-09', goal: number(3) },
        { effectiveFrom: '2026-01-01', goal: number(3) },
        { effectiveFrom: '2026-01-05', goal: number(3) },
        { effectiveFrom: '2026-01-05', goal: number(4) },
      ]),
    ).toEqual([
      { effectiveFrom: '2026-01-01', goal: number(3) },
      { effectiveFrom: '2026-01-05', goal: number(4) },
      { effectiveFrom: '2026-01-09', goal: number(3) },
    ]);
  });
});

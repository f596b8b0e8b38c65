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
  shownHistory,
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

describe('a habit created today', () => {
  const created: GoalVersion[] = [{ effectiveFrom: TODAY, goal: number(3) }];

  it('judges backfill before its creation day by the first goal', () => {
    expect(goalOn(created, addDays(TODAY, -30))).toEqual(number(3));
  });

  it("keeps the backfilled days' goal when the goal changes from today on the creation day", () => {
    const next = changeGoal(created, number(1), 'today', TODAY);
    expect(goalOn(next, addDays(TODAY, -7))).toEqual(number(3));
    expect(goalOn(next, addDays(TODAY, -1))).toEqual(number(3));
    expect(goalOn(next, TODAY)).toEqual(number(1));
    const entries = [{ id: 1, date: addDays(TODAY, -3), actualValue: 2, performance: 'success' }];
    expect(rejudgedEntries(created, next, entries)).toEqual([]);
  });

  it('shows the first version from the earliest of the creation day and the first logged day', () => {
    const week = addDays(TODAY, -7);
    expect(shownHistory(created, TODAY, week)[0]?.effectiveFrom).toBe(week);
    expect(shownHistory(created, TODAY, addDays(TODAY, 1))[0]?.effectiveFrom).toBe(TODAY);
    expect(shownHistory(created, TODAY, undefined)).toEqual(created);
    const changed = changeGoal(created, number(1), 'today', TODAY);
    expect(shownHistory(changed, TODAY, undefined).map((v) => v.effectiveFrom)).toEqual([
      addDays(TODAY, -1),
      TODAY,
    ]);
    expect(shownHistory(changed, TODAY, week).map((v) => v.effectiveFrom)).toEqual([week, TODAY]);
  });
});

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
        // Every day before today keeps its goal, also before the first version (backfill) and
        // when the first version starts today or later (a habit created today).
        if (day < TODAY) expect(goalOn(next, day)).toEqual(goalOn(history, day));
        else expect(goalOn(next, day)).toEqual(number(value));
        const first = history[0]?.effectiveFrom ?? BASE;
        expect(next[0]?.effectiveFrom).toBe(first < TODAY ? first : addDays(TODAY, -1));
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

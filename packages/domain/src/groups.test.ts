import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import type { LoggedDay } from './entries';
import {
  groupChart,
  groupOverDays,
  groupPeriodOf,
  groupProgress,
  groupTotal,
  type GroupMember,
} from './groups';

const FIRST = '2025-03-01';

const entryArb = fc.record({
  day: fc.integer({ min: 0, max: 40 }),
  value: fc.double({ min: 0, max: 500, noNaN: true }),
  skipped: fc.boolean(),
});

const memberArb = (habitId: number) =>
  fc.record({
    habitId: fc.constant(habitId),
    countsAs: fc.double({ min: 0.01, max: 1000, noNaN: true }),
    isNumber: fc.boolean(),
    entries: fc
      .array(entryArb, { maxLength: 15 })
      .map((entries) =>
        entries.map(({ day, value, skipped }): LoggedDay =>
          skipped
            ? { date: addDays(FIRST, day), performance: 'skipped', actualValue: null }
            : { date: addDays(FIRST, day), performance: 'success', actualValue: value },
        ),
      ),
  });

const membersArb = fc
  .integer({ min: 0, max: 5 })
  .chain((count) => fc.tuple(...Array.from({ length: count }, (_, index) => memberArb(index + 1))));

/** The plain definition: every number entry in the span, value × countsAs, summed. */
function plainSum(members: readonly GroupMember[], from: string, to: string): number {
  let sum = 0;
  for (const member of members) {
    if (!member.isNumber) continue;
    for (const entry of member.entries)
      if (entry.date >= from && entry.date <= to && entry.performance !== 'skipped')
        sum += (entry.actualValue ?? 0) * member.countsAs;
  }
  return sum;
}

/**
 * Equal but for rounding: each total is rounded to a millionth (groups.ts), so each may be half a
 * millionth off, and a comparison here takes in up to six of them (a group's total and five shares).
 */
const ROUNDING_SLACK = 6 * 5e-7;
const close = (a: number, b: number) =>
  Math.abs(a - b) <= ROUNDING_SLACK + 1e-9 * Math.max(1, Math.abs(b));

describe('a group total', () => {
  it('is the plain sum of value × countsAs over the number habits in the span', () => {
    fc.assert(
      fc.property(
        membersArb,
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 40 }),
        (members, a, b) => {
          const from = addDays(FIRST, Math.min(a, b));
          const to = addDays(FIRST, Math.max(a, b));
          const { total, habits } = groupTotal(members, from, to);
          expect(close(total, plainSum(members, from, to))).toBe(true);
          const shares = habits.reduce((sum, habit) => sum + habit.total, 0);
          expect(close(total, shares)).toBe(true);
        },
      ),
    );
  });

  it('moving a habit from one group to another moves exactly its share', () => {
    fc.assert(
      fc.property(membersArb, membersArb, fc.nat(), (first, second, pick) => {
        fc.pre(first.length > 0);
        const moved = first[pick % first.length]!;
        const others = second.map((member) => ({ ...member, habitId: member.habitId + 100 }));
        const to = addDays(FIRST, 40);
        const before = [groupTotal(first, FIRST, to).total, groupTotal(others, FIRST, to).total];
        const share = groupTotal([moved], FIRST, to).total;
        const left = first.filter((member) => member !== moved);
        const after = [
          groupTotal(left, FIRST, to).total,
          groupTotal([...others, moved], FIRST, to).total,
        ];
        expect(close(after[0]!, before[0]! - share)).toBe(true);
        expect(close(after[1]!, before[1]! + share)).toBe(true);
        expect(close(after[0]! + after[1]!, before[0]! + before[1]!)).toBe(true);
      }),
    );
  });

  it('a skipped day adds nothing', () => {
    fc.assert(
      fc.property(membersArb, fc.integer({ min: 0, max: 40 }), (members, day) => {
        fc.pre(members.length > 0);
        const to = addDays(FIRST, 40);
        const before = groupTotal(members, FIRST, to).total;
        const withSkip = members.map((member, index) =>
          index === 0
            ? {
                ...member,
                entries: [
                  ...member.entries,
                  { date: addDays(FIRST, day), performance: 'skipped', actualValue: null },
                ],
              }
            : member,
        );
        expect(groupTotal(withSkip, FIRST, to).total).toBe(before);
      }),
    );
  });

  it('level and tag habits add nothing', () => {
    const level: GroupMember = {
      habitId: 1,
      countsAs: 5,
      isNumber: false,
      entries: [{ date: FIRST, performance: 'over', actualValue: null, levelValue: 'high' }],
    };
    expect(groupTotal([level], FIRST, FIRST).total).toBe(0);
  });
});

const beer: GroupMember = {
  habitId: 1,
  countsAs: 2.3,
  isNumber: true,
  entries: [{ date: '2025-03-10', performance: 'success', actualValue: 2 }],
};
const wine: GroupMember = {
  habitId: 2,
  countsAs: 2.1,
  isNumber: true,
  entries: [{ date: '2025-03-12', performance: 'success', actualValue: 3 }],
};

describe('a group progress', () => {
  it('two pints and three glasses: 10.9 of 14 units this week', () => {
    const progress = groupProgress({
      groupId: 7,
      name: 'Alcohol',
      budget: { period: 'week', limit: 14 },
      members: [beer, wine],
      date: '2025-03-15',
      today: '2025-03-15',
      weekStart: 'monday',
    });
    expect(progress).toEqual({
      groupId: 7,
      budget: { period: 'week', limit: 14 },
      period: {
        start: '2025-03-10',
        end: '2025-03-16',
        total: 10.9,
        limit: 14,
        left: 3.1,
        over: false,
      },
      habits: [
        { habitId: 1, total: 4.6 },
        { habitId: 2, total: 6.3 },
      ],
      text: 'Alcohol: 10.9 of 14 units this week',
    });
  });

  it('names another period, a day and a month, and says none without a budget', () => {
    const base = { groupId: 1, name: 'Sugar', members: [beer], today: '2025-03-15' } as const;
    expect(
      groupProgress({ ...base, budget: null, date: '2025-03-03', weekStart: 'monday' }).text,
    ).toBe('Sugar: 0 units in the week of 2025-03-03');
    const day = groupProgress({
      ...base,
      budget: { period: 'day', limit: 4 },
      date: '2025-03-10',
      weekStart: 'monday',
    });
    expect(day.period).toMatchObject({ start: '2025-03-10', end: '2025-03-10', over: true });
    expect(day.period.left).toBe(0);
    const month = groupProgress({
      ...base,
      budget: { period: 'month', limit: 10 },
      date: '2025-03-15',
      weekStart: 'monday',
    });
    expect(month.text).toBe('Sugar: 4.6 of 10 units this month');
    expect(month.period).toMatchObject({ start: '2025-03-01', end: '2025-03-31' });
  });

  it("the week starts on the user's week start", () => {
    expect(groupPeriodOf('week', '2025-03-15', 'sunday')).toEqual({
      start: '2025-03-09',
      end: '2025-03-15',
    });
  });
});

describe("a group's over days", () => {
  it('marks the day the week went over and later days that added more, not the days before', () => {
    const more: GroupMember = {
      ...wine,
      entries: [
        ...wine.entries,
        { date: '2025-03-13', performance: 'success', actualValue: 2 },
        { date: '2025-03-14', performance: 'skipped', actualValue: null },
        { date: '2025-03-15', performance: 'success', actualValue: 1 },
        { date: '2025-03-17', performance: 'success', actualValue: 1 },
      ],
    };
    expect(
      groupOverDays(
        { period: 'week', limit: 14 },
        [beer, more],
        '2025-03-01',
        '2025-03-31',
        'monday',
      ),
    ).toEqual(['2025-03-13', '2025-03-15']);
    expect(groupOverDays(null, [beer, more], '2025-03-01', '2025-03-31', 'monday')).toEqual([]);
  });

  it('a day is over exactly when the running total of its period passes the limit that day', () => {
    fc.assert(
      fc.property(membersArb, fc.integer({ min: 0, max: 60 }), (members, limit) => {
        const to = addDays(FIRST, 40);
        const days = groupOverDays({ period: 'week', limit }, members, FIRST, to, 'monday');
        for (const day of days) {
          const { start } = groupPeriodOf('week', day, 'monday');
          expect(plainSum(members, start, day)).toBeGreaterThan(limit);
          expect(plainSum(members, day, day)).toBeGreaterThan(0);
        }
      }),
    );
  });
});

describe("a group's chart", () => {
  it('sums each week against the limit and sets the total against the baselines', () => {
    const chart = groupChart({
      groupId: 1,
      budget: { period: 'week', limit: 14 },
      members: [
        { ...beer, baseline: 2, baselinePeriod: 'day' },
        { ...wine, baseline: null },
      ],
      bucket: 'week',
      count: 2,
      today: '2025-03-15',
      weekStart: 'monday',
    });
    expect(chart.buckets).toEqual([
      { start: '2025-03-03', end: '2025-03-09', total: 0, limit: 14, over: false },
      { start: '2025-03-10', end: '2025-03-16', total: 10.9, limit: 14, over: false },
    ]);
    // Baseline 2 pints a day × 2.3 × 7 days = 32.2 units.
    expect(chart.reduction).toMatchObject({ baseline: 32.2, total: 10.9, percent: 66 });
    expect(chart.reduction.text).toBe(
      "10.9 units this week, 66% below the members' baselines (32.2)",
    );
  });
});

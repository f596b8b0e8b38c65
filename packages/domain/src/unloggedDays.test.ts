import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { judgeEntries } from './budgets';
import { habitStreaks } from './budgetStreaks';
import { addDays } from './dates';
import type { Goal } from './goalSchemas';
import { habitStats } from './stats';
import { computeStreaks } from './streaks';
import { strengthPercent } from './strength';
import { dayResults } from './testing/fixtures';
import { bestResult, countedDays, isAssumed, unloggedDaysSchema } from './unloggedDays';

const START = '2025-03-01';
const number: Goal = { goalType: 'number', goalSchedule: 'daily', dailyGoal: 2 };
const level: Goal = { goalType: 'level', goalSchedule: 'daily', levelGoal: 'low' };
const tags: Goal = {
  goalType: 'custom_tags',
  goalSchedule: 'daily',
  customTags: ['Calm', 'Busy'],
  levelGoal: '1',
};

function counted(pattern: string, unloggedDays: 'zero' | 'not_logged', goals: Goal = number) {
  const today = addDays(START, pattern.length - 1);
  return countedDays(dayResults(START, pattern), { unloggedDays, firstDay: START, today, goals });
}

describe('countedDays', () => {
  it("keeps the entries as they are under 'not_logged'", () => {
    expect(counted('S.O.', 'not_logged')).toEqual(dayResults(START, 'S.O.'));
  });

  it("fills every past day without an entry with the best result under 'zero', never today", () => {
    const days = counted('S.O..', 'zero');
    expect(days.map((day) => [day.date.slice(8), day.performance, isAssumed(day)])).toEqual([
      ['01', 'success', false],
      ['02', 'success', true],
      ['03', 'over', false],
      ['04', 'success', true],
    ]);
    expect(days[1]).toMatchObject({ actualValue: 0, levelValue: null });
  });

  it('keeps a skipped day skipped', () => {
    expect(counted('X.', 'zero').map((day) => day.performance)).toEqual(['skipped']);
  });

  it("takes each day's best result: 0, 'none', the first tag", () => {
    expect([number, level, tags].map(bestResult)).toEqual([
      { actualValue: 0, levelValue: null },
      { actualValue: null, levelValue: 'none' },
      { actualValue: null, levelValue: '1' },
    ]);
    const history = [
      { effectiveFrom: START, goal: number },
      { effectiveFrom: addDays(START, 2), goal: level },
    ];
    const days = countedDays([], {
      unloggedDays: 'zero',
      firstDay: START,
      today: addDays(START, 4),
      goals: history,
    });
    expect(days.map((day) => day.levelValue ?? day.actualValue)).toEqual([0, 0, 'none', 'none']);
  });

  it('refuses another value with a sentence', () => {
    const parsed = unloggedDaysSchema.safeParse('sometimes');
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe("unloggedDays is 'not_logged' or 'zero'");
  });
});

describe("a slips-only habit ('zero')", () => {
  const slips = [{ date: START, performance: 'over', actualValue: 5 }];
  const stats = (today: string, unloggedDays?: 'zero') =>
    habitStats(
      number,
      slips.map((slip) => ({ ...slip, id: 1, levelValue: null, note: null })),
      { today, createdOn: START, ...(unloggedDays ? { unloggedDays } : {}) },
    );

  it('grows its streak on the days it does not log, from yesterday while today is open', () => {
    expect(stats(addDays(START, 3), 'zero').streaks.currentStreak).toBe(2);
    expect(stats(addDays(START, 4), 'zero').streaks.currentStreak).toBe(3);
    expect(stats(addDays(START, 4)).streaks.currentStreak).toBe(0);
  });

  it('shows the counted days on the calendar as not logged, counted as 0, apart from a logged 0', () => {
    const calendar = stats(addDays(START, 3), 'zero').calendar;
    const day = (date: string) => calendar.find((cell) => cell.date === date);
    expect(day(addDays(START, 1))).toMatchObject({
      status: 'success',
      entry: null,
      assumed: true,
      description: 'not logged, counted as 0',
    });
    expect(day(addDays(START, 3))).toMatchObject({ assumed: false, description: 'not logged' });
    expect(day(START)).toMatchObject({ status: 'over', assumed: false });
  });

  it('counts the days in the rates and the strength', () => {
    const zero = stats(addDays(START, 14), 'zero');
    expect(zero.month.successRate).toBe(92); // 13 of 14 days
    expect(zero.strength).toBeGreaterThan(stats(addDays(START, 14)).strength);
  });
});

describe("'zero' properties", () => {
  const pattern = fc.stringMatching(/^[SOX.]{1,60}$/);

  it('clearing a past entry never lowers a streak', () => {
    fc.assert(
      fc.property(pattern, fc.nat(), (letters, index) => {
        const today = addDays(START, letters.length);
        const day = index % letters.length;
        const cleared = `${letters.slice(0, day)}.${letters.slice(day + 1)}`;
        const streaks = (text: string) =>
          computeStreaks(
            countedDays(dayResults(START, text), {
              unloggedDays: 'zero',
              firstDay: START,
              today,
              goals: level,
            }),
            today,
          );
        const before = streaks(letters);
        const after = streaks(cleared);
        return (
          after.currentStreak >= before.currentStreak && after.longestStreak >= before.longestStreak
        );
      }),
    );
  });

  it('adding an unlogged past day never lowers a streak', () => {
    // Today moves on by one day and nothing is logged: yesterday, open until now, counts as the best result.
    fc.assert(
      fc.property(pattern, fc.constantFrom(number, level), (letters, goals) => {
        const streaks = (text: string) => {
          const today = addDays(START, text.length);
          return computeStreaks(
            countedDays(dayResults(START, text), {
              unloggedDays: 'zero',
              firstDay: START,
              today,
              goals,
            }),
            today,
          );
        };
        const before = streaks(letters);
        const after = streaks(`${letters}.`);
        return (
          after.currentStreak >= before.currentStreak && after.longestStreak >= before.longestStreak
        );
      }),
    );
  });

  it('adding an unlogged past day never lowers the streak of a weekly or monthly budget', () => {
    const amounts = fc.array(fc.option(fc.integer({ min: 0, max: 9 }), { nil: undefined }), {
      minLength: 1,
      maxLength: 70,
    });
    fc.assert(
      fc.property(
        amounts,
        fc.constantFrom('weekly_budget' as const, 'monthly_budget' as const),
        fc.integer({ min: 0, max: 30 }),
        (values, goalSchedule, budget) => {
          const goal: Goal = { goalType: 'number', goalSchedule, budget };
          const history = [{ effectiveFrom: START, goal }];
          const raw = values.flatMap((actualValue, index) =>
            actualValue === undefined
              ? []
              : [{ date: addDays(START, index), actualValue, performance: 'success' }],
          );
          const judged = judgeEntries(history, raw, 'monday');
          const entries = raw.map((entry, index) => ({
            ...entry,
            performance: judged[index] ?? entry.performance,
          }));
          const streaks = (today: string) =>
            habitStreaks(
              history,
              countedDays(entries, {
                unloggedDays: 'zero',
                firstDay: START,
                today,
                goals: history,
              }),
              { today, firstDay: START, weekStart: 'monday' },
            );
          const today = addDays(START, values.length);
          const before = streaks(today);
          const after = streaks(addDays(today, 1));
          return (
            after.currentStreak >= before.currentStreak &&
            after.longestStreak >= before.longestStreak
          );
        },
      ),
    );
  });

  it("never gives a lower strength than 'not_logged'", () => {
    fc.assert(
      fc.property(pattern, (letters) => {
        const today = addDays(START, letters.length);
        const entries = dayResults(START, letters);
        const options = { firstDay: START, today, goals: level };
        const zero = countedDays(entries, { ...options, unloggedDays: 'zero' });
        return strengthPercent(zero, options) >= strengthPercent(entries, options);
      }),
    );
  });
});

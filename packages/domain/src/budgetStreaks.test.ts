import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { budgetPeriod, judgeEntries } from './budgets';
import {
  budgetPeriodResults,
  budgetRecordText,
  budgetStreaks,
  budgetStreakText,
  budgetSuccessRate,
} from './budgetStreaks';
import { addDays, toDayNumber } from './dates';
import type { GoalHistory } from './goalHistory';
import type { Goal } from './goalSchemas';
import type { BudgetSchedule } from './goalValues';
import { habitStats, type StatsEntry } from './stats';
import { habitFirstDay } from './strength';
import { plainBudgetPeriodResults } from './testing/budgetOracle';
import { habitArbitrary } from './testing/habitArbitrary';
import { WEEK_STARTS } from './weeks';

const TODAY = '2025-03-12'; // a Wednesday; its week (from Monday) is 10–16 March
const weekly = (budget: number): Goal => ({
  goalType: 'number',
  goalSchedule: 'weekly_budget',
  budget,
});
const monthly = (budget: number): Goal => ({
  goalType: 'number',
  goalSchedule: 'monthly_budget',
  budget,
});

/** Entries of `goal` logged with the given amounts (null: skipped), judged as a write judges them. */
function logged(goal: Goal, days: Record<string, number | null>): StatsEntry[] {
  const history: GoalHistory = [{ effectiveFrom: '0000-01-01', goal }];
  const raw = Object.entries(days).map(([date, actualValue], index) => ({
    id: index + 1,
    date,
    actualValue,
    levelValue: null,
    note: null,
    performance: actualValue === null ? 'skipped' : 'success',
  }));
  const judged = judgeEntries(history, raw, 'monday');
  return raw.map((entry, index) => ({ ...entry, performance: judged[index] ?? entry.performance }));
}

// Weeks from 3 Feb: within, within, within, over (15 of 14), within, and this week within so far.
const SIX_WEEKS = {
  '2025-02-03': 4,
  '2025-02-05': 5,
  '2025-02-10': 14,
  '2025-02-18': 0,
  '2025-02-24': 7,
  '2025-02-25': 7,
  '2025-02-26': 1,
  '2025-03-04': 3,
  '2025-03-06': 3,
  '2025-03-10': 2,
};

describe('budget streaks count periods', () => {
  it('counts whole weeks within budget; an over week ends the run', () => {
    const stats = habitStats(weekly(14), logged(weekly(14), SIX_WEEKS), {
      today: TODAY,
      createdOn: '2025-02-03',
    });
    expect(stats.streaks).toMatchObject({
      currentStreak: 2,
      longestStreak: 3,
      unit: 'week',
      text: '2 weeks within budget',
      tier: 'Building momentum',
      recordText: '2 more weeks to beat your record!',
      recordLabel: 'Record: 3 weeks',
      recordProgress: 67,
    });
    // March's Success Rate over its weeks: 24 Feb–2 Mar over, 3–9 and 10–16 March within.
    expect(stats.month.successRate).toBe(66);
  });

  it("today's week adds one only once logged, and never ends the run before it is over", () => {
    const { '2025-03-10': _thisWeek, ...beforeThisWeek } = SIX_WEEKS;
    const notYet = habitStats(weekly(14), logged(weekly(14), beforeThisWeek), {
      today: TODAY,
      createdOn: '2025-02-03',
    });
    expect(notYet.streaks.currentStreak).toBe(1);
    expect(notYet.streaks.text).toBe('1 week within budget');
    const over = habitStats(
      weekly(14),
      logged(weekly(14), { ...beforeThisWeek, '2025-03-10': 9, '2025-03-11': 6 }),
      { today: TODAY, createdOn: '2025-02-03' },
    );
    expect(over.streaks.currentStreak).toBe(0);
    expect(over.streaks.text).toBe('0 weeks within budget');
    expect(over.streaks.tier).toBe('Start your streak!');
  });

  it('a finished week without a logged day ends the run; a week of skipped days keeps it', () => {
    const gap = habitStats(weekly(14), logged(weekly(14), { '2025-02-24': 1, '2025-03-10': 1 }), {
      today: TODAY,
      createdOn: '2025-02-24',
    });
    expect(gap.streaks.currentStreak).toBe(1);
    const skipped = habitStats(
      weekly(14),
      logged(weekly(14), { '2025-02-24': 1, '2025-03-05': null, '2025-03-10': 1 }),
      { today: TODAY, createdOn: '2025-02-24' },
    );
    expect(skipped.streaks.currentStreak).toBe(2);
  });

  it("under 'zero', a week without entries counts as within budget", () => {
    const stats = habitStats(weekly(14), logged(weekly(14), { '2025-02-24': 20 }), {
      today: TODAY,
      createdOn: '2025-02-24',
      unloggedDays: 'zero',
    });
    // 24 Feb–2 Mar over; 3–9 March and this week (its past days count 0) within.
    expect(stats.streaks.currentStreak).toBe(2);
  });

  it('a monthly budget counts months, in the singular for one', () => {
    const stats = habitStats(
      monthly(60),
      logged(monthly(60), { '2025-01-05': 70, '2025-02-10': 30, '2025-03-02': 10 }),
      { today: TODAY, createdOn: '2025-01-01' },
    );
    expect(stats.streaks).toMatchObject({
      currentStreak: 2,
      longestStreak: 2,
      unit: 'month',
      text: '2 months within budget',
      recordLabel: 'Record: 2 months',
      recordText: "You're on your longest streak ever",
    });
    expect(budgetStreakText(1, 'monthly_budget')).toBe('1 month within budget');
    expect(budgetStreakText(3, 'weekly_budget')).toBe('3 weeks within budget');
    expect(budgetRecordText(1, 1, 'weekly_budget')).toBe("You're on your longest streak ever");
    expect(budgetRecordText(0, 0, 'monthly_budget')).toBe('1 more month to beat your record!');
  });

  it('Success Rate counts periods with a logged day', () => {
    const goal = weekly(10);
    const history: GoalHistory = [{ effectiveFrom: '0000-01-01', goal }];
    const entries = logged(goal, { '2025-03-03': 11, '2025-03-10': 2 });
    const periods = budgetPeriodResults(
      history,
      entries,
      'weekly_budget',
      '2025-02-24',
      TODAY,
      'monday',
    );
    expect(periods.map((period) => period.start)).toEqual([
      '2025-02-24',
      '2025-03-03',
      '2025-03-10',
    ]);
    expect(budgetSuccessRate(periods, { year: 2025, month: 3 })).toEqual({
      successPeriods: 1,
      loggedPeriods: 2,
      successRate: 50,
    });
  });

  it('a daily habit keeps its day streaks', () => {
    const goal: Goal = { goalType: 'number', goalSchedule: 'daily', dailyGoal: 2 };
    const entries = logged(goal, { '2025-03-11': 1, '2025-03-12': 2 });
    const stats = habitStats(goal, entries, { today: TODAY });
    expect(stats.streaks).toMatchObject({
      unit: 'day',
      text: '2 days',
      recordLabel: 'Record: 2 days',
    });
  });

  it('the current streak never exceeds the periods since the first day, nor the record (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Goal['goalSchedule']>('weekly_budget', 'monthly_budget'),
        fc.nat(20),
        fc.array(fc.tuple(fc.nat(120), fc.option(fc.nat(8), { nil: null })), { maxLength: 60 }),
        fc.nat(120),
        fc.constantFrom<'not_logged' | 'zero'>('not_logged', 'zero'),
        (schedule, budget, days, createdBack, unloggedDays) => {
          const goal: Goal = schedule === 'weekly_budget' ? weekly(budget) : monthly(budget);
          const byDate: Record<string, number | null> = {};
          for (const [back, value] of days) byDate[addDays(TODAY, -back)] = value;
          const entries = logged(goal, byDate);
          const createdOn = addDays(TODAY, -createdBack);
          const stats = habitStats(goal, entries, { today: TODAY, createdOn, unloggedDays });
          let periods = 0;
          let period = budgetPeriod(
            goal.goalSchedule === 'weekly_budget' ? 'weekly_budget' : 'monthly_budget',
            stats.firstDay,
            'monday',
          );
          while (toDayNumber(period.start) <= toDayNumber(TODAY)) {
            periods += 1;
            period = budgetPeriod(
              goal.goalSchedule === 'weekly_budget' ? 'weekly_budget' : 'monthly_budget',
              addDays(period.end, 1),
              'monday',
            );
          }
          expect(stats.streaks.currentStreak).toBeLessThanOrEqual(periods);
          expect(stats.streaks.currentStreak).toBeLessThanOrEqual(stats.streaks.longestStreak);
          expect(stats.streaks.longestStreakThisMonth).toBeLessThanOrEqual(
            stats.streaks.longestStreak,
          );
          expect(stats.month.successRate).toBeGreaterThanOrEqual(0);
          expect(stats.month.successRate).toBeLessThanOrEqual(100);
        },
      ),
    );
  });
});

describe('budgetStreaks', () => {
  it('has no streak before anything is logged', () => {
    expect(budgetStreaks([], TODAY)).toEqual({
      currentStreak: 0,
      longestStreak: 0,
      longestStreakThisMonth: 0,
    });
  });
});

describe('budgetPeriodResults, as a property', () => {
  it('answers the plain count on any history: gaps, skips, goal changes, unsorted or doubled days', () => {
    fc.assert(
      fc.property(
        habitArbitrary({ maxDays: 300 }),
        fc.constantFrom<BudgetSchedule>('weekly_budget', 'monthly_budget'),
        fc.constantFrom(...WEEK_STARTS),
        fc.integer({ min: -320, max: 5 }),
        (habit, schedule, weekStart, shift) => {
          const today = addDays(habit.today, shift);
          const firstDay = habitFirstDay(habit.createdOn, habit.entries);
          const results = [habit.history, budgetHistory(habit.history, schedule)].map((history) => [
            budgetPeriodResults(history, habit.entries, schedule, firstDay, today, weekStart),
            plainBudgetPeriodResults(history, habit.entries, schedule, firstDay, today, weekStart),
          ]);
          for (const [walked, plain] of results) expect(walked).toStrictEqual(plain);
        },
      ),
      { numRuns: 300 },
    );
  });
});

/** The history with its number goals made budgets of `schedule`, so most periods are counted. */
function budgetHistory(history: GoalHistory, schedule: BudgetSchedule): GoalHistory {
  return history.map((version, index) => ({
    ...version,
    goal:
      version.goal.goalType === 'number'
        ? { goalType: 'number', goalSchedule: schedule, budget: 3 + index * 4 }
        : version.goal,
  }));
}

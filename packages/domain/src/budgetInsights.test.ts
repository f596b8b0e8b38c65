import { describe, expect, it } from 'vitest';
import { judgeEntries } from './budgets';
import { habitPatternText, weekdayPattern } from './weekdayPattern';
import { streakFigure } from './budgetStreaks';
import type { GoalHistory } from './goalHistory';
import type { Goal } from './goalSchemas';
import { habitCard, habitStats, type StatsEntry } from './stats';

const TODAY = '2025-03-12'; // a Wednesday; its week (from Monday) is 10–16 March
const weekly: Goal = { goalType: 'number', goalSchedule: 'weekly_budget', budget: 14 };
const monthly: Goal = { goalType: 'number', goalSchedule: 'monthly_budget', budget: 60 };

/** Entries of `goal` logged with the given amounts, judged as a write judges them. */
function logged(goal: Goal, days: Record<string, number>): StatsEntry[] {
  const history: GoalHistory = [{ effectiveFrom: '0000-01-01', goal }];
  const raw = Object.entries(days).map(([date, actualValue], index) => ({
    id: index + 1,
    date,
    actualValue,
    levelValue: null,
    note: null,
    performance: 'success',
  }));
  const judged = judgeEntries(history, raw, 'monday');
  return raw.map((entry, index) => ({ ...entry, performance: judged[index] ?? entry.performance }));
}

// Weeks of 24 Feb (over: 15), 3 Mar (within: 6) and this week so far (9 of 14).
const THREE_WEEKS = {
  '2025-02-24': 7,
  '2025-02-25': 8,
  '2025-03-04': 3,
  '2025-03-06': 3,
  '2025-03-10': 4,
  '2025-03-11': 5,
};

function stats(goal: Goal, days: Record<string, number>, today = TODAY) {
  return habitStats(goal, logged(goal, days), { today, createdOn: '2025-02-24' });
}

describe('the insights of a budget habit speak of its weeks or months', () => {
  it("says this week's total against the budget and how this month's weeks went", () => {
    const figures = stats(weekly, THREE_WEEKS);
    expect(figures.insights.messages).toEqual([
      'On budget: 9 of 14 used this week.',
      // The week of 24 February ends in March: it is one of the month's weeks.
      '1 of 2 weeks this month stayed within budget. Keep going!',
    ]);
    for (const message of figures.insights.messages) expect(message).not.toMatch(/logged days/);
  });

  it('says a week that went over, and a month whose weeks went over', () => {
    const figures = stats(weekly, { ...THREE_WEEKS, '2025-03-04': 13, '2025-03-12': 6 });
    expect(figures.insights.messages).toEqual([
      'This week went 1 over its budget of 14. A new week is a fresh start.',
      '0 of 2 weeks this month stayed within budget. Keep going!',
    ]);
  });

  it('praises a month of weeks within budget', () => {
    const figures = stats(weekly, { '2025-03-03': 2, '2025-03-10': 1 });
    expect(figures.insights.messages[1]).toBe('Amazing month! 1 of 1 week stayed within budget.');
  });

  it('says a week without entries yet, and a month without a whole week', () => {
    const figures = stats(weekly, { '2025-03-03': 2 }, '2025-03-04');
    expect(figures.insights.messages[1]).toBe(
      'No whole week this month yet: how your weeks went will show here.',
    );
    const empty = stats(weekly, { '2025-03-03': 2 }, '2025-03-10');
    expect(empty.insights.messages[0]).toBe('No entries this week yet: 0 of 14 used this week.');
  });

  it('speaks of months under a monthly budget', () => {
    const figures = stats(monthly, { '2025-02-24': 70, '2025-03-04': 20 });
    expect(figures.insights.messages).toEqual([
      'On budget: 20 of 60 used this month.',
      '0 of 1 month so far stayed within budget.',
    ]);
  });

  it('keeps the day texts for a habit without a budget', () => {
    const daily: Goal = { goalType: 'number', goalSchedule: 'daily', dailyGoal: 3 };
    expect(stats(daily, { '2025-03-11': 2 }).insights.messages[0]).toMatch(/logged days/);
  });
});

describe('the Weekly Summary and the summary card of a budget habit', () => {
  it("shows the week's total against the budget", () => {
    expect(stats(weekly, THREE_WEEKS).week.budgetTotal).toEqual({
      period: 'week',
      total: 9,
      budget: 14,
      over: 0,
      text: '9 of 14 used this week',
    });
    expect(stats(weekly, { ...THREE_WEEKS, '2025-03-12': 7 }).week.budgetTotal?.text).toBe(
      '16 of 14 used this week, 2 over',
    );
    expect(stats(monthly, { '2025-03-04': 20 }).week.budgetTotal?.text).toBe(
      '20 of 60 used this month',
    );
    const daily: Goal = { goalType: 'number', goalSchedule: 'daily', dailyGoal: 3 };
    expect(stats(daily, { '2025-03-11': 2 }).week.budgetTotal).toBeNull();
  });

  it('says the week the same on the card and the habit screen: one text, the same numbers', () => {
    for (const days of [THREE_WEEKS, { ...THREE_WEEKS, '2025-03-12': 7 }]) {
      const figures = stats(weekly, days);
      const card = habitCard(figures);
      expect(card.goalToday).toBe(figures.week.budgetTotal?.text);
      expect(card.budget?.text).toBe(figures.week.budgetTotal?.text);
      expect(figures.insights.messages[0]).not.toMatch(/left/);
    }
  });

  it('counts the card’s Current and Record in weeks', () => {
    const card = habitCard(stats(weekly, THREE_WEEKS));
    expect(card.streaks).toEqual({ currentStreak: 2, longestStreak: 2, unit: 'week' });
    expect(streakFigure(card.streaks.currentStreak, card.streaks.unit)).toBe('2 weeks');
    expect(streakFigure(1, 'month')).toBe('1 month');
    expect(streakFigure(5, 'day')).toBe('5');
  });
});

describe('the pattern line of a budget habit', () => {
  it('counts the weeks that went over budget, not the weekdays', () => {
    const goals: GoalHistory = [{ effectiveFrom: '2025-02-24', goal: weekly }];
    const days = logged(weekly, THREE_WEEKS);
    const options = { today: TODAY, firstDay: '2025-02-24', weekStart: 'monday' as const };
    expect(habitPatternText(goals, days, weekdayPattern(days), options)).toBe(
      '1 of 2 weeks went over budget',
    );
    const within = logged(weekly, { '2025-03-04': 3 });
    expect(habitPatternText(goals, within, weekdayPattern(within), options)).toBe(
      'No week has gone over budget yet',
    );
  });

  it('keeps the weekday line for a habit without a budget', () => {
    const daily: Goal = { goalType: 'number', goalSchedule: 'daily', dailyGoal: 3 };
    const days = ['2025-02-15', '2025-02-22', '2025-03-01', '2025-03-08'].map((date) => ({
      date,
      performance: 'over',
      actualValue: 5,
    }));
    expect(
      habitPatternText([{ effectiveFrom: '2025-03-01', goal: daily }], days, weekdayPattern(days), {
        today: TODAY,
        firstDay: '2025-03-01',
        weekStart: 'monday',
      }),
    ).toBe('Saturdays are over target 100% of the time');
  });
});

import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import type { Goal } from './goalSchemas';
import { goalDescription, weeklyTargetText } from './goalTexts';
import { goalOutlook, planCourseText } from './goalOutlook';
import { groupChartText, groupLineText, groupPeriodPhrase } from './groupTexts';
import { serverI18n } from './i18n';
import { dayGoalText, planView } from './planView';
import { planAfterGoalEdit, planRaiseNote, rejudgeCount } from './planChanges';
import { reduction } from './reduction';
import {
  baselineSourceText,
  longestWithoutOverText,
  milestoneText,
  periodText,
  reductionCardLine,
  reductionLine,
  shareOnGoalText,
  totalSavedText,
} from './reductionTexts';
import { habitStats } from './stats';
import { randomHabit, seededRandom } from './testing/randomHabits';
import { setAsideNote } from './goalTypeChange';
import { weekdayPatternText } from './weekdayPattern';
import { MIN_WEEKDAY_DAYS } from './weekdayPattern';

const english = serverI18n('en');

describe("the catalogs' English is the texts' own English", () => {
  it('habitStats says the same with and without the English catalog, on varied habits', () => {
    for (let seed = 1; seed <= 120; seed++) {
      const random = seededRandom(seed * 17);
      const habit = randomHabit(random);
      for (const today of [habit.today, addDays(habit.today, -Math.floor(random() * 200))]) {
        const options = {
          today,
          createdOn: habit.createdOn,
          weekStart: seed % 2 === 0 ? ('sunday' as const) : ('monday' as const),
          unloggedDays: habit.unloggedDays,
          baseline: habit.baseline,
          costPerUnit: seed % 3 === 0 ? 0.35 : null,
        };
        const plain = habitStats(habit.history, habit.entries, options);
        expect(habitStats(habit.history, habit.entries, { ...options, texts: english })).toEqual(
          plain,
        );
        const outlook = goalOutlook(habit.history, today);
        expect(goalOutlook(habit.history, today, english)).toEqual(outlook);
        expect(planCourseText(habit.history, today, english)).toBe(
          planCourseText(habit.history, today),
        );
        const goal = habit.history[0]?.goal as Goal;
        expect(goalDescription(goal, english)).toBe(goalDescription(goal));
        expect(weeklyTargetText(habit.history, today, english)).toBe(
          weeklyTargetText(habit.history, today),
        );
        expect(dayGoalText(goal, addDays(today, -3), today, english)).toBe(
          dayGoalText(goal, addDays(today, -3), today),
        );
        const figures = reduction(habit.history, habit.entries, {
          ...options,
          unloggedDays: habit.unloggedDays,
          weekStart: options.weekStart,
          milestonesSeen: [],
        });
        for (const unit of [null, 'cups', 'glass']) {
          const words = { unit, currency: 'EUR', locale: 'en' };
          expect(reductionLine(figures, { ...words, texts: english })).toBe(
            reductionLine(figures, words),
          );
          expect(baselineSourceText(figures, 'en', unit, english)).toBe(
            baselineSourceText(figures, 'en', unit),
          );
        }
        expect(reductionCardLine(figures, 'en', english)).toBe(reductionCardLine(figures, 'en'));
        expect(periodText(figures.thisWeek, figures.per, 'en', english)).toBe(
          periodText(figures.thisWeek, figures.per, 'en'),
        );
      }
    }
  });

  it('the plan, group and figure words say the same', () => {
    const goal: Goal = { goalType: 'number', goalSchedule: 'daily', dailyGoal: 3 };
    const level: Goal = { goalType: 'level', goalSchedule: 'daily', levelGoal: 'moderate' };
    const plan = {
      startGoal: 5,
      endGoal: 1,
      stepBy: 1,
      everyDays: 7,
      startDate: '2025-03-01',
    };
    const levelPlan = {
      startLevel: 'high' as const,
      endLevel: 'none' as const,
      stepBy: 1,
      everyDays: 7,
      startDate: '2025-03-01',
    };
    for (const [g, p] of [
      [goal, plan],
      [level, levelPlan],
      [goal, levelPlan],
    ] as const) {
      expect(planView(g, p, '2025-03-10', english)).toEqual(planView(g, p, '2025-03-10'));
      expect(planRaiseNote(g, p, '2025-03-10', english)).toBe(planRaiseNote(g, p, '2025-03-10'));
      expect(planAfterGoalEdit(p, g, '2025-03-10', english)).toEqual(
        planAfterGoalEdit(p, g, '2025-03-10'),
      );
    }
    const history = [{ effectiveFrom: '2025-01-01', goal }];
    const next = [{ effectiveFrom: '2025-01-01', goal: { ...goal, dailyGoal: 1 } }];
    for (const days of [1, 2]) {
      const entries = [{ date: '2025-03-01' }, { date: '2025-03-02' }].slice(0, days);
      expect(rejudgeCount(history, next, entries, '2025-02-01', '2025-03-10', english)).toEqual(
        rejudgeCount(history, next, entries, '2025-02-01', '2025-03-10'),
      );
    }
    for (const count of [0, 1, 4]) expect(setAsideNote(count, english)).toBe(setAsideNote(count));
    for (const period of ['day', 'week', 'month'] as const)
      for (const today of ['2025-03-05', '2025-04-20']) {
        const phrase = groupPeriodPhrase(period, '2025-03-03', '2025-03-09', today);
        expect(groupPeriodPhrase(period, '2025-03-03', '2025-03-09', today, english)).toBe(phrase);
        expect(groupLineText('Alcohol', 9.24, 14, phrase, english)).toBe(
          groupLineText('Alcohol', 9.24, 14, phrase),
        );
        expect(groupLineText('Alcohol', 9.24, null, phrase, english)).toBe(
          groupLineText('Alcohol', 9.24, null, phrase),
        );
      }
    for (const figures of [
      { total: 30, baseline: 40, percent: 25 },
      { total: 50, baseline: 40, percent: -25 },
      { total: 5, baseline: null, percent: null },
    ])
      for (const bucket of ['week', 'month'] as const)
        expect(groupChartText(figures, bucket, english)).toBe(groupChartText(figures, bucket));
    for (const [kind, threshold] of [
      ['reduction', 50],
      ['money', 100],
    ] as const)
      for (const per of ['week', 'month'] as const) {
        const options = { currency: 'EUR', locale: 'en', per };
        expect(milestoneText({ kind, threshold }, { ...options, texts: english })).toBe(
          milestoneText({ kind, threshold }, options),
        );
      }
    for (const amounts of [[82], [-5], [0]])
      expect(totalSavedText(amounts, { currency: 'EUR', locale: 'en', texts: english })).toBe(
        totalSavedText(amounts, { currency: 'EUR', locale: 'en' }),
      );
    expect(shareOnGoalText(0.8, english)).toBe(shareOnGoalText(0.8));
    for (const days of [1, 7])
      expect(longestWithoutOverText(days, english)).toBe(longestWithoutOverText(days));
    const pattern = (overDays: number, loggedDays: number) => [
      { weekday: 'Saturday', loggedDays, overDays, overPercent: 60 },
    ];
    for (const logged of [1, MIN_WEEKDAY_DAYS])
      expect(weekdayPatternText(pattern(1, logged), english)).toBe(
        weekdayPatternText(pattern(1, logged)),
      );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import type { Goal } from './goalSchemas';
import { goalToFields } from './goalFields';
import { judgeEntry } from './judge';
import type { StatsEntry } from './stats';
import { habitStats } from './stats';
import { nextEntryId, TODAY } from './testing/statsFixtures';

describe('habitStats: the habit screen’s figures from one function', () => {
  it('a habit as the API presents it (unused fields null) reads as its goal (property)', () => {
    const goals = fc.oneof(
      fc
        .nat(5)
        .map((dailyGoal): Goal => ({ goalType: 'number', goalSchedule: 'daily', dailyGoal })),
      fc
        .nat(20)
        .map((budget): Goal => ({ goalType: 'number', goalSchedule: 'weekly_budget', budget })),
      fc.constantFrom<Goal>(
        { goalType: 'level', goalSchedule: 'daily', levelGoal: 'low' },
        {
          goalType: 'custom_tags',
          goalSchedule: 'daily',
          customTags: ['Calm', 'Busy', 'Wild'],
          levelGoal: '2',
        },
      ),
    );
    const history = fc.array(fc.tuple(fc.nat(60), fc.nat(6)), { maxLength: 40 });
    fc.assert(
      fc.property(goals, history, (goal, days) => {
        const entries = days.map(([back, value]): StatsEntry => {
          const date = addDays(TODAY, -back);
          const fields =
            goal.goalType === 'number'
              ? { actualValue: value, levelValue: null }
              : {
                  actualValue: null,
                  levelValue: goal.goalType === 'level' ? 'moderate' : String((value % 3) + 1),
                };
          return {
            id: back,
            date,
            performance: judgeEntry(goal, date, fields),
            note: null,
            ...fields,
          };
        });
        const presented = { id: 1, name: 'Habit', ...goalToFields(goal) };
        expect(habitStats(presented, entries, { today: TODAY })).toEqual(
          habitStats(goal, entries, { today: TODAY }),
        );
      }),
    );
  });
});

describe('habitStats with a goal history', () => {
  const tags = (customTags: string[]): Goal => ({
    goalType: 'custom_tags',
    goalSchedule: 'daily',
    customTags,
    levelGoal: '1',
  });
  const history = [
    { effectiveFrom: '2025-01-01', goal: tags(['Calm', 'Wild']) },
    { effectiveFrom: '2025-03-11', goal: tags(['Quiet', 'Loud']) },
  ];
  const entry = (date: string): StatsEntry => ({
    id: nextEntryId(),
    date,
    performance: 'over',
    actualValue: null,
    levelValue: '2',
    note: null,
  });

  it("labels each day's value by the goal in force that day", () => {
    const stats = habitStats(history, [entry('2025-03-10'), entry('2025-03-11')], {
      today: TODAY,
    });
    const label = (date: string) => stats.calendar.find((day) => day.date === date)?.entry?.label;
    expect(label('2025-03-10')).toBe('Wild');
    expect(label('2025-03-11')).toBe('Loud');
    expect(stats.week.weeklyTarget).toBe('Stay at Quiet or better');
  });
});

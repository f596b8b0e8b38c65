import { describe, expect, it } from 'vitest';
import type { Goal } from './goalSchemas';
import { serverI18n } from './i18n/serverI18n';
import { holdPlan } from './planHold';
import { heldDayText, isHeldDay, planMarks, planStepOn } from './planMarks';
import { applyPlan, type LevelPlan, type NumberPlan } from './plans';
import { habitStats } from './stats';
import { tomorrowStepText } from './todayGoal';

const daily = (dailyGoal: number): Goal => ({
  goalType: 'number',
  goalSchedule: 'daily',
  dailyGoal,
});
const SET_ON = '2026-12-01';
// 5 → 2, one less every 7 days: 5 from 1 Dec, 4 from 8 Dec, 3 from 15 Dec, 2 from 22 Dec.
const plan: NumberPlan = { startGoal: 5, endGoal: 2, stepBy: 1, everyDays: 7, startDate: SET_ON };
const planned = applyPlan([{ effectiveFrom: '2026-11-20', goal: daily(6) }], plan, SET_ON);

function held(history: typeof planned, days: number, today: string) {
  const result = holdPlan(history, plan, days, today);
  if (!result.ok) throw new Error(result.message);
  return result.history;
}

describe('planMarks', () => {
  it('marks nothing without a plan', () => {
    const marks = planMarks(planned, null);
    expect(marks.steps.size).toBe(0);
    expect(planStepOn(marks, '2026-12-08', SET_ON)).toBeNull();
    expect(isHeldDay(marks, '2026-12-08')).toBe(false);
  });

  it('marks each day that starts a step with its goal, in the cell and in words', () => {
    const marks = planMarks(planned, plan);
    expect([...marks.steps.keys()]).toEqual([
      '2026-12-01',
      '2026-12-08',
      '2026-12-15',
      '2026-12-22',
    ]);
    expect(planStepOn(marks, '2026-12-08', '2026-12-03')).toEqual({
      label: '≤ 4',
      text: '≤ 4 from 8 Dec',
    });
    expect(planStepOn(marks, '2026-12-22', '2026-12-22')).toEqual({
      label: '≤ 2',
      text: '≤ 2 from today',
    });
    expect(planStepOn(marks, '2026-12-09', '2026-12-03')).toBeNull();
    expect(marks.held).toEqual([]);
  });

  it('says the step in the user language', () => {
    const german = serverI18n('de');
    expect(planStepOn(planMarks(planned, plan), '2026-12-08', '2026-12-08', german)).toEqual({
      label: '≤ 4',
      text: '≤ 4 ab heute',
    });
    expect(heldDayText(german)).toBe('Stufe gehalten');
  });

  it('shows a hold as the days it added to the step in force', () => {
    const history = held(planned, 3, '2026-12-05');
    const marks = planMarks(history, plan);
    expect([...marks.steps.keys()]).toEqual([
      '2026-12-01',
      '2026-12-11',
      '2026-12-18',
      '2026-12-25',
    ]);
    expect(marks.held).toEqual([{ from: '2026-12-08', to: '2026-12-10' }]);
    expect(isHeldDay(marks, '2026-12-07')).toBe(false);
    expect(isHeldDay(marks, '2026-12-08')).toBe(true);
    expect(isHeldDay(marks, '2026-12-10')).toBe(true);
    expect(isHeldDay(marks, '2026-12-11')).toBe(false);
  });

  it('keeps each of two holds where it was made', () => {
    const twice = held(held(planned, 3, '2026-12-05'), 2, '2026-12-12');
    expect(planMarks(twice, plan).held).toEqual([
      { from: '2026-12-08', to: '2026-12-10' },
      { from: '2026-12-18', to: '2026-12-19' },
    ]);
  });

  it('marks a level plan by its level names', () => {
    const levels: LevelPlan = {
      startLevel: 'high',
      endLevel: 'low',
      stepBy: 1,
      everyDays: 10,
      startDate: SET_ON,
    };
    const level: Goal = { goalType: 'level', goalSchedule: 'daily', levelGoal: 'high' };
    const history = applyPlan([{ effectiveFrom: '2026-11-20', goal: level }], levels, SET_ON);
    expect(planStepOn(planMarks(history, levels), '2026-12-11', SET_ON)).toEqual({
      label: '≤ Moderate',
      text: '≤ Moderate from 11 Dec',
    });
  });
});

describe('tomorrowStepText', () => {
  it('announces a step the day before it, and only then', () => {
    expect(tomorrowStepText(planned, '2026-12-07')).toBe('From tomorrow: ≤ 4');
    expect(tomorrowStepText(planned, '2026-12-06')).toBeNull();
    expect(tomorrowStepText(planned, '2026-12-08')).toBeNull();
    expect(tomorrowStepText(planned, '2026-12-07', serverI18n('de'))).toBe('Ab morgen: ≤ 4');
  });
});

describe('the calendar with a plan', () => {
  it("marks the month's step days and held days, and says them in the day's words", () => {
    const history = held(planned, 3, '2026-12-05');
    const stats = habitStats(history, [], { today: '2026-12-07', plan, createdOn: '2026-11-20' });
    const day = (date: string) => stats.calendar.find((cell) => cell.date === date);
    expect(day('2026-12-11')?.planStep).toEqual({ label: '≤ 4', text: '≤ 4 from 11 Dec' });
    expect(day('2026-12-11')?.description).toBe('≤ 4 from 11 Dec');
    expect(day('2026-12-09')).toMatchObject({ held: true, planStep: null });
    expect(day('2026-12-09')?.description).toBe('step held');
    expect(day('2026-12-12')).toMatchObject({ held: false, planStep: null, description: '' });
    expect(day('2026-12-06')?.description).toBe('not logged');
    expect(stats.stepTomorrow).toBeNull();
    const eve = habitStats(history, [], { today: '2026-12-10', plan, createdOn: '2026-11-20' });
    expect(eve.stepTomorrow).toBe('From tomorrow: ≤ 4');
  });
});

import type { Goal } from '@taper/domain';
import { describe, expect, it } from 'vitest';
import { defaultHabitForm } from './habitForm';
import {
  canPlan,
  defaultPlanForm,
  formChangesGoal,
  formGoal,
  planFormPreview,
  planFormToBody,
  planFormUnchanged,
  planToForm,
} from './planForm';

const TODAY = '2026-12-01';
const daily: Goal = { goalType: 'number', goalSchedule: 'daily', dailyGoal: 5 };
const level: Goal = { goalType: 'level', goalSchedule: 'daily', levelGoal: 'high' };

describe('plan form', () => {
  it('starts from the goal in force today, End one below, never looser', () => {
    const three: Goal = { ...daily, dailyGoal: 3 };
    const form = defaultPlanForm('number', TODAY, three);
    expect([form.start, form.end]).toEqual(['3', '2']);
    const preview = planFormPreview(form, three, TODAY);
    expect(preview.ok && preview.raise).toBeNull();
    const zero = defaultPlanForm('number', TODAY, { ...daily, dailyGoal: 0 });
    expect([zero.start, zero.end]).toEqual(['0', '0']);
    const low = defaultPlanForm('level', TODAY, { ...level, levelGoal: 'low' });
    expect([low.start, low.end]).toEqual(['low', 'none']);
  });

  it("asks before a start above today's goal", () => {
    const three: Goal = { ...daily, dailyGoal: 3 };
    const raised = planFormPreview(
      { ...defaultPlanForm('number', TODAY), start: '5' },
      three,
      TODAY,
    );
    expect(raised.ok && raised.raise).toBe("This raises today's goal from 3 to 5");
    const low: Goal = { ...level, levelGoal: 'low' };
    const levels = planFormPreview(defaultPlanForm('level', TODAY), low, TODAY);
    expect(levels.ok && levels.raise).toBe("This raises today's goal from Low to High");
  });

  it('knows whether the form still says what the stored plan says', () => {
    const stored = { startGoal: 4, endGoal: 1, stepBy: 2, everyDays: 3, startDate: TODAY };
    const form = planToForm(stored, 'number', TODAY);
    expect(planFormUnchanged(form, stored, 'number')).toBe(true);
    expect(planFormUnchanged({ ...form, end: '2' }, stored, 'number')).toBe(false);
    expect(planFormUnchanged({ ...form, enabled: false }, stored, 'number')).toBe(false);
    expect(planFormUnchanged(defaultPlanForm('number', TODAY), null, 'number')).toBe(true);
  });

  it('previews the default plan: 5 down to 2, a step a week', () => {
    const preview = planFormPreview(defaultPlanForm('number', TODAY), daily, TODAY);
    expect(preview.ok && preview.view.next).toBe('Next: 4 on 8 Dec');
    expect(preview.ok && preview.input).toEqual({
      startGoal: 5,
      endGoal: 2,
      stepBy: 1,
      everyDays: 7,
      startDate: TODAY,
    });
  });

  it('says what is wrong with the typed values', () => {
    const form = { ...defaultPlanForm('number', TODAY), end: '9' };
    expect(planFormPreview(form, daily, TODAY)).toEqual({
      ok: false,
      message: 'End at must be at or below Start at: a plan steps down',
    });
    const half = { ...defaultPlanForm('number', TODAY), stepBy: '0.5' };
    expect(planFormPreview(half, daily, TODAY)).toEqual({
      ok: false,
      message: 'Step down by must be a whole number, 1 or more',
    });
    const blank = { ...defaultPlanForm('number', TODAY), everyDays: '' };
    expect(planFormPreview(blank, daily, TODAY).ok).toBe(false);
  });

  it('sends levels for level goals, and reads a stored plan back', () => {
    const form = defaultPlanForm('level', TODAY);
    expect(planFormToBody(form, 'level')).toMatchObject({ startLevel: 'high', endLevel: 'low' });
    const preview = planFormPreview(form, level, TODAY);
    expect(preview.ok && preview.view.steps.map((step) => step.label)).toEqual([
      'High',
      'Moderate',
      'Low',
    ]);
    const stored = { startGoal: 4, endGoal: 1, stepBy: 2, everyDays: 3, startDate: TODAY };
    expect(planToForm(stored, 'number', TODAY)).toEqual({
      enabled: true,
      start: '4',
      end: '1',
      stepBy: '2',
      everyDays: '3',
      startDate: TODAY,
    });
    expect(planToForm(null, 'number', TODAY).enabled).toBe(false);
    expect(canPlan('custom_tags')).toBe(false);
  });
});

describe('the goal of the habit form', () => {
  it('is read from the form, and changes only when a goal field does', () => {
    const form = { ...defaultHabitForm(), name: 'Coffee', dailyGoal: 5 };
    expect(formGoal(form)).toEqual(daily);
    const fields = { ...daily, levelGoal: null, weeklyGoals: null, customTags: null };
    expect(formChangesGoal(fields, { ...form, name: 'Tea' })).toBe(false);
    expect(formChangesGoal(fields, { ...form, dailyGoal: 4 })).toBe(true);
  });
});

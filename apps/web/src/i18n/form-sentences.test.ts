import type { Goal } from '@taper/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { planFormPreview } from '../forms/planForm';
import { reductionFormProblems } from '../forms/reductionForm';
import { reminderListProblem, reminderTimeProblem } from '../forms/reminderForm';
import { activateLocale } from './active-locale';
import { formSentence } from './form-sentences';

const goal: Goal = { goalType: 'number', goalSchedule: 'daily', dailyGoal: 4 };
const upwardPlan = {
  enabled: true,
  start: '3',
  end: '5',
  stepBy: '1',
  everyDays: '7',
  startDate: '2026-12-07',
};
const noDay = { on: true, times: [{ time: '21:00', days: [] }] };
const sameTime = {
  on: true,
  times: [
    { time: '08:00', days: ['monday' as const] },
    { time: '08:00', days: ['friday' as const] },
  ],
};

afterEach(async () => {
  await activateLocale('en');
});

describe("the domain's form sentences", () => {
  it('are shown word for word in English', () => {
    expect(reminderTimeProblem(noDay, 0)).toBe('Choose at least one day for the reminder.');
    expect(reductionFormProblems({ baseline: '-1', unit: '', costPerUnit: '' }).baseline).toBe(
      'The baseline cannot be negative',
    );
  });

  it("are shown in the user's language, from the domain's catalog loaded on demand", async () => {
    await activateLocale('de');
    expect(reminderTimeProblem(noDay, 0)).toBe('Wähle mindestens einen Tag für die Erinnerung.');
    expect(reminderListProblem(sameTime)).toBe(
      'Jede Erinnerung einer Gewohnheit hat ihre eigene Uhrzeit.',
    );
    expect(reductionFormProblems({ baseline: '-1', unit: '', costPerUnit: '3.205' })).toMatchObject(
      {
        baseline: 'Der Ausgangswert kann nicht negativ sein',
        costPerUnit: 'Die Kosten pro Einheit haben höchstens zwei Nachkommastellen, etwa 3,20',
      },
    );
    expect(planFormPreview(upwardPlan, goal, '2026-12-03')).toEqual({
      ok: false,
      message: '„Enden bei“ muss höchstens „Beginnen bei“ sein: ein Plan geht nach unten',
    });
    await activateLocale('ar');
    expect(reminderTimeProblem(noDay, 0)).toBe(
      formSentence('Choose at least one day for the reminder.'),
    );
    expect(formSentence('Plans are for number and level goals')).toBe(
      'الخطط للأهداف الرقمية وأهداف المستوى',
    );
  });

  it('leaves a sentence the domain does not know as it is', async () => {
    await activateLocale('fr');
    expect(formSentence('Something else went wrong')).toBe('Something else went wrong');
  });
});

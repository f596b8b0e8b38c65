/** The example calls of a habit's goal history and taper plan (see examples.ts). */
import type { OperationExample } from './operation-example';

const VERSION = {
  goalType: 'number',
  goalSchedule: 'daily',
  levelGoal: null,
  weeklyGoals: null,
  customTags: null,
  budget: null,
};
const PLAN = { startGoal: 5, endGoal: 2, stepBy: 1, everyDays: 7, startDate: '2025-03-08' };
/** The habit on a plan: 4 today, 3 from 22 Mar, 2 from 29 Mar. */
const PLANNED = {
  dailyGoal: 4,
  goalOutlook: {
    today: 'Goal today: 4',
    line: 'Goal today: 4 · next: 3 on 22 Mar · reaches 2 on 29 Mar',
    manage: 'Goal: 4 daily, tapering to 2 by 29 Mar',
    holdable: true,
  },
};

export function goalExamples(
  habit: Record<string, unknown>,
): Readonly<Record<string, OperationExample>> {
  return {
    'habits-goals': {
      params: { id: 1 },
      response: [
        { effectiveFrom: '2025-03-01', ...VERSION, dailyGoal: 5 },
        { effectiveFrom: '2025-03-15', ...VERSION, dailyGoal: 4 },
      ],
    },
    'habits-dayGoal': {
      params: { id: 1, date: '2025-03-14' },
      response: { date: '2025-03-14', text: 'Goal on 14 Mar: 5' },
    },
    'habits-plan': {
      params: { id: 1 },
      response: {
        plan: PLAN,
        view: {
          steps: [
            { date: '2025-03-08', dateLabel: '8 Mar', value: 5, label: '5', isToday: false },
            { date: '2025-03-15', dateLabel: '15 Mar', value: 4, label: '4', isToday: true },
            { date: '2025-03-22', dateLabel: '22 Mar', value: 3, label: '3', isToday: false },
            { date: '2025-03-29', dateLabel: '29 Mar', value: 2, label: '2', isToday: false },
          ],
          next: 'Next: 3 on 22 Mar',
        },
      },
    },
    'habits-setPlan': { params: { id: 1 }, request: PLAN, response: { ...habit, ...PLANNED } },
    'habits-holdPlan': {
      params: { id: 1 },
      request: { days: 7 },
      response: {
        ...habit,
        ...PLANNED,
        goalOutlook: {
          today: 'Goal today: 4',
          line: 'Goal today: 4 · next: 3 on 29 Mar · reaches 2 on 5 Apr',
          manage: 'Goal: 4 daily, tapering to 2 by 5 Apr',
          holdable: true,
        },
      },
    },
    'habits-previewPlan': {
      params: { id: 1 },
      request: PLAN,
      response: {
        view: {
          steps: [
            { date: '2025-03-08', dateLabel: '8 Mar', value: 5, label: '5', isToday: false },
            { date: '2025-03-15', dateLabel: '15 Mar', value: 4, label: '4', isToday: true },
            { date: '2025-03-22', dateLabel: '22 Mar', value: 3, label: '3', isToday: false },
            { date: '2025-03-29', dateLabel: '29 Mar', value: 2, label: '2', isToday: false },
          ],
          next: 'Next: 3 on 22 Mar',
        },
        rejudges: 5,
        rejudgeNote: 'This re-judges 5 logged days since 8 Mar',
        raiseNote: null,
      },
    },
    'habits-clearPlan': {
      params: { id: 1 },
      response: {
        ...habit,
        dailyGoal: 4,
        goalOutlook: {
          today: 'Goal today: 4',
          line: 'Goal today: 4',
          manage: 'Goal: 4 daily',
          holdable: false,
        },
      },
    },
  };
}

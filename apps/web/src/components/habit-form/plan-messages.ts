/** Texts of the taper plan form (Create and Habit Settings): kept with its lazy chunk, out of the first load. */
import { PLAN_FIELDS } from '@taper/domain';
import { defineTexts } from '@taper/ui';

/** The taper plan section of Create and Habit Settings, and the question a goal change asks. */
export const PLAN_TEXTS = /* @__PURE__ */ defineTexts('PLAN_TEXTS', {
  title: 'Taper plan',
  enable: 'Step this goal down over time',
  // The labels every plan error names ('Step down by must be a whole number, 1 or more').
  start: PLAN_FIELDS.start,
  end: PLAN_FIELDS.end,
  stepBy: PLAN_FIELDS.stepBy,
  everyDays: PLAN_FIELDS.everyDays,
  startDate: PLAN_FIELDS.startDate,
  confirmRaise: 'Yes, raise it',
  tagsCannotPlan: 'Plans step number and level goals.',
  effectiveTitle: 'Apply the new goal',
  fromToday: 'From today',
  fromTodayHint: 'Past days keep their results',
  always: 'Also re-judge past days',
  alwaysHint: 'Every logged day is judged by the new goal',
  planSaveFailed: { title: 'Error', description: 'The taper plan was not saved' },
} as const);

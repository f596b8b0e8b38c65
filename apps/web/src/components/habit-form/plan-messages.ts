/** Texts of the taper plan form (Create and Habit Settings): kept with its lazy chunk, out of the first load. */

/** The taper plan section of Create and Habit Settings, and the question a goal change asks. */
export const PLAN_TEXTS = {
  title: 'Taper plan',
  enable: 'Step this goal down over time',
  start: 'Start at',
  end: 'End at',
  stepBy: 'Down by',
  everyDays: 'Every (days)',
  startDate: 'From',
  tagsCannotPlan: 'Plans step number and level goals.',
  effectiveTitle: 'Apply the new goal',
  fromToday: 'From today',
  fromTodayHint: 'Past days keep their results',
  always: 'Also re-judge past days',
  alwaysHint: 'Every logged day is judged by the new goal',
  planSaveFailed: { title: 'Error', description: 'The taper plan was not saved' },
} as const;

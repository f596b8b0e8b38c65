import { defineTexts } from '@taper/ui';

/** The template cards and a template's questions (issue 54); the templates' own words come from the API. */
export const TEMPLATE_TEXTS = /* @__PURE__ */ defineTexts('TEMPLATE_TEXTS', {
  title: 'Start from a template',
  hint: 'Choose what you want to cut down: you answer two or three questions and get a plan.',
  loading: 'Loading templates…',
  failed: 'The templates could not be loaded.',
  retry: 'Try again',
  back: 'All templates',
  fullForm: 'Edit the full form instead',
  showPlan: 'Show my plan',
  working: 'Working out your plan…',
  planTitle: 'Your plan',
  goalDaily: (quantity: string) => `Goal: at most ${quantity} a day`,
  goalWeekly: (quantity: string) => `Goal: at most ${quantity} a week`,
  baselineDaily: (quantity: string) => `I used to have ${quantity} a day`,
  baselineWeekly: (quantity: string) => `I used to have ${quantity} a week`,
  cost: (cost: string) => `Cost per unit: ${cost}`,
  noCost: 'No cost counted',
  steps: (start: string, end: string) => `The plan steps down from ${start} to ${end}.`,
  createHabit: 'Create habit',
  creating: 'Creating…',
} as const);

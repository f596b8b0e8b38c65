/** The habit form's texts (the plan section's are in plan-messages.ts). */
export const FORM_TEXTS = {
  tagOrder: 'Tag 1 is the best (lowest); the last tag is the worst.',
  addTag: '+ Add Tag',
  iconPreview: 'Preview',
  goalSchedule: 'Goal Schedule',
  goalPeriod: 'Goal Period',
  perDay: 'Per day',
  perDayHint: 'A goal for each day',
  perWeek: 'Per week',
  perWeekHint: 'At most this many in a calendar week',
  perMonth: 'Per month',
  perMonthHint: 'At most this many in a calendar month',
  weeklyBudget: 'Weekly Budget',
  monthlyBudget: 'Monthly Budget',
  weeklyBudgetHint: 'Stay at or under this amount each calendar week.',
  monthlyBudgetHint: 'Stay at or under this amount each calendar month.',
} as const;

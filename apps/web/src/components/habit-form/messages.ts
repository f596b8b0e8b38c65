import { baselinePerText, measuredBaselineText, type BaselinePeriod } from '@taper/domain';
import { defineTexts } from '@taper/ui';

/** The habit form's texts (the plan section's are in plan-messages.ts). */
export const FORM_TEXTS = /* @__PURE__ */ defineTexts('FORM_TEXTS', {
  goalTypeNumber: 'Number',
  goalTypeNumberHint: 'A daily amount, e.g. cups or minutes',
  goalTypeLevel: 'Range (None/Low/Moderate/High)',
  goalTypeLevelHint: 'How much, on a four-step scale',
  goalTypeTags: 'Custom Tags',
  goalTypeTagsHint: 'Your own 2–4 steps, best first',
  sameDailyGoal: 'Same Daily Goal',
  customDailyGoals: 'Custom Daily Goals',
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
  /** A tag's field: 'Tag 2'. */
  tag: (position: number) => `Tag ${String(position)}`,
  removeTag: (position: number) => `Remove tag ${String(position)}`,
  nameTagsFirst: 'Name your tags first',
  chooseTag: 'Choose a tag',
  dailyGoal: 'Daily Goal',
  levelGoal: 'Level Goal',
  dailyGoalHint: 'Stay at or under this amount each day.',
} as const);

/**
 * The reduction fields: 'I used to have 5 cups a day' (a week, a month under a budget: the goal's
 * own period), unit, cost per unit.
 */
export const REDUCTION_FORM_TEXTS = /* @__PURE__ */ defineTexts('REDUCTION_FORM_TEXTS', {
  title: 'Where you started',
  hint: (per: BaselinePeriod) =>
    `What you did before you began cutting down, ${per === 'day' ? 'on a day' : `in a ${per}`}. Leave it blank and Taper measures it: ${measuredBaselineText(per)}.`,
  baseline: 'I used to have',
  baselineSuffix: (unit: string, per: BaselinePeriod) =>
    `${unit.trim() === '' ? 'units' : unit.trim()} ${baselinePerText(per)}`,
  unit: 'Unit',
  unitPlaceholder: 'cups, drinks, min',
  costPerUnit: (currency: string) => `Cost per unit (${currency})`,
  costPlaceholder: '3.20',
} as const);

/** A habit's group and 'counts as' (issue 51). */
export const GROUP_FORM_TEXTS = /* @__PURE__ */ defineTexts('GROUP_FORM_TEXTS', {
  title: 'Group',
  group: 'Group',
  none: 'No group',
  countsAs: 'Counts as',
  countsAsHint: "How much one logged unit counts in the group's budget (a pint of beer: 2.3 units)",
  notCounted: "Only number habits add to a group's budget; this habit shows in the group.",
  noGroups: 'No groups yet. Make one on Manage Habits to share a budget between habits.',
} as const);

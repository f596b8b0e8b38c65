import { defineTexts } from '@taper/ui';
/** The shared components' texts (the page frame, the Log Result and Insights dialogs). */
export const COMPONENT_TEXTS = /* @__PURE__ */ defineTexts('COMPONENT_TEXTS', {
  skipToContent: 'Skip to content',
  weekOnTarget: 'On target',
  weekNoEntries: 'No entries',
  /** A week block with some days over: '3/5 on target'. */
  weekPartlyOnTarget: (successes: number, entries: number) =>
    `${String(successes)}/${String(entries)} on target`,
  /** A secondary screen's link back ('← Back'). */
  back: 'Back',
  /** The Progress screen's link back to the habit's calendar. */
  backToCalendar: 'Calendar',
  firstName: 'First name',
  lastName: 'Last name',
  delete: 'Delete',
  deletePermanently: 'Delete Permanently',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Could not copy: the text is selected, copy it with your keyboard.',
  saveResult: 'Save Result',
  close: 'Close',
  /** A week block's tile: 'Days 1-7'. */
  weekBlockDays: (label: string) => `Days ${label}`,
  habitSettings: 'Habit settings',
  email: 'Email',
  habitName: 'Habit Name',
  monthlyInsights: 'Monthly Insights',
  thisMonth: 'This month',
  successDays: 'Success Days',
  aboveTargetDays: 'Above Target Days',
  weeklyBreakdown: 'Weekly Breakdown',
  trendsInsights: 'Trends & Insights',
  logResult: 'Log Result',
  noteOptional: 'Note (optional)',
  name: 'Name',
  habitNamePlaceholder: 'e.g. Coffee, Screen Time, Alcohol',
  icon: 'Icon',
  color: 'Color',
  goalType: 'Goal Type',
  customTags: 'Custom Tags',
  goalSchedule: 'Goal Schedule',
  /** The Log dialog's title: 'Log Coffee'. */
  logHabit: (name: string) => `Log ${name}`,
  logEntry: 'Log Entry',
  logging: 'Logging...',
} as const);

import { defineTexts } from '@taper/ui';
/** The habit screen's texts (its streak tier and insights are rule texts, served from domain). */
export const HABIT_TEXTS = /* @__PURE__ */ defineTexts('HABIT_TEXTS', {
  /** The browser tab's title: the habit's name ('Coffee — Taper'). */
  pageTitle: (name: string) => name,
  insights: 'Insights',
  logYourResult: 'Log Your Result',
  streakProgress: 'Streak Progress',
  weeklySummary: 'Weekly Summary',
  averageDaily: 'Average Daily',
  daysAboveTarget: 'Days Above Target',
  weeklyTarget: 'Weekly Target',
  /** A budget habit's period total in the Weekly Summary: '9 of 14 used this week'. */
  budgetTotal: (period: 'week' | 'month') => (period === 'week' ? 'This Week' : 'This Month'),
  strength: 'Strength',
  seeProgress: 'See progress →',
  daysOnTarget: 'Days on Target',
  successRate: 'Success Rate',
  recordStreakProgress: 'Progress toward your record streak',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  // The Goal card and 'Hold this step'.
  goalHeading: 'Goal',
  hold: 'Hold this step',
  holdDays: 'Days to hold',
  holdHint: 'The coming steps wait this many days; your past days keep their goals.',
  holdConfirm: (days: number) => `Hold ${String(days)} ${days === 1 ? 'day' : 'days'}`,
  cancel: 'Cancel',
  holding: 'Holding…',
  held: (line: string) => ({ title: 'Step held', description: line }),
  holdFailed: { title: 'Error', description: 'Could not hold the step' },
} as const);

/** The Reduction card's own words (its figures' texts come from the domain's reductionTexts). */
export const REDUCTION_TEXTS = /* @__PURE__ */ defineTexts('REDUCTION_TEXTS', {
  invitation: 'Set a baseline — what you did before — to see how much less you do now.',
  invitationAction: 'Set a baseline',
  title: 'Reduction',
  baseline: 'Baseline',
  thisWeek: 'This week',
  lastWeek: 'Last week',
  thisMonth: 'This month',
  lastMonth: 'Last month',
  firstMonth: 'First month',
  milestones: 'Milestones',
  setBaselineLabel: (name: string) => `Set a baseline for ${name}`,
} as const);

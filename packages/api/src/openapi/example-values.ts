/**
 * The values the REST examples are made of: a user, a habit, an entry, a month's figures. Each
 * operation's example (examples.ts) puts them together.
 */
import type { Goal } from '@taper/domain';
import { reduction } from '@taper/domain/rules';

export const AT = '2025-03-01T09:00:00.000Z';
export const USER = {
  id: 1,
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  role: 'USER',
  tier: 'FREE',
  createdAt: AT,
  themePreference: 'light',
  timezone: 'Europe/London',
  weekStart: 'monday',
  dayEndsAtHour: 0,
  currency: 'EUR',
  summaryView: 'cards',
  locale: 'en',
};
/** GET /api/auth/user adds the user's today and when it ends (London in March: midnight UTC). */
export const CURRENT_USER = {
  ...USER,
  today: '2025-03-15',
  todayEndsAt: '2025-03-16T00:00:00.000Z',
  checkIn: null,
  emailReminder: { time: '21:00' },
  emailReminderAvailable: true,
};
export const HABIT_SETTINGS = {
  name: 'Coffee',
  color: '#3B82F6',
  icon: 'coffee',
  goalType: 'number',
  goalSchedule: 'daily',
  dailyGoal: 2,
  baseline: 5,
  unit: 'cups',
  costPerUnit: 3.2,
  reminders: [
    { time: '08:00', days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] },
    { time: '21:00', days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] },
  ],
};
export const HABIT = {
  id: 1,
  ...HABIT_SETTINGS,
  /** The first of `reminders`, for clients that read one. */
  reminder: HABIT_SETTINGS.reminders[0],
  archived: false,
  unloggedDays: 'not_logged',
  description: null,
  loopUuid: null,
  groupId: null,
  countsAs: 1,
  goalOutlook: {
    today: 'Goal today: 2',
    line: 'Goal today: 2',
    manage: 'Goal: 2 daily',
    holdable: false,
  },
  levelGoal: null,
  weeklyGoals: null,
  customTags: null,
  budget: null,
  createdAt: AT,
  updatedAt: AT,
};
/** A weekly budget (issue 31): at most 14 a week; its other goal fields are null. */
export const BUDGET_HABIT = {
  ...HABIT,
  id: 2,
  name: 'Drinks',
  icon: 'wine',
  goalSchedule: 'weekly_budget',
  dailyGoal: null,
  budget: 14,
};
export const ENTRY_BODY = { date: '2025-03-14', actualValue: 1, note: 'One after lunch' };
export const ENTRY = {
  id: 7,
  habitId: 1,
  date: '2025-03-14',
  performance: 'success',
  actualValue: 1,
  levelValue: null,
  note: 'One after lunch',
};
export const DAY = {
  date: '2025-03-14',
  dayOfMonth: 14,
  inMonth: true,
  isFuture: false,
  isToday: false,
  status: 'success',
  connectsToPrevious: false,
  connectsToNext: false,
  entry: {
    id: 7,
    actualValue: 1,
    levelValue: null,
    note: 'One after lunch',
    label: '1',
    shortLabel: '1',
  },
  assumed: false,
  description: '1, on target, has a note',
  planStep: null,
  held: false,
};
/** The same day as the summary's list names it. */
export const RECENT_DAY = { ...DAY, dayName: 'Friday 14 March', weekdayShort: 'Fri' };
export const ICON = {
  id: 'coffee',
  name: 'coffee',
  displayName: 'Coffee',
  category: 'beverage',
  tier: 'FREE',
  filename: 'coffee.svg',
  filePath: '/icons/beverage/coffee.svg',
  description: 'Coffee',
  isBuiltIn: 'true',
};
export const OK = { success: true };
/** One of the Weekly Breakdown's four blocks of March 2025 (days 1-7 … 22-28). */
export const weekBlock = (firstDay: number, entryCount: number, successCount: number) => ({
  label: `${firstDay}-${firstDay + 6}`,
  firstDay,
  lastDay: firstDay + 6,
  start: `2025-03-${String(firstDay).padStart(2, '0')}`,
  end: `2025-03-${String(firstDay + 6).padStart(2, '0')}`,
  entryCount,
  successCount,
  hasEntries: entryCount > 0,
  success: entryCount > 0 && successCount / entryCount >= 0.7,
});
export const TOKEN = 'mfrggzdfmztwq2lknnwg23tpobyxe4tt';
export const GOAL: Goal = { goalType: 'number', goalSchedule: 'daily', dailyGoal: 2 };
/** The reduction of the example habit (5 cups a day before, at 3.20) with 14 March's value. */
export const reductionWith = (value: number | undefined) =>
  reduction(
    GOAL,
    value === undefined
      ? []
      : [{ date: '2025-03-14', performance: value <= 2 ? 'success' : 'over', actualValue: value }],
    { today: '2025-03-15', baseline: 5, costPerUnit: 3.2 },
  );
export const STATS = {
  today: '2025-03-15',
  month: {
    daysOnTarget: 1,
    successRate: 100,
    loggedDays: 1,
    onTrack: 1,
    missed: 0,
    year: 2025,
    month: 3,
    heading: 'March 2025',
  },
  calendar: [DAY],
  recent: [RECENT_DAY],
  goalToday: '≤ 2 today',
  stepTomorrow: null,
  streaks: {
    currentStreak: 1,
    longestStreak: 1,
    longestStreakThisMonth: 1,
    unit: 'day',
    text: '1 day',
    tier: 'Getting started',
    recordText: 'Personal record: 1 day',
    recordLabel: 'Record: 1 day',
    recordProgress: 100,
  },
  week: {
    averageDaily: 1,
    averageDailyText: '1.0',
    daysAboveTarget: 0,
    weeklyTarget: '2 per day',
    successRate: 100,
    successDays: 1,
    loggedDays: 1,
    budgetTotal: null,
  },
  insights: {
    heading: 'March 2025',
    successDays: 1,
    aboveTargetDays: 0,
    weekBlocks: [weekBlock(1, 0, 0), weekBlock(8, 1, 1), weekBlock(15, 0, 0), weekBlock(22, 0, 0)],
    messages: [],
  },
  strength: 5,
  firstDay: '2025-03-14',
  budget: null,
  reduction: reductionWith(1),
  holdSuggestion: null,
};

/** The figures after 14 March's entry is cleared: nothing logged. */
export const CLEARED_STATS = {
  ...STATS,
  month: { ...STATS.month, daysOnTarget: 0, successRate: 0, loggedDays: 0, onTrack: 0 },
  calendar: [{ ...DAY, status: 'none', entry: null, description: 'not logged' }],
  streaks: {
    ...STATS.streaks,
    currentStreak: 0,
    longestStreak: 0,
    longestStreakThisMonth: 0,
    text: '0 days',
    tier: 'Start your streak!',
    recordText: '0 more days to beat your record!',
    recordLabel: 'Record: 0 days',
    recordProgress: 0,
  },
  week: {
    ...STATS.week,
    averageDaily: 0,
    averageDailyText: '0.0',
    successRate: 0,
    successDays: 0,
    loggedDays: 0,
  },
  insights: { ...STATS.insights, successDays: 0 },
  strength: 0,
  firstDay: '2025-03-01',
  reduction: reductionWith(undefined),
};
/** The figures after 14 March's entry becomes 3, over the goal of 2. */
export const UPDATED_STATS = {
  ...CLEARED_STATS,
  month: { ...CLEARED_STATS.month, loggedDays: 1, missed: 1 },
  calendar: [
    {
      ...DAY,
      status: 'over',
      entry: { ...DAY.entry, actualValue: 3, label: '3', shortLabel: '3' },
      description: '3, over target, has a note',
    },
  ],
  week: {
    ...CLEARED_STATS.week,
    averageDaily: 3,
    averageDailyText: '3.0',
    daysAboveTarget: 1,
    loggedDays: 1,
  },
  insights: { ...STATS.insights, successDays: 0, aboveTargetDays: 1 },
  firstDay: '2025-03-14',
  reduction: reductionWith(3),
};

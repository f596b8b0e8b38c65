/**
 * One example call per REST operation, by operationId: the path and query parameters, the body
 * sent and the 200 body answered. /api/openapi.json carries them in each operation (and its
 * description), /api/docs turns them into a curl line, and the contract test checks that every
 * operation has one and that each validates against the operation's own schemas.
 */
import { accountExamples } from './openapi-examples-accounts';
import { adminExamples } from './openapi-examples-admin';
import { reduction, WEEKDAY_NAMES, type Goal } from '@taper/domain';
import { goalExamples } from './openapi-examples-goals';
import { pushExamples } from './openapi-examples-push';
import { scheduleExamples } from './openapi-examples-schedules';
import { transferExamples } from './openapi-examples-transfer';
import type { OperationExample } from './openapi-example';

export type { OperationExample } from './openapi-example';

const AT = '2025-03-01T09:00:00.000Z';
const USER = {
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
};
/** GET /api/auth/user adds the user's today and when it ends (London in March: midnight UTC). */
const CURRENT_USER = {
  ...USER,
  today: '2025-03-15',
  todayEndsAt: '2025-03-16T00:00:00.000Z',
  checkIn: null,
};
const HABIT_SETTINGS = {
  name: 'Coffee',
  color: '#3B82F6',
  icon: 'coffee',
  goalType: 'number',
  goalSchedule: 'daily',
  dailyGoal: 2,
  baseline: 5,
  unit: 'cups',
  costPerUnit: 3.2,
  reminder: { time: '21:00', days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] },
};
const HABIT = {
  id: 1,
  ...HABIT_SETTINGS,
  archived: false,
  unloggedDays: 'not_logged',
  description: null,
  loopUuid: null,
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
const BUDGET_HABIT = {
  ...HABIT,
  id: 2,
  name: 'Drinks',
  icon: 'wine',
  goalSchedule: 'weekly_budget',
  dailyGoal: null,
  budget: 14,
};
const ENTRY_BODY = { date: '2025-03-14', actualValue: 1, note: 'One after lunch' };
const ENTRY = {
  id: 7,
  habitId: 1,
  date: '2025-03-14',
  performance: 'success',
  actualValue: 1,
  levelValue: null,
  note: 'One after lunch',
};
const DAY = {
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
};
/** The same day as the summary's list names it. */
const RECENT_DAY = { ...DAY, dayName: 'Friday 14 March', weekdayShort: 'Fri' };
const ICON = {
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
const OK = { success: true };
/** One of the Weekly Breakdown's four blocks of March 2025 (days 1-7 … 22-28). */
const weekBlock = (firstDay: number, entryCount: number, successCount: number) => ({
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
const TOKEN = 'mfrggzdfmztwq2lknnwg23tpobyxe4tt';
const GOAL: Goal = { goalType: 'number', goalSchedule: 'daily', dailyGoal: 2 };
/** The reduction of the example habit (5 cups a day before, at 3.20) with 14 March's value. */
const reductionWith = (value: number | undefined) =>
  reduction(
    GOAL,
    value === undefined
      ? []
      : [{ date: '2025-03-14', performance: value <= 2 ? 'success' : 'over', actualValue: value }],
    { today: '2025-03-15', baseline: 5, costPerUnit: 3.2 },
  );
const STATS = {
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
const CLEARED_STATS = {
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
const UPDATED_STATS = {
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

export const OPERATION_EXAMPLES: Readonly<Record<string, OperationExample>> = {
  ...goalExamples(HABIT),
  ...transferExamples(HABIT, USER),
  ...accountExamples(TOKEN, USER),
  'auth-me': { response: CURRENT_USER },
  'auth-updateProfile': {
    request: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' },
    response: CURRENT_USER,
  },
  ...scheduleExamples(HABIT, CURRENT_USER),
  ...pushExamples(),
  'habits-reduction': { params: { id: 1 }, response: reductionWith(1) },
  'habits-seeMilestones': { params: { id: 1 }, request: { ids: ['money-10'] }, response: OK },
  'auth-signup': {
    request: {
      email: 'ann@example.com',
      password: 'Str0ng!pass',
      firstName: 'Ann',
      lastName: 'Lee',
    },
    response: { token: TOKEN, user: USER },
  },
  'auth-login': {
    request: { email: 'ann@example.com', password: 'Str0ng!pass' },
    response: { token: TOKEN, user: USER },
  },
  'auth-logout': { response: OK },
  'auth-changePassword': {
    request: { newPassword: 'N3w!password' },
    response: { success: true, ended: { sessions: 1, apiTokens: ['Shortcuts', 'Dashboard'] } },
  },
  'habits-list': { response: [HABIT, BUDGET_HABIT] },
  'habits-create': { request: HABIT_SETTINGS, response: HABIT },
  'habits-get': { params: { id: 1 }, response: HABIT },
  'habits-update': {
    params: { id: 1 },
    request: { name: 'Espresso', unloggedDays: 'zero' },
    response: {
      ...HABIT,
      name: 'Espresso',
      unloggedDays: 'zero',
      goalTypeChange: { startsAnew: false, setAsideEntries: 0, note: null },
    },
  },
  'habits-previewUpdate': {
    params: { id: 1 },
    request: { name: 'Coffee', goalType: 'level', goalSchedule: 'daily', levelGoal: 'low' },
    response: {
      startsAnew: true,
      setAsideEntries: 2,
      note:
        '2 results logged under the old goal type cannot be read by the new one. They are kept ' +
        'as skipped days (left out of streaks and figures) and come back if you change the type ' +
        'back.',
    },
  },
  'habits-delete': { params: { id: 1 }, response: OK },
  'habits-restore': { params: { id: 1 }, response: HABIT },
  'habits-streaks': {
    params: { id: 1 },
    response: { currentStreak: 3, longestStreak: 5, longestStreakThisMonth: 3 },
  },
  'habits-stats': { params: { id: 1, month: '2025-03' }, response: STATS },
  'habits-strength': {
    params: { id: 1, from: '2025-03-13', to: '2025-03-15' },
    response: [
      { date: '2025-03-14', score: 0.0519 },
      { date: '2025-03-15', score: 0.0519 },
    ],
  },
  'habits-history': {
    params: { id: 1, bucket: 'week', from: '2025-03-10', to: '2025-03-15' },
    response: [
      {
        start: '2025-03-10',
        end: '2025-03-16',
        total: 1,
        average: 1,
        successDays: 1,
        overDays: 0,
        loggedDays: 1,
        skippedDays: 0,
        goal: 2,
        plannedGoal: 2,
        value: 1,
        over: false,
        budget: null,
        baseline: 5,
      },
    ],
  },
  'habits-weekdays': {
    params: { id: 1 },
    response: {
      days: WEEKDAY_NAMES.map((weekday) =>
        weekday === 'Saturday'
          ? { weekday, loggedDays: 5, overDays: 3, overPercent: 60 }
          : { weekday, loggedDays: 5, overDays: 0, overPercent: 0 },
      ),
      text: 'Saturdays are over target 60% of the time',
    },
  },
  'habits-summary': {
    response: {
      today: '2025-03-15',
      habits: [
        {
          habitId: 1,
          month: { heading: 'March 2025', onTrack: 1, missed: 0 },
          calendar: [DAY],
          recent: [RECENT_DAY],
          goalToday: '≤ 2 today',
          streaks: { currentStreak: 1, longestStreak: 1, unit: 'day' },
          strength: 5,
          budget: null,
          reduction: reductionWith(1),
        },
        {
          habitId: 2,
          month: { heading: 'March 2025', onTrack: 3, missed: 1 },
          calendar: [DAY],
          recent: [RECENT_DAY],
          goalToday: '16 of 14 used this week, 2 over',
          streaks: { currentStreak: 0, longestStreak: 2, unit: 'week' },
          strength: 12,
          budget: {
            period: 'week',
            start: '2025-03-10',
            end: '2025-03-16',
            budget: 14,
            total: 16,
            left: 0,
            over: 2,
            success: false,
            text: '16 of 14 used this week, 2 over',
          },
          reduction: reductionWith(1),
        },
      ],
    },
  },
  'entries-listForHabit': { params: { id: 1 }, response: [ENTRY] },
  'entries-log': { params: { id: 1 }, request: ENTRY_BODY, response: { ...ENTRY, stats: STATS } },
  'entries-listAll': { response: [ENTRY] },
  'entries-delete': { params: { entryId: 7 }, response: { ...OK, stats: CLEARED_STATS } },
  'entries-update': {
    params: { entryId: 7 },
    request: { ...ENTRY_BODY, actualValue: 3 },
    response: { ...ENTRY, actualValue: 3, performance: 'over', stats: UPDATED_STATS },
  },
  'skips-skipRange': {
    request: { from: '2025-03-08', to: '2025-03-14', habitIds: [1, 2] },
    response: { skipped: 13, alreadyLogged: 1, habitIds: [1, 2] },
  },
  'icons-list': { response: [ICON] },
  ...adminExamples({ user: USER, icon: ICON, token: TOKEN }),
};

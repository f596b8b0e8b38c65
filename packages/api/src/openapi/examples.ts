/**
 * One example call per REST operation, by operationId: the path and query parameters, the body
 * sent and the 200 body answered. /api/openapi.json carries them in each operation (and its
 * description), /api/docs turns them into a curl line, and the contract test checks that every
 * operation has one and that each validates against the operation's own schemas.
 */
import { accountExamples } from './examples-accounts';
import { adminExamples } from './examples-admin';
import { goalExamples } from './examples-goals';
import { groupExamples } from './examples-groups';
import { pushExamples } from './examples-push';
import { templateExamples } from './examples-templates';
import { sharesExamples } from './examples-shares';
import { scheduleExamples } from './examples-schedules';
import { transferExamples } from './examples-transfer';
import type { OperationExample } from './operation-example';

export type { OperationExample } from './operation-example';

import {
  BUDGET_HABIT,
  CLEARED_STATS,
  CURRENT_USER,
  DAY,
  ENTRY,
  ENTRY_BODY,
  HABIT,
  HABIT_SETTINGS,
  ICON,
  OK,
  RECENT_DAY,
  STATS,
  TOKEN,
  UPDATED_STATS,
  USER,
  reductionWith,
} from './example-values';
import { WEEKDAY_NAMES } from '@taper/domain';

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
  ...sharesExamples(),
  ...groupExamples(),
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
      yesterday: { date: '2025-03-14', unloggedHabitIds: [1] },
      habits: [
        {
          habitId: 1,
          month: { heading: 'March 2025', onTrack: 1, missed: 0 },
          calendar: [DAY],
          recent: [RECENT_DAY],
          goalToday: '≤ 2 today · 1 from 16 Mar',
          stepTomorrow: 'From tomorrow: ≤ 1',
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
          stepTomorrow: null,
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
  'locales-list': {
    response: [
      { code: 'en', name: 'English', dir: 'ltr' },
      { code: 'es', name: 'Español', dir: 'ltr' },
      { code: 'de', name: 'Deutsch', dir: 'ltr' },
      { code: 'fr', name: 'Français', dir: 'ltr' },
      { code: 'ar', name: 'العربية', dir: 'rtl' },
    ],
  },
  ...adminExamples({ user: USER, icon: ICON, token: TOKEN }),
  ...templateExamples(),
};

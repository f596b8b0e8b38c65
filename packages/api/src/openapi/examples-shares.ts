/** The examples of share links: the owner's links, and a visitor's read-only view of one. */
import type { OperationExample } from './operation-example';

const TOKEN = 'q3vJ0c8kM2xYt7Rb_e1LwZp5NfA9sHdK';

const SHARE = {
  id: 7,
  habitIds: [12],
  showNotes: false,
  expiresOn: null,
  label: 'For Sam',
  email: 'sam@example.com',
  createdAt: '2025-03-10T08:00:00.000Z',
  lastViewedAt: '2025-03-15T07:30:00.000Z',
  lastMailedAt: null,
  mailStopped: false,
  expired: false,
};

const CELL = {
  date: '2025-03-15',
  dayOfMonth: 15,
  inMonth: true,
  isFuture: false,
  isToday: true,
  status: 'success',
  connectsToPrevious: true,
  connectsToNext: false,
  shortLabel: '2',
  description: '2, on target',
};

export function sharesExamples(): Record<string, OperationExample> {
  return {
    'shares-list': { response: [SHARE] },
    'shares-options': { response: { weeklyMail: true } },
    'shares-create': {
      request: { habitIds: [12], showNotes: false, label: 'For Sam', email: 'sam@example.com' },
      response: {
        ...SHARE,
        lastViewedAt: null,
        token: TOKEN,
        url: `https://taper.example.com/s/${TOKEN}`,
      },
    },
    'shares-update': {
      params: { id: 7 },
      request: { showNotes: true, expiresOn: '2025-06-30' },
      response: { ...SHARE, showNotes: true, expiresOn: '2025-06-30' },
    },
    'shares-remove': { params: { id: 7 }, response: { success: true } },
    'shares-sendSummary': { params: { id: 7 }, response: { sent: true, to: 'sam@example.com' } },
    'shares-stopMails': { params: { token: TOKEN }, response: { success: true } },
    'emailReminders-stop': { params: { token: TOKEN }, response: { success: true } },
    'shares-view': {
      params: { token: TOKEN },
      response: {
        owner: { firstName: 'Ann' },
        habits: [
          {
            name: 'Cigarettes',
            icon: 'smoking',
            color: '#EF4444',
            goalType: 'number',
            goal: 'Goal: 2 daily',
            entries: [
              { date: '2025-03-14', performance: 'over', value: '5' },
              { date: '2025-03-15', performance: 'success', value: '2' },
            ],
            streaks: {
              currentStreak: 1,
              longestStreak: 4,
              longestStreakThisMonth: 4,
              unit: 'day',
              text: '1 day',
              tier: 'Getting started',
              recordText: '3 more days to beat your record!',
              recordLabel: 'Record: 4 days',
              recordProgress: 25,
            },
            longestStreak: '4 days',
            reduction: {
              baseline: null,
              baselineSource: null,
              per: 'day',
              baselineSoFar: null,
              thisWeek: null,
              lastWeek: null,
              thisMonth: null,
              lastMonth: null,
              changeVsBaseline: null,
              unitsAvoided: null,
              moneySaved: null,
              daysSinceOver: 1,
              longestWithoutOver: 4,
              shareOnGoalThisMonth: null,
              shareOnGoalFirstMonth: null,
              milestones: [],
            },
            reductionLine: null,
            month: { heading: 'March 2025', calendar: [CELL] },
          },
        ],
        generatedAt: '2025-03-15T12:00:00.000Z',
      },
    },
  };
}

import { defineTexts } from '@taper/ui';
/** The group screen's texts (issue 51); its figures' words come from the server. */
export const GROUP_TEXTS = /* @__PURE__ */ defineTexts('GROUP_TEXTS', {
  pageTitle: 'Group',
  notFound: 'Group not found',
  backToHome: 'Back to Home',
  week: 'By week',
  month: 'By month',
  chartSwitch: 'Show the chart',
  chartTitle: 'Together, against the limit',
  chartLabel: (name: string) => `${name}: the members' combined totals`,
  bar: (start: string, total: string, limit: string | null) =>
    limit === null ? `From ${start}: ${total} units` : `From ${start}: ${total} of ${limit} units`,
  over: 'over',
  limitLine: 'limit',
  members: 'Habits in this group',
  memberLine: (name: string, total: string) => `${name}: ${total} units this period`,
  noMembers: 'No habits in this group yet. Choose it in a habit’s settings.',
  reduction: 'Reduction',
} as const);

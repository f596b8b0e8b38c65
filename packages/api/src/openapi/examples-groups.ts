/** The examples of habit groups (issue 51): 'Alcohol, at most 14 units a week', beer and wine in it. */
import type { OperationExample } from './operation-example';

const GROUP = {
  id: 3,
  name: 'Alcohol',
  color: '#EF4444',
  position: 1,
  collapsed: false,
  budget: { period: 'week', limit: 14 },
};

export function groupExamples(): Record<string, OperationExample> {
  return {
    'groups-list': { response: [GROUP] },
    'groups-create': {
      request: { name: 'Alcohol', color: '#EF4444', budget: { period: 'week', limit: 14 } },
      response: GROUP,
    },
    'groups-update': {
      params: { id: 3 },
      request: { collapsed: true },
      response: { ...GROUP, collapsed: true },
    },
    'groups-delete': { params: { id: 3 }, response: { success: true } },
    'groups-progress': {
      params: { id: 3, date: '2025-03-15' },
      response: {
        groupId: 3,
        budget: { period: 'week', limit: 14 },
        period: {
          start: '2025-03-10',
          end: '2025-03-16',
          total: 10.9,
          limit: 14,
          left: 3.1,
          over: false,
        },
        habits: [
          { habitId: 4, total: 4.6 },
          { habitId: 5, total: 6.3 },
        ],
        text: 'Alcohol: 10.9 of 14 units this week',
      },
    },
    'groups-overDays': {
      params: { id: 3, month: '2025-03' },
      response: { groupId: 3, days: ['2025-03-15'], label: "over the group's budget" },
    },
    'groups-chart': {
      params: { id: 3, bucket: 'week' },
      response: {
        groupId: 3,
        bucket: 'week',
        buckets: [
          { start: '2025-03-03', end: '2025-03-09', total: 11.5, limit: 14, over: false },
          { start: '2025-03-10', end: '2025-03-16', total: 15.1, limit: 14, over: true },
        ],
        reduction: {
          baseline: 32.2,
          total: 15.1,
          percent: 53,
          text: "15.1 units this week, 53% below the members' baselines (32.2)",
        },
      },
    },
  };
}

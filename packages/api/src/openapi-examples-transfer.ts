/** Example calls of export and import (GET /api/export, POST /api/import), by operationId. */
import type { OperationExample } from './openapi-examples';

const AT = '2025-03-01T09:00:00.000Z';
const GOAL = { goalType: 'number', goalSchedule: 'daily', dailyGoal: 2 };
const DOCUMENT = {
  format: 'taper',
  version: 1,
  exportedAt: '2025-03-15T08:00:00.000Z',
  user: {
    id: 1,
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@example.com',
    role: 'USER',
    tier: 'FREE',
    createdAt: AT,
    themePreference: 'light',
    timezone: 'Europe/London',
  },
  habits: [
    {
      id: 1,
      name: 'Coffee',
      color: '#3B82F6',
      icon: 'coffee',
      ...GOAL,
      levelGoal: null,
      weeklyGoals: null,
      customTags: null,
      createdAt: AT,
      updatedAt: AT,
      goalHistory: [{ effectiveFrom: '2025-03-01', goal: GOAL }],
      plan: null,
      entries: [
        {
          date: '2025-03-14',
          actualValue: 1,
          levelValue: null,
          note: 'One after lunch',
          performance: 'success',
        },
      ],
    },
  ],
};

export const transferExamples: Record<string, OperationExample> = {
  'transfer-export': { params: { format: 'json' }, response: DOCUMENT },
  'transfer-import': {
    params: { dryRun: 'true' },
    request: DOCUMENT,
    response: {
      dryRun: true,
      source: 'taper',
      habits: [
        {
          name: 'Coffee',
          importedAs: 'Coffee (imported)',
          entries: 1,
          from: '2025-03-14',
          to: '2025-03-14',
        },
      ],
      entries: 1,
      skipped: [],
    },
  },
};

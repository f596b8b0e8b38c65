/** Example calls of export and import (GET /api/export, POST /api/import), by operationId. */
import type { OperationExample } from './operation-example';

const GOAL = { goalType: 'number', goalSchedule: 'daily', dailyGoal: 2 };

/** The document of the user and their habit (the API's own examples), with one entry. */
function exportDocument(habit: object, user: object) {
  return {
    format: 'taper',
    version: 1,
    exportedAt: '2025-03-15T08:00:00.000Z',
    user,
    habits: [
      {
        ...habit,
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
}

/** `habit` and `user` as the API presents them, so the examples follow their shapes. */
export function transferExamples(habit: object, user: object): Record<string, OperationExample> {
  const DOCUMENT = exportDocument(habit, user);
  return {
    'transfer-export': { params: { format: 'json' }, response: DOCUMENT },
    'transfer-import': {
      params: { dryRun: 'true' },
      request: DOCUMENT,
      response: {
        dryRun: true,
        source: 'taper',
        sourceName: 'Taper export',
        habits: [
          {
            name: 'Coffee',
            importedAs: 'Coffee (imported)',
            goal: 'Goal: 2 daily',
            entries: 1,
            from: '2025-03-14',
            to: '2025-03-14',
          },
        ],
        entries: 1,
        skipped: [],
        warnings: [],
      },
    },
  };
}

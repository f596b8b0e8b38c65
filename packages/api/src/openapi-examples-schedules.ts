/** The examples of archiving, ordering, the week start and the day end (issue 20). */
import type { OperationExample } from './openapi-example';

export function scheduleExamples(
  habit: Readonly<Record<string, unknown>>,
  user: Readonly<Record<string, unknown>>,
): Record<string, OperationExample> {
  return {
    'auth-updatePreferences': {
      request: { themePreference: 'dark', weekStart: 'sunday', dayEndsAtHour: 3 },
      response: { ...user, themePreference: 'dark', weekStart: 'sunday', dayEndsAtHour: 3 },
    },
    'habits-archive': { params: { id: 1 }, response: { ...habit, archived: true } },
    'habits-unarchive': { params: { id: 1 }, response: { ...habit, archived: false } },
    'habits-reorder': { request: { ids: [3, 1, 2] }, response: { success: true } },
  };
}

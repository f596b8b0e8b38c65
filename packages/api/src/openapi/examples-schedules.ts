/** The examples of archiving, ordering, the week start and the day end (issue 20). */
import type { OperationExample } from './operation-example';

export function scheduleExamples(
  habit: Readonly<Record<string, unknown>>,
  user: Readonly<Record<string, unknown>>,
): Record<string, OperationExample> {
  return {
    'auth-updatePreferences': {
      request: { themePreference: 'dark', weekStart: 'sunday', dayEndsAtHour: 3, locale: 'de' },
      // With the day ending at 3 a.m., today ends at 03:00 (London in March: UTC).
      response: {
        ...user,
        themePreference: 'dark',
        weekStart: 'sunday',
        dayEndsAtHour: 3,
        locale: 'de',
        todayEndsAt: '2025-03-16T03:00:00.000Z',
      },
    },
    'habits-archive': { params: { id: 1 }, response: { ...habit, archived: true } },
    'habits-unarchive': { params: { id: 1 }, response: { ...habit, archived: false } },
    'habits-reorder': { request: { ids: [3, 1, 2] }, response: { success: true } },
  };
}

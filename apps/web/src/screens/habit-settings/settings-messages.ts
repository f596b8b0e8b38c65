/** The texts of Habit Settings beyond SPEC's (SPEC's live in src/messages.ts). */
export const SETTINGS_TEXTS = {
  dangerZone: 'Danger zone',
  dangerZoneBody: 'Deleting a habit also deletes all of its entries.',
  deleteHabit: 'Delete Habit',
  habitSettings: 'Habit Settings',
  newGoalType: 'A new goal type',
  resultsSetAside: 'Earlier results set aside',
} as const;

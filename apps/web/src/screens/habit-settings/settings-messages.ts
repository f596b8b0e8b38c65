/** The texts of Habit Settings beyond SPEC's (SPEC's live in src/messages.ts). */
export const SETTINGS_TEXTS = {
  dangerZone: 'Danger zone',
  dangerZoneBody: 'Deleting a habit also deletes all of its entries.',
  deleteHabit: 'Delete Habit',
  unloggedTitle: "A day I don't log counts as",
  notLogged: 'not logged',
  notLoggedHint: 'It breaks a streak and counts in no rate.',
  zero: 'zero',
  zeroHint: 'The best result (0, None or the first tag): log only the days you slip.',
  habitSettings: 'Habit Settings',
} as const;

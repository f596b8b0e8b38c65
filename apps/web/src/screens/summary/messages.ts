/** The Habit Summary screen's texts (its empty state and toasts are SPEC's, in src/messages.ts). */
export const SUMMARY_TEXTS = {
  title: 'Habit Summary',
  strength: 'Strength',
  log: 'Log',
  logLabel: (name: string) => `Log ${name}`,
  view: 'View',
  viewLabel: (name: string) => `View ${name}`,
  save: 'Save',
  monthly: 'MONTHLY',
  streaks: 'STREAKS',
} as const;

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
  onTrack: 'On Track',
  missed: 'Missed',
  current: 'Current',
  record: 'Record',
} as const;

/** The summary's reduction strip (issue 33); its figures' words come from the domain. */
export const REDUCTION_STRIP_TEXTS = {
  title: 'How much less than when you started',
  invitation: 'Set a baseline on a number habit to see how much less you do now.',
} as const;

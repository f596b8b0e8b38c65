/** The habit screen's texts of its goal card and 'Hold this step' (issue 32). */
export const HABIT_TEXTS = {
  goalHeading: 'Goal',
  hold: 'Hold this step',
  holdDays: 'Days to hold',
  holdHint: 'The coming steps wait this many days; your past days keep their goals.',
  holdConfirm: (days: number) => `Hold ${String(days)} ${days === 1 ? 'day' : 'days'}`,
  cancel: 'Cancel',
  holding: 'Holding…',
  held: (line: string) => ({ title: 'Step held', description: line }),
  holdFailed: { title: 'Error', description: 'Could not hold the step' },
} as const;

import type { HistoryBucket } from '@taper/domain';

/** The progress screen's texts. */
export const PROGRESS_TEXTS = {
  valuesHint: (bucket: HistoryBucket) =>
    `Bars: what you logged (${bucket === 'day' ? 'per day' : 'a day, on average'}); striped bars are over target. Dashed line: your goal.`,
  strengthHint: 'Each day on target builds it; a day over target or not logged wears it down.',
  earlier: '← Earlier',
  later: 'Later →',
  noStrengthDays: 'No days in this range yet.',
  showAsTable: 'Show as a table',
} as const;

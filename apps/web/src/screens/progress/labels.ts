import { parseIsoDate, type HistoryBucket, type IsoDate } from '@taper/domain';
import { localeMonth } from '@taper/ui';
import { monthName, shortDate } from '../../lib/dates';
import { PROGRESS_TEXTS } from './messages';

export { shortDate };

/** '3 March 2025' ('3 de marzo de 2025'). */
export function longDate(date: IsoDate): string {
  const { day, month, year } = parseIsoDate(date);
  return PROGRESS_TEXTS.dayMonthYear(day, monthName(month), year);
}

/** How a bucket starting on `start` is named: '3 Mar', 'Week of 3 Mar', 'Mar 2025' or '2025'. */
export function bucketName(bucket: HistoryBucket, start: IsoDate): string {
  const { month, year } = parseIsoDate(start);
  switch (bucket) {
    case 'day':
      return shortDate(start);
    case 'week':
      return PROGRESS_TEXTS.weekOf(shortDate(start));
    case 'month':
      return `${localeMonth(month, 'short') ?? monthName(month).slice(0, 3)} ${String(year)}`;
    case 'year':
      return String(year);
  }
}

// A function: its texts are read when drawn, in the language shown then.
export const BUCKET_CHOICES = (): readonly { value: HistoryBucket; label: string }[] => [
  { value: 'day', label: PROGRESS_TEXTS.bucketDays },
  { value: 'week', label: PROGRESS_TEXTS.bucketWeeks },
  { value: 'month', label: PROGRESS_TEXTS.bucketMonths },
  { value: 'year', label: PROGRESS_TEXTS.bucketYears },
];

import { monthName, parseIsoDate, type HistoryBucket, type IsoDate } from '@taper/domain';

/** '3 Mar' */
export function shortDate(date: IsoDate): string {
  const { day, month } = parseIsoDate(date);
  return `${String(day)} ${monthName(month).slice(0, 3)}`;
}

/** '3 March 2025' */
export function longDate(date: IsoDate): string {
  const { day, month, year } = parseIsoDate(date);
  return `${String(day)} ${monthName(month)} ${String(year)}`;
}

/** How a bucket starting on `start` is named: '3 Mar', 'Week of 3 Mar', 'Mar 2025' or '2025'. */
export function bucketName(bucket: HistoryBucket, start: IsoDate): string {
  const { month, year } = parseIsoDate(start);
  switch (bucket) {
    case 'day':
      return shortDate(start);
    case 'week':
      return `Week of ${shortDate(start)}`;
    case 'month':
      return `${monthName(month).slice(0, 3)} ${String(year)}`;
    case 'year':
      return String(year);
  }
}

export const BUCKET_CHOICES: readonly { value: HistoryBucket; label: string }[] = [
  { value: 'day', label: 'Days' },
  { value: 'week', label: 'Weeks' },
  { value: 'month', label: 'Months' },
  { value: 'year', label: 'Years' },
];

import {
  fullDateText,
  monthName,
  parseIsoDate,
  weekdayName,
  type CalendarDay,
  type IsoDate,
} from '@taper/domain';

// No "today" here: the user's today is the server's (`useUserToday`, from GET /api/auth/user).

/** 'Monday, March 3, 2025'. */
export function longDate(date: IsoDate): string {
  const { year, month, day } = parseIsoDate(date);
  return `${weekdayName(date)}, ${monthName(month)} ${day}, ${year}`;
}

/** 'March 3, 2025' from an ISO timestamp or date (Member Since). */
export function memberSince(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** 'Nov 28, 2026, 2:05 AM' from an ISO timestamp, in the device's own zone and language. */
export function dateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTimeFormat.format(date);
}

/** A calendar day as a screen reader hears it: 'Friday, March 14, 2025: 4, over target'. */
export function calendarDayLabel(cell: Pick<CalendarDay, 'date' | 'description'>): string {
  return cell.description
    ? `${fullDateText(cell.date)}: ${cell.description}`
    : fullDateText(cell.date);
}

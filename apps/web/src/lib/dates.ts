/**
 * Dates as the screens write them, in the user's language: English keeps SPEC's forms ('Monday,
 * March 3, 2025', '8 Dec'); another locale is written by `Intl` ('Montag, 3. März 2025'). The
 * domain's date words take the active Lingui instance, of which they read only its locale.
 */
import {
  fullDateText as fullDateIn,
  monthName as monthNameIn,
  parseIsoDate,
  shortDate as shortDateIn,
  weekdayMonthDay as weekdayMonthDayIn,
  weekdayName as weekdayNameIn,
  type CalendarDay,
  type IsoDate,
} from '@taper/domain';
import { i18n } from '@taper/ui';

// No "today" here: the user's today is the server's (`useUserToday`, from GET /api/auth/user).

function inEnglish(): boolean {
  return !i18n.locale || i18n.locale === 'en';
}

/** 'Monday, March 3, 2025' ('Montag, 3. März 2025'). */
export function fullDateText(date: IsoDate): string {
  return fullDateIn(date, i18n);
}

/** 'Monday' ('Montag'). */
export function weekdayName(date: IsoDate): string {
  return weekdayNameIn(date, i18n);
}

/** 'March' ('März'). */
export function monthName(month: number): string {
  return monthNameIn(month, i18n);
}

/** 'Monday, March 3' ('Montag, 3. März'). */
export function weekdayMonthDay(date: IsoDate): string {
  return weekdayMonthDayIn(date, i18n);
}

/** '8 Dec' ('8. Dez.'). */
export function shortDate(date: IsoDate): string {
  return shortDateIn(date, i18n);
}

/** 'Monday, March 3, 2025'. */
export function longDate(date: IsoDate): string {
  if (!inEnglish()) return fullDateText(date);
  const { year, month, day } = parseIsoDate(date);
  return `${weekdayName(date)}, ${monthName(month)} ${day}, ${year}`;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function format(locale: string | undefined, options: Intl.DateTimeFormatOptions) {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, options);
    formats.set(key, found);
  }
  return found;
}

/** 'March 3, 2025' from an ISO timestamp or date (Member Since); '3. März 2025' in German. */
export function memberSince(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const locale = inEnglish() ? 'en-US' : i18n.locale;
  return format(locale, { year: 'numeric', month: 'long', day: 'numeric' }).format(date);
}

/**
 * 'Nov 28, 2026, 2:05 AM' from an ISO timestamp, in the device's own zone: in English in the
 * device's own way of writing it, in another language as that language writes it.
 */
export function dateTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const locale = inEnglish() ? undefined : i18n.locale;
  return format(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** 'Nov 28, 2026' from an ISO timestamp, in the device's zone (the admin's Last Login). */
export function mediumDate(value: string): string | undefined {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  const locale = inEnglish() ? undefined : i18n.locale;
  return format(locale, { year: 'numeric', month: 'short', day: 'numeric' }).format(date);
}

/**
 * A day of an import file's range: English keeps the file's own '2025-03-12'; another language
 * writes the calendar day its way ('12. März 2025').
 */
export function fileDay(date: IsoDate): string {
  if (inEnglish()) return date;
  const { year, month, day } = parseIsoDate(date);
  const options = { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' } as const;
  return format(i18n.locale, options).format(Date.UTC(year, month - 1, day));
}

/** A calendar day as a screen reader hears it: 'Friday, March 14, 2025: 4, over target'. */
export function calendarDayLabel(cell: Pick<CalendarDay, 'date' | 'description'>): string {
  return cell.description
    ? `${fullDateText(cell.date)}: ${cell.description}`
    : fullDateText(cell.date);
}

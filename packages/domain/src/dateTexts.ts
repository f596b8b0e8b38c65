/**
 * Days and months in words, in English as SPEC writes them: 'Monday, March 3, 2025',
 * 'Tuesday 24 November', 'March'; in another locale (`texts`) as `Intl` writes them there
 * ('Montag, 3. März 2025').
 */
import type { IsoDate } from './dates';
import { parseIsoDate, weekdayIndex } from './dates';
import { isEnglish, localeOf, type Texts } from './texts';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** `date` written by `Intl` in the locale of `texts` with `options` (the day itself, in UTC). */
export function intlDate(
  texts: Texts | undefined,
  date: IsoDate,
  options: Intl.DateTimeFormatOptions,
): string {
  const key = `${localeOf(texts)}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(texts), { ...options, timeZone: 'UTC' });
    dateFormats.set(key, format);
  }
  const { year, month, day } = parseIsoDate(date);
  return format.format(new Date(Date.UTC(year, month - 1, day)));
}

/** A heading's first letter in capitals ('diciembre de 2026' → 'Diciembre de 2026'). */
export function capitalized(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** English month names, January first. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** English weekday names, Monday first like the calendar. */
export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** 'Monday' … 'Sunday' ('Montag' in German). */
export function weekdayName(date: IsoDate, texts?: Texts): string {
  if (!isEnglish(texts)) return intlDate(texts, date, { weekday: 'long' });
  return WEEKDAY_NAMES[weekdayIndex(date)] as string;
}

export function monthName(month: number, texts?: Texts): string {
  const name = MONTH_NAMES[month - 1];
  if (name === undefined) throw new RangeError(`Not a month: ${month}`);
  if (!isEnglish(texts))
    return intlDate(texts, `2000-${String(month).padStart(2, '0')}-01`, { month: 'long' });
  return name;
}

/** 'Monday, March 3' ('Montag, 3. März'). */
export function weekdayMonthDay(date: IsoDate, texts?: Texts): string {
  if (!isEnglish(texts))
    return intlDate(texts, date, { weekday: 'long', day: 'numeric', month: 'long' });
  const { month, day } = parseIsoDate(date);
  return `${weekdayName(date)}, ${monthName(month)} ${day}`;
}

/** A day as the summary's list names it: 'Tuesday 24 November' ('Dienstag, 24. November'). */
export function weekdayDayMonth(date: IsoDate, texts?: Texts): string {
  if (!isEnglish(texts))
    return intlDate(texts, date, { weekday: 'long', day: 'numeric', month: 'long' });
  const { month, day } = parseIsoDate(date);
  return `${weekdayName(date)} ${day} ${monthName(month)}`;
}

/** The full date a day's button and the Log dialog name: 'Monday, March 3, 2025'. */
export function fullDateText(date: IsoDate, texts?: Texts): string {
  if (!isEnglish(texts))
    return intlDate(texts, date, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
  return `${weekdayMonthDay(date)}, ${parseIsoDate(date).year}`;
}

/** '8 Dec' ('8. Dez.', '8 déc.'). */
export function shortDate(date: IsoDate, texts?: Texts): string {
  if (!isEnglish(texts)) return intlDate(texts, date, { day: 'numeric', month: 'short' });
  const { month, day } = parseIsoDate(date);
  return `${day} ${monthName(month).slice(0, 3)}`;
}

/** '3 Dec', with its year when that is not today's: '3 Jan 2028' ('3. Jan. 2028'). */
export function stepDateText(date: IsoDate, today: IsoDate, texts?: Texts): string {
  const { year } = parseIsoDate(date);
  if (year === parseIsoDate(today).year) return shortDate(date, texts);
  if (!isEnglish(texts))
    return intlDate(texts, date, { day: 'numeric', month: 'short', year: 'numeric' });
  return `${shortDate(date)} ${String(year)}`;
}

/** 'March 2025' ('März 2025', 'Marzo de 2025'). */
export function monthHeading(year: number, month: number, texts?: Texts): string {
  if (!isEnglish(texts))
    return capitalized(
      intlDate(texts, `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`, {
        month: 'long',
        year: 'numeric',
      }),
    );
  return `${monthName(month)} ${year}`;
}

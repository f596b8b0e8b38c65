/**
 * HabitBull's CSV export, as Loop Habit Tracker imports it (uhabits-core `HabitBullCSVImporter`):
 * one file, a header `HabitName,HabitDescription,HabitCategory,CalendarDate,Value,CommentText`,
 * a line per habit and day. Value is a count (not scaled); a habit with a value over 1 is a
 * numerical one, the others are yes/no (0 or 1). CalendarDate is `yyyy-MM-dd` or `MM/dd/yyyy`.
 * HabitBull keeps no target: the preview lists each numerical habit to choose its goal.
 */
import { importPreviewMessages as previewTexts } from './i18n/importPreviewMessages';
import { isIsoDate, type IsoDate } from './dates';

export const HABITBULL_COLUMNS = [
  'HabitName',
  'HabitDescription',
  'HabitCategory',
  'CalendarDate',
  'Value',
  'CommentText',
] as const;
export type HabitBullRow = Record<(typeof HABITBULL_COLUMNS)[number], string>;

/** The start of HabitBull's header, as Loop tells the file by its first line. */
export const HABITBULL_HEADER_START = 'HabitName,HabitDescription,HabitCategory';

export const HABITBULL_YES_NO_REASON = previewTexts.habitBullYesNo.message;

/** True when a text begins as HabitBull's CSV (a byte order mark and blank space allowed). */
export function isHabitBullText(start: string): boolean {
  return start
    .replace(/^\uFEFF/, '')
    .trimStart()
    .startsWith(HABITBULL_HEADER_START);
}

/** A CalendarDate: `yyyy-MM-dd`, or `MM/dd/yyyy` (a month or day of one digit allowed). */
export function readHabitBullDate(cell: string): IsoDate | undefined {
  const text = cell.trim();
  if (isIsoDate(text)) return text;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (!us) return undefined;
  const [, month = '', day = '', year = ''] = us;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : undefined;
}

/** A Value: a count of at least 0 (HabitBull writes whole numbers; a decimal is kept). */
export function readHabitBullValue(cell: string): number | undefined {
  const text = cell.trim();
  return /^\d{1,13}(\.\d{1,6})?$/.test(text) ? Number(text) : undefined;
}

/** Loop's rule: a habit with a value over 1 counts amounts; one of 0s and 1s is yes/no. */
export function habitBullIsNumerical(values: readonly number[]): boolean {
  return values.some((value) => value > 1);
}

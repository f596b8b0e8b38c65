/** Values the domain's tests share. */
import { WEEKDAYS, type Weekday } from '../constants';
import { addDays } from '../dates';

/** A week of 2025: its Monday, Friday and Sunday. */
export const MONDAY = '2025-03-03';
export const FRIDAY = '2025-03-07';
export const SUNDAY = '2025-03-09';

/** A per-weekday number goal that differs every day. */
export const weeklyNumbers = {
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
  sunday: 0,
};

/** The same value on all seven weekdays. */
export const everyDay = <T>(value: T): Record<Weekday, T> =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, value])) as Record<Weekday, T>;

const PERFORMANCE_BY_LETTER: Record<string, string> = {
  S: 'success',
  O: 'over',
  W: 'warning',
  X: 'skipped',
  U: 'unknown',
};

/**
 * Day results from one letter per day from `start`: S success, O over, W warning, X skipped,
 * U a performance the rules do not know, '.' no entry.
 */
export function dayResults(
  start: string,
  pattern: string,
): { date: string; performance: string }[] {
  return Array.from(pattern).flatMap((letter, index) => {
    const performance = PERFORMANCE_BY_LETTER[letter];
    return performance === undefined ? [] : [{ date: addDays(start, index), performance }];
  });
}

/**
 * `countedDays` written plainly, from its definition rather than as a copy of the walk: a date
 * text stepped per day. The oracle unloggedDays.ts's walk is held to.
 */
import { addDays, compareDates } from '../dates';
import type { LoggedDay } from '../entries';
import { asHistory } from '../goalHistory';
import { bestResult, type AssumedDay, type UnloggedDaysOptions } from '../unloggedDays';

/**
 * The entries the rules count: under 'not_logged' the entries as they are; under 'zero' also every
 * day from the first day to yesterday that has no entry (a skipped day has one), as an
 * `AssumedDay`. One entry per day, sorted by date.
 */
export function plainCountedDays<T extends LoggedDay>(
  entries: readonly T[],
  options: UnloggedDaysOptions,
): (T | AssumedDay)[] {
  const sorted = [...entries].sort((a, b) => compareDates(a.date, b.date));
  if (options.unloggedDays !== 'zero') return sorted;
  const history = asHistory(options.goals);
  const logged = new Map(sorted.map((entry) => [entry.date, entry]));
  const counted: (T | AssumedDay)[] = [];
  for (const entry of sorted) if (entry.date < options.firstDay) counted.push(entry);
  let versionIndex = 0;
  for (let date = options.firstDay; date <= options.today; date = addDays(date, 1)) {
    const entry = logged.get(date);
    if (entry !== undefined) {
      counted.push(entry);
      continue;
    }
    if (date === options.today) continue;
    while ((history[versionIndex + 1]?.effectiveFrom ?? '9999-12-31') <= date) versionIndex++;
    const goal = history[versionIndex]?.goal;
    if (goal === undefined) continue;
    counted.push({ date, performance: 'success', ...bestResult(goal), assumed: true });
  }
  for (const entry of sorted) if (entry.date > options.today) counted.push(entry);
  return counted;
}

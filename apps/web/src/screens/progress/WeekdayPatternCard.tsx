import type { WeekdayPattern } from '@taper/domain';
import { PROGRESS_TEXTS } from './messages';

/**
 * Its height on the page with its sentence on one line: the sentence (24 px), then (mt-3) the bars
 * (h-20) with two 16 px lines under them, 4 px apart.
 */
export const WEEKDAY_PATTERN_SPACE = 24 + 12 + 80 + 4 + 16 + 4 + 16;

/** How often each weekday is over target, as seven small bars and the worst day in words. */
export function WeekdayPatternView({
  days,
  text,
}: {
  days: readonly WeekdayPattern[];
  text: string | null;
}) {
  return (
    <div>
      <p className="font-medium">{text ?? PROGRESS_TEXTS.noWeekdayOver}</p>
      <ul className="mt-3 grid grid-cols-7 gap-1.5" aria-label={PROGRESS_TEXTS.weekdayShareLabel}>
        {days.map((day) => (
          <li
            key={day.weekday}
            className="flex flex-col items-center gap-1 text-xs"
            aria-label={PROGRESS_TEXTS.weekdayBarLabel(
              day.weekday,
              day.overDays,
              day.loggedDays,
              day.overPercent,
            )}
          >
            <div className="flex h-20 w-full max-w-8 items-end overflow-hidden rounded bg-slate-100 dark:bg-slate-800">
              <div
                className="w-full bg-slate-500 dark:bg-slate-400"
                style={{ height: `${String(day.overPercent)}%` }}
              />
            </div>
            <span aria-hidden="true" className="tabular-nums">
              {day.overPercent}%
            </span>
            <span aria-hidden="true" className="font-medium">
              {day.weekday.slice(0, 3)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

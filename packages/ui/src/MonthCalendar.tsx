import { WEEKDAY_NAMES, weekdayHeaderFrom, type CalendarCell } from '@taper/domain';
import { cn } from './cn';
import { localeWeekday } from './i18n';
import { readableTextOn } from './color';
import { DayCell, type DayEntryMarks } from './month-grid/DayCell';

/** A day as the grid takes it: its cell, and its logged value and note when it has them. */
type Day = CalendarCell & DayEntryMarks;
import { useDayFocus } from './month-grid/useDayFocus';

export interface MonthGridProps<D extends Day = Day> {
  cells: readonly D[];
  color: string;
  /** 'full': the habit screen (day buttons); 'compact': the summary card (read-only). */
  variant?: 'full' | 'compact';
  onSelect?: (date: string) => void;
  /**
   * A day's accessible name, e.g. 'Monday, March 3, 2025: 2, on target': the day button's label on
   * the full grid, the cell's words on the compact one.
   */
  dayLabel?: (cell: D) => string;
  /** The accessible name of the grid, e.g. 'March 2025'. */
  label: string;
}

/** The grid's first row: one column header a weekday, from the grid's first day (Monday or Sunday). */
function WeekdayHeader({ full, firstDay }: { full: boolean; firstDay: string | undefined }) {
  return (
    <div role="row" className="grid grid-cols-7">
      {weekdayHeaderFrom(firstDay ?? '2024-01-01').map(({ letter, weekday }) => (
        <div
          role="columnheader"
          key={WEEKDAY_NAMES[weekday]}
          aria-label={localeWeekday(weekday, 'long') ?? WEEKDAY_NAMES[weekday]}
          className={cn(
            'text-center font-medium text-slate-600 dark:text-slate-300',
            full ? 'pb-2 text-xs sm:text-sm' : 'pb-1 text-[10px]',
          )}
        >
          {localeWeekday(weekday, 'narrow') ?? letter}
        </div>
      ))}
    </div>
  );
}

/** The cells cut into weeks of seven, each cell with its index in `cells`. */
function weeks<D extends Day>(cells: readonly D[]): { cell: D; index: number }[][] {
  return Array.from({ length: Math.ceil(cells.length / 7) }, (_, row) =>
    cells.slice(row * 7, row * 7 + 7).map((cell, col) => ({ cell, index: row * 7 + col })),
  );
}

/**
 * The 42-cell Monday-first month grid with success fills and connecting bars. The full grid is an
 * ARIA grid of day buttons (arrow keys, Home/End); the compact one a read-only table.
 */
export function MonthGrid<D extends Day>({
  cells,
  color,
  variant = 'full',
  onSelect,
  dayLabel,
  label,
}: MonthGridProps<D>) {
  const full = variant === 'full';
  const focus = useDayFocus(cells);
  const textOnColor = readableTextOn(color);

  return (
    <div role={full ? 'grid' : 'table'} aria-label={label} className="w-full">
      <WeekdayHeader full={full} firstDay={cells[0]?.date} />
      {weeks(cells).map((week, row) => (
        <div role="row" key={row} className="grid grid-cols-7">
          {week.map(({ cell, index }) => (
            <DayCell
              key={cell.date}
              cell={cell}
              color={color}
              textOnColor={textOnColor}
              label={full || !dayLabel ? undefined : dayLabel(cell)}
              button={
                full
                  ? {
                      label: dayLabel ? dayLabel(cell) : cell.date,
                      tabbable: index === focus.active,
                      buttonRef: focus.buttonRef(index),
                      onClick: () => {
                        focus.choose(index);
                        onSelect?.(cell.date);
                      },
                      onKeyDown: (event) => {
                        focus.onKeyDown(event, index);
                      },
                    }
                  : undefined
              }
            />
          ))}
        </div>
      ))}
    </div>
  );
}

import { WEEKDAY_HEADER, WEEKDAY_NAMES, type CalendarCell } from '@taper/domain';
import { useRef, useState, type KeyboardEvent } from 'react';
import { cn } from './cn';
import { readableTextOn } from './color';

export interface MonthGridProps {
  cells: readonly CalendarCell[];
  color: string;
  /** 'full': the habit screen (day buttons); 'compact': the summary card (read-only). */
  variant?: 'full' | 'compact';
  onSelect?: (date: string) => void;
  /** The accessible label of a day button, e.g. 'Log result for Monday, March 3, 2025'. */
  dayLabel?: (cell: CalendarCell) => string;
  /** The accessible name of the grid, e.g. 'March 2025'. */
  label: string;
}

/** The 42-cell Monday-first month grid with success fills and connecting bars. */
export function MonthGrid({
  cells,
  color,
  variant = 'full',
  onSelect,
  dayLabel,
  label,
}: MonthGridProps) {
  const full = variant === 'full';
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const initial = Math.max(
    0,
    cells.findIndex((c) => c.isToday),
    cells.findIndex((c) => c.inMonth && !c.isFuture),
  );
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const active =
    focusIndex !== null && focusIndex < cells.length && !cells[focusIndex]?.isFuture
      ? focusIndex
      : initial;

  const move = (from: number, delta: number) => {
    const target = from + delta;
    const cell = cells[target];
    if (!cell || cell.isFuture) return;
    setFocusIndex(target);
    refs.current[target]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const deltas: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -7,
      ArrowDown: 7,
      Home: -(index % 7),
      End: 6 - (index % 7),
    };
    const delta = deltas[event.key];
    if (delta !== undefined) {
      event.preventDefault();
      move(index, delta);
    }
  };

  const textOnColor = readableTextOn(color);
  const cellHeight = full ? 'h-11 sm:h-12' : 'h-7';
  const dot = full ? 'h-9 w-9 sm:h-10 sm:w-10 text-sm' : 'h-6 w-6 text-[11px]';
  const bar = full ? 'h-3' : 'h-2';

  return (
    <div role={full ? 'grid' : 'table'} aria-label={label} className="w-full">
      <div role="row" className="grid grid-cols-7">
        {WEEKDAY_HEADER.map((d, i) => (
          <div
            role="columnheader"
            key={WEEKDAY_NAMES[i]}
            aria-label={WEEKDAY_NAMES[i]}
            className={cn(
              'text-center font-medium text-slate-600 dark:text-slate-300',
              full ? 'pb-2 text-xs sm:text-sm' : 'pb-1 text-[10px]',
            )}
          >
            {d}
          </div>
        ))}
      </div>
      {Array.from({ length: Math.ceil(cells.length / 7) }, (_, row) => (
        <div role="row" key={row} className="grid grid-cols-7">
          {cells.slice(row * 7, row * 7 + 7).map((cell, col) => {
            const index = row * 7 + col;
            const success = cell.status === 'success';
            const bad = cell.status === 'over' || cell.status === 'warning';
            // Days outside the month and future days look faded without any opacity (which
            // would wash the text out below 4.5:1): no fill, and a muted text colour that still
            // contrasts with the card behind (slate-500 on white, slate-400 on slate-900).
            const faded = !success && (!cell.inMonth || cell.isFuture) && !(bad && !full);
            const dotStyle = success ? { backgroundColor: color, color: textOnColor } : undefined;
            const dotClass = cn(
              'relative z-10 flex items-center justify-center rounded-full font-medium tabular-nums',
              dot,
              !success &&
                (faded
                  ? 'bg-transparent text-slate-500 dark:text-slate-400'
                  : !full && bad
                    ? 'bg-slate-500 text-white dark:bg-slate-400 dark:text-slate-950'
                    : 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200'),
              cell.isToday &&
                'outline-2 outline-offset-2 outline-dashed outline-slate-700 dark:outline-slate-200',
            );
            const bars = (
              <>
                {success && cell.connectsToPrevious && (
                  <span
                    aria-hidden="true"
                    className={cn('absolute top-1/2 left-0 right-1/2 -translate-y-1/2', bar)}
                    style={{ backgroundColor: color }}
                  />
                )}
                {success && cell.connectsToNext && (
                  <span
                    aria-hidden="true"
                    className={cn('absolute top-1/2 left-1/2 right-0 -translate-y-1/2', bar)}
                    style={{ backgroundColor: color }}
                  />
                )}
              </>
            );
            return (
              <div
                role={full ? 'gridcell' : 'cell'}
                key={cell.date}
                data-date={cell.date}
                data-status={cell.status}
                data-connect-before={cell.connectsToPrevious || undefined}
                data-connect-after={cell.connectsToNext || undefined}
                className={cn('relative flex items-center justify-center', cellHeight)}
              >
                {bars}
                {full ? (
                  <button
                    type="button"
                    ref={(el) => {
                      refs.current[index] = el;
                    }}
                    tabIndex={index === active ? 0 : -1}
                    disabled={cell.isFuture}
                    aria-label={dayLabel ? dayLabel(cell) : cell.date}
                    aria-current={cell.isToday ? 'date' : undefined}
                    onClick={() => {
                      setFocusIndex(index);
                      onSelect?.(cell.date);
                    }}
                    onKeyDown={(e) => {
                      onKeyDown(e, index);
                    }}
                    className={cn(
                      dotClass,
                      'cursor-pointer transition hover:ring-2 hover:ring-slate-400 focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:hover:ring-0 dark:focus-visible:ring-teal-300 dark:focus-visible:ring-offset-slate-900',
                    )}
                    style={dotStyle}
                  >
                    {cell.dayOfMonth}
                  </button>
                ) : (
                  <span className={dotClass} style={dotStyle}>
                    {cell.dayOfMonth}
                  </span>
                )}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}

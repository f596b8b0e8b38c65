import type { CalendarCell } from '@taper/domain';
import type { CSSProperties, KeyboardEvent, Ref } from 'react';
import { cn } from '../cn';
import { FailedMark, GroupOverMark, PendingMark, PlanStepMark } from './DayMarks';
import {
  ASSUMED_MARK_CLASS,
  DAY_BUTTON_CLASS,
  dayMarkClass,
  dotFill,
  OVER_HATCH,
  OVER_MARK_CLASS,
  SKIPPED_WORD,
} from './dayLook';

/** What a day of the full grid needs to be a button in the grid's keyboard focus. */
export interface DayButtonProps {
  label: string;
  /** Whether this day holds the grid's one tab stop. */
  tabbable: boolean;
  buttonRef: Ref<HTMLButtonElement>;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

/**
 * What a logged day shows beyond its status: its value, shortened, whether it has a note, and
 * whether its change is still waiting to reach the server (logged offline).
 */
export interface DayEntryMarks {
  entry?: { shortLabel: string; note: string | null } | null;
  pending?: boolean;
  /** The pending change was failed by the server (a 5xx, no answer): not saved. */
  failed?: boolean;
  /** Not logged, but counted as the goal's best result (the habit's `unloggedDays: 'zero'`). */
  assumed?: boolean;
  /** The habit's group went over its shared budget on this day (issue 51). */
  groupOver?: boolean;
  /** The day starts a taper plan's step: '≤ 4' (shown under a day not logged). */
  planStep?: { label: string } | null;
  /** A hold kept the plan's step before this day going. */
  held?: boolean;
}

export interface DayCellProps {
  cell: CalendarCell & DayEntryMarks;
  /** The compact cell's words for a screen reader (its date and status); the button has its own. */
  label?: string;
  color: string;
  /** The text colour readable on `color`. */
  textOnColor: string;
  /** The day's button on the full grid; none on the compact (read-only) one. */
  button?: DayButtonProps;
}

const SIZES = {
  // The dots never wider than their column (large text), round at any size.
  full: {
    cell: 'py-1',
    dot: 'aspect-square w-[min(2.25rem,100%)] sm:w-[min(2.5rem,100%)] text-sm',
    bar: 'h-3',
  },
  compact: { cell: 'py-0.5', dot: 'aspect-square w-[min(1.5rem,100%)] text-[11px]', bar: 'h-2' },
} as const;

/**
 * The half-width bars that join a success day to its successful neighbours, and carry the line
 * across a skipped day between two (the streak holds across it).
 */
function ConnectingBars({ cell, color, bar }: { cell: CalendarCell; color: string; bar: string }) {
  if (cell.status !== 'success' && cell.status !== 'skipped') return null;
  return (
    <>
      {cell.connectsToPrevious && (
        <span
          aria-hidden="true"
          data-connect-bar
          className={cn('absolute top-1/2 start-0 end-1/2 -translate-y-1/2', bar)}
          style={{ backgroundColor: color }}
        />
      )}
      {cell.connectsToNext && (
        <span
          aria-hidden="true"
          data-connect-bar
          className={cn('absolute top-1/2 left-1/2 end-0 -translate-y-1/2', bar)}
          style={{ backgroundColor: color }}
        />
      )}
    </>
  );
}

/** Whether the value shown under the day is shorter than what was logged. */
function cutValue(cell: DayEntryMarks): boolean {
  const short = cell.entry?.shortLabel ?? '';
  return short.endsWith('…') || /\dk$/.test(short);
}

/** A day of the full grid: a button, disabled in the future, in the grid's roving focus. */
function DayButton({
  cell,
  label,
  tabbable,
  buttonRef,
  onClick,
  onKeyDown,
  className,
  style,
}: DayButtonProps & {
  cell: CalendarCell & DayEntryMarks;
  className: string;
  style: CSSProperties | undefined;
}) {
  return (
    <button
      type="button"
      ref={buttonRef}
      tabIndex={tabbable ? 0 : -1}
      disabled={cell.isFuture}
      aria-label={label}
      aria-current={cell.isToday ? 'date' : undefined}
      // The value under the day may be cut ('Mod…', '2k'): keyboard focus shows the day in full.
      data-full-text={cutValue(cell) ? label : undefined}
      data-day-dot
      onClick={onClick}
      onKeyDown={onKeyDown}
      className={cn(className, DAY_BUTTON_CLASS)}
      style={style}
    >
      {cell.dayOfMonth}
    </button>
  );
}

/** The plan's step a full grid's day says under its dot: on a day with no value or 'skip' to show. */
function stepUnderDot(cell: CalendarCell & DayEntryMarks): string | undefined {
  return cell.entry || cell.status === 'skipped' ? undefined : cell.planStep?.label;
}

/** What shows under a day of the full grid: 'skip', its value shortened, or a plan's step. */
function UnderDot({ cell }: { cell: CalendarCell & DayEntryMarks }) {
  const step = stepUnderDot(cell);
  return (
    <span
      aria-hidden="true"
      className={cn(
        'h-4 max-w-full truncate text-[11px] leading-4 font-medium tabular-nums',
        step ? 'text-teal-800 dark:text-teal-300' : 'text-slate-700 dark:text-slate-200',
      )}
    >
      {cell.status === 'skipped' ? SKIPPED_WORD : (step ?? cell.entry?.shortLabel ?? '')}
    </span>
  );
}

/** One day of the month grid: a button on the full grid, a read-only dot on the compact one. */
export function DayCell({ cell, color, textOnColor, button, label }: DayCellProps) {
  const full = button !== undefined;
  const size = SIZES[full ? 'full' : 'compact'];
  const success = cell.status === 'success';
  const over = cell.status === 'over' || cell.status === 'warning';
  const dotStyle = success
    ? { backgroundColor: color, color: textOnColor, borderColor: textOnColor }
    : over
      ? OVER_HATCH
      : undefined;
  const assumed = success && cell.assumed === true;
  const dotClass = cn(
    'relative z-10 flex items-center justify-center rounded-full font-medium tabular-nums',
    size.dot,
    dotFill(cell, full),
    over && OVER_MARK_CLASS,
    // Counted without being logged: the habit's colour with a dashed ring inside, and no value.
    assumed && ASSUMED_MARK_CLASS,
    dayMarkClass(cell, full),
  );
  return (
    <div
      role={full ? 'gridcell' : 'cell'}
      data-date={cell.date}
      data-status={cell.status}
      data-connect-before={cell.connectsToPrevious || undefined}
      data-connect-after={cell.connectsToNext || undefined}
      data-note={cell.entry?.note ? true : undefined}
      data-pending={cell.pending || undefined}
      data-failed={cell.failed || undefined}
      data-assumed={cell.assumed || undefined}
      data-group-over={cell.groupOver || undefined}
      data-plan-step={cell.planStep ? cell.planStep.label : undefined}
      data-held={cell.held || undefined}
      className={cn(
        'flex flex-col items-center',
        full && 'pb-1',
        // Held days: a band behind the dots, so a hold reads as a stretch of the calendar.
        cell.held && 'bg-amber-100 dark:bg-amber-900/40',
      )}
    >
      <div className={cn('relative flex w-full items-center justify-center', size.cell)}>
        <ConnectingBars cell={cell} color={color} bar={size.bar} />
        {full ? (
          <DayButton {...button} cell={cell} className={dotClass} style={dotStyle} />
        ) : (
          <span className={dotClass} style={dotStyle} data-day-dot>
            {label === undefined ? (
              cell.dayOfMonth
            ) : (
              <>
                <span aria-hidden="true">{cell.dayOfMonth}</span>
                <span className="sr-only">{label}</span>
              </>
            )}
          </span>
        )}
        {full && cell.entry?.note && (
          <span
            aria-hidden="true"
            data-note-dot
            className="absolute top-0.5 right-[calc(50%-1.35rem)] z-20 h-2 w-2 rounded-full bg-amber-500 ring-2 ring-white dark:ring-slate-900"
          />
        )}
        {full && cell.pending && !cell.failed && <PendingMark />}
        {full && cell.failed && <FailedMark />}
        {cell.groupOver && <GroupOverMark full={full} />}
        {/* Where the step's goal is not written under the day, a mark says a step starts. */}
        {cell.planStep && !(full && stepUnderDot(cell)) && (
          <PlanStepMark size={full ? 'full' : 'compact'} />
        )}
      </div>
      {full && <UnderDot cell={cell} />}
    </div>
  );
}

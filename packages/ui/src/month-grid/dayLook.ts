/**
 * How a day of the month grid looks by its status and its marks: the dot's fill, the over day's
 * hatching and border, the skipped and assumed days' dashes, and today's, a pending and a failed
 * day's rings (with their focused forms on the full grid).
 */
import type { CalendarCell } from '@taper/domain';
import type { CSSProperties } from 'react';
import { cn } from '../cn';

/**
 * Over (and warning) days keep SPEC's grey fill and get a mark of their own that does not depend
 * on colour: diagonal hatching and a solid border (a border, not a ring, so forced colours keep
 * it), on the full grid and the summary cards' compact one alike.
 */
export const OVER_MARK_CLASS = 'border-2 border-solid border-slate-700 dark:border-slate-200';
export const OVER_HATCH: CSSProperties = {
  backgroundImage:
    'repeating-linear-gradient(135deg, transparent 0 4px, rgba(100, 116, 139, 0.45) 4px 6px)',
};

/**
 * A skipped day is neither the habit's colour nor the over grey: a dashed outline on an
 * empty dot, and 'skip' under it on the full grid.
 */
const SKIPPED_MARK_CLASS =
  'border-2 border-dashed border-slate-500 bg-white text-slate-700 dark:border-slate-400 dark:bg-slate-900 dark:text-slate-200';
export const SKIPPED_WORD = 'skip';

/** A day not logged but counted as the best result: a dashed ring inside the habit's colour. */
export const ASSUMED_MARK_CLASS = 'border-2 border-dashed';

export const DAY_BUTTON_CLASS =
  'cursor-pointer transition hover:ring-2 hover:ring-slate-400 disabled:cursor-not-allowed disabled:hover:ring-0';

/** The fill and text of a day's dot (a success day's come from the habit colour instead). */
export function dotFill(cell: CalendarCell, full: boolean): string | false {
  if (cell.status === 'success') return false;
  if (cell.status === 'skipped') return SKIPPED_MARK_CLASS;
  const bad = cell.status === 'over' || cell.status === 'warning';
  // The compact grid shows a bad day even outside the month, so it can be told at a glance.
  if (!full && bad) return 'bg-slate-300 text-slate-950 dark:bg-slate-600 dark:text-white';
  // Days outside the month and future days look faded without any opacity (which would wash the
  // text out below 4.5:1): no fill, and a muted text colour that still contrasts with the card
  // behind (slate-500 on white, slate-400 on slate-900).
  if (!cell.inMonth || cell.isFuture) return 'bg-transparent text-slate-500 dark:text-slate-400';
  return 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200';
}

/**
 * Today's dashed ring, a pending day's dotted one and a failed day's solid red one: an outline 2px
 * off the dot. On the full grid's focused day the outline becomes the focus ring, further out, and
 * the mark is drawn where the outline was (a pseudo-element's border), so both show.
 */
const DAY_MARKS = {
  failed: {
    outline: 'outline-solid outline-red-700 dark:outline-red-300',
    focused:
      'focus-visible:after:border-solid focus-visible:after:border-red-700 dark:focus-visible:after:border-red-300',
  },
  pending: {
    outline: 'outline-dotted outline-sky-600 dark:outline-sky-300',
    focused:
      'focus-visible:after:border-dotted focus-visible:after:border-sky-600 dark:focus-visible:after:border-sky-300',
  },
  today: {
    outline: 'outline-dashed outline-slate-700 dark:outline-slate-200',
    focused:
      'focus-visible:after:border-dashed focus-visible:after:border-slate-700 dark:focus-visible:after:border-slate-200',
  },
} as const;

const FOCUSED_MARK_CLASS =
  "focus-visible:outline-solid focus-visible:outline-[var(--focus-ring)] focus-visible:outline-offset-[5px] focus-visible:after:pointer-events-none focus-visible:after:absolute focus-visible:after:-inset-1 focus-visible:after:rounded-full focus-visible:after:border-2 focus-visible:after:content-['']";

/** A day's ring (failed over pending over today), and on the full grid its focused form. */
export function dayMarkClass(
  cell: Pick<CalendarCell, 'isToday'> & { pending?: boolean; failed?: boolean },
  full: boolean,
): string | false {
  const mark = cell.failed
    ? DAY_MARKS.failed
    : cell.pending
      ? DAY_MARKS.pending
      : cell.isToday
        ? DAY_MARKS.today
        : null;
  if (!mark) return false;
  return cn(
    'outline-2 outline-offset-2',
    mark.outline,
    full && FOCUSED_MARK_CLASS,
    full && mark.focused,
  );
}

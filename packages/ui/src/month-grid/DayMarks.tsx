/**
 * A day's corner marks: a change waiting to be sent, a change not saved, a group over budget, a
 * taper plan's step starting.
 */
import { cn } from '../cn';
import { GroupOverGlyph } from '../glyphs';

/** A pending day's corner mark: a small sky-blue clock (the day's change waits to be sent). */
export function PendingMark() {
  return (
    <svg
      aria-hidden="true"
      data-pending-mark
      viewBox="0 0 10 10"
      className="absolute top-0 left-[calc(50%-1.45rem)] z-20 h-2.5 w-2.5 rounded-full bg-white text-sky-600 dark:bg-slate-900 dark:text-sky-300"
    >
      <circle cx="5" cy="5" r="4" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M5 2.8V5l1.5 1" fill="none" stroke="currentColor" strokeWidth="1.2" />
    </svg>
  );
}

/** A failed day's corner mark: a small red exclamation in a circle (its change was not saved). */
export function FailedMark() {
  return (
    <svg
      aria-hidden="true"
      data-failed-mark
      viewBox="0 0 10 10"
      className="absolute top-0 left-[calc(50%-1.45rem)] z-20 h-2.5 w-2.5 rounded-full bg-white text-red-700 dark:bg-slate-900 dark:text-red-300"
    >
      <circle cx="5" cy="5" r="4.2" fill="currentColor" />
      <path d="M5 2.4v3.3M5 7.1v.5" stroke="white" strokeWidth="1.4" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A day its group went over budget: a triangle with an exclamation at the dot's lower right, on a
 * disc of the card's colour so it reads on any fill, on the full grid and the compact one.
 */
export function GroupOverMark({ full }: { full: boolean }) {
  return (
    <span
      aria-hidden="true"
      data-group-over-mark
      className={cn(
        'absolute z-20 flex items-center justify-center rounded-full bg-white text-red-700 [--group-over-ink:#fff] dark:bg-slate-900 dark:text-red-300 dark:[--group-over-ink:#0f172a]',
        full
          ? 'right-[calc(50%-1.45rem)] bottom-0 h-3.5 w-3.5'
          : 'right-[calc(50%-0.95rem)] bottom-0 h-2.5 w-2.5',
      )}
    >
      <GroupOverGlyph className={full ? 'h-3 w-3' : 'h-2 w-2'} />
    </span>
  );
}

/**
 * A day a taper plan's step starts: a small step down at the dot's lower left, on a disc of the
 * card's colour, on the full grid, the compact one and the list's cells alike.
 */
export function PlanStepMark({ size }: { size: 'full' | 'compact' | 'list' }) {
  return (
    <svg
      aria-hidden="true"
      data-plan-step-mark
      viewBox="0 0 10 10"
      className={cn(
        'absolute bottom-0 z-20 rounded-full bg-white text-teal-700 dark:bg-slate-900 dark:text-teal-300',
        size === 'full' && 'left-[calc(50%-1.45rem)] h-3.5 w-3.5',
        size === 'compact' && 'left-[calc(50%-0.95rem)] h-2.5 w-2.5',
        size === 'list' && '-bottom-1 -left-1 h-3 w-3',
      )}
    >
      <path
        d="M1.5 3h3v2.5h4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <path d="M6.8 3.8 8.5 5.5 6.8 7.2" fill="none" stroke="currentColor" strokeWidth="1.4" />
    </svg>
  );
}

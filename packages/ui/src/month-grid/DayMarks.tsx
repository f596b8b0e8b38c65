/** A day's corner marks: a change waiting to be sent, a change not saved, a group over budget. */
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

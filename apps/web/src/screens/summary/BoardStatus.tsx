import type { PendingCalendarDay } from '@taper/domain';
import { useLostDay } from '../../hooks/entry-queue';
import { OFFLINE_TEXTS, SKIP_TEXTS } from '../../messages';
import { QUICK_LOG_TEXTS } from './messages';

/** The pending mark of the header's count: a sky clock. */
function ClockGlyph() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 10 10"
      className="h-3 w-3 shrink-0 text-sky-700 dark:text-sky-300"
    >
      <circle cx="5" cy="5" r="4" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M5 2.8V5l1.5 1" fill="none" stroke="currentColor" strokeWidth="1.2" />
    </svg>
  );
}

/** The failed day's mark: a red exclamation in a circle. */
function FailedGlyph() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 10 10"
      className="h-3 w-3 shrink-0 text-red-700 dark:text-red-300"
    >
      <circle cx="5" cy="5" r="4.5" fill="currentColor" />
      <path d="M5 2.4v3.3M5 7.1v.5" stroke="white" strokeWidth="1.4" strokeLinecap="round" />
    </svg>
  );
}

const PILL =
  'inline-flex max-w-full items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold [overflow-wrap:anywhere]';

/**
 * The today board's line about its day: what the server has ('Logged: 3'), or — until the server
 * answers — the typed value marked waiting, or marked not saved when the server failed it; and,
 * when another tab's later change replaced the one made here, that it did.
 */
export function BoardStatus({
  habitId,
  cell,
}: {
  habitId: number;
  cell: PendingCalendarDay | undefined;
}) {
  const date = cell?.date ?? '';
  const lost = useLostDay(habitId, date);
  const entry = cell?.entry ?? null;
  let line;
  if (cell?.pending) {
    const failed = cell.failed === true;
    const text = entry
      ? (failed ? OFFLINE_TEXTS.boardFailed : OFFLINE_TEXTS.boardPending)(entry.label)
      : failed
        ? OFFLINE_TEXTS.boardClearFailed
        : OFFLINE_TEXTS.boardClearPending;
    line = (
      <span
        data-day-state={failed ? 'failed' : 'pending'}
        className={
          failed
            ? `${PILL} bg-red-50 text-red-900 ring-1 ring-red-300 dark:bg-red-950 dark:text-red-50 dark:ring-red-800`
            : `${PILL} bg-sky-50 text-slate-900 ring-1 ring-sky-200 dark:bg-sky-950 dark:text-sky-50 dark:ring-sky-800`
        }
      >
        {failed ? <FailedGlyph /> : <ClockGlyph />}
        {text}
      </span>
    );
  } else {
    line =
      cell?.status === 'skipped'
        ? SKIP_TEXTS.skipped
        : entry
          ? QUICK_LOG_TEXTS.boardLogged(entry.label)
          : QUICK_LOG_TEXTS.boardNotLogged;
  }
  return (
    <>
      {/* Not a live region: the toast announces a log, once. */}
      <p className="text-sm [overflow-wrap:anywhere] text-slate-700 dark:text-slate-200">{line}</p>
      {lost && (
        <p data-lost-day className="text-xs font-medium text-amber-900 dark:text-amber-200">
          {OFFLINE_TEXTS.lostDay}
        </p>
      )}
    </>
  );
}

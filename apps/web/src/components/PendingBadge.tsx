import { usePendingCount } from '../hooks/entry-queue';
import { OFFLINE_TEXTS } from '../messages';

/** In the header while changes wait to be sent: how many. */
export function PendingBadge() {
  const count = usePendingCount();
  if (count === 0) return null;
  return (
    <span
      role="status"
      title={OFFLINE_TEXTS.pendingTitle(count)}
      aria-label={OFFLINE_TEXTS.pendingTitle(count)}
      className="inline-flex h-7 items-center gap-1 rounded-full bg-white/90 px-2 text-xs sm:px-2.5 font-semibold whitespace-nowrap text-slate-900"
    >
      <svg aria-hidden="true" viewBox="0 0 10 10" className="h-3 w-3 text-sky-700">
        <circle cx="5" cy="5" r="4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M5 2.8V5l1.5 1" fill="none" stroke="currentColor" strokeWidth="1.2" />
      </svg>
      {/* At phone width the count alone, so the habit menu keeps its room. */}
      <span>
        {count}
        <span className="max-sm:sr-only"> {OFFLINE_TEXTS.pendingWord}</span>
      </span>
    </span>
  );
}

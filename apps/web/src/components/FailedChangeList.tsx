import { Button, toast } from '@taper/ui';
import type { RefObject } from 'react';
import { discardQueuedChange, retryQueuedChange, useFlushEntries } from '../hooks/entry-queue';
import { useRefreshHabitData } from '../hooks/habits';
import type { QueuedChange } from '../lib/entry-queue/state';
import { OFFLINE_TEXTS } from '../messages';
import { changeItemText as itemText } from './change-item';

function stateText(change: QueuedChange): string {
  const failure = change.failure;
  if (!failure) return '';
  const reason = OFFLINE_TEXTS.failureReason[failure.kind];
  const next =
    failure.nextTryAt === null ? OFFLINE_TEXTS.gaveUp(failure.tries) : OFFLINE_TEXTS.tryingAgain;
  return `${reason}, ${next}`;
}

/** A change the server did not take: what it was, why, and its Retry and Discard. */
function FailedChangeRow({
  change,
  onFocus,
  flush,
  refresh,
}: {
  change: QueuedChange;
  onFocus: () => void;
  /** Sends the queue again (after a Retry). */
  flush: ReturnType<typeof useFlushEntries>;
  /** Reads a habit's figures afresh (after a Discard). */
  refresh: ReturnType<typeof useRefreshHabitData>;
}) {
  const item = itemText(change);
  const retrying = change.failure?.tries === 0;
  return (
    <li
      data-failed-change={change.seq}
      className="flex flex-wrap items-center gap-x-2 gap-y-1"
      onFocus={onFocus}
    >
      <span className="min-w-0 [overflow-wrap:anywhere]">
        <span className="font-medium">{item}</span>
        <span className="text-red-800 dark:text-red-200">
          {' — '}
          {stateText(change)}
        </span>
      </span>
      <span className="ms-auto flex gap-2">
        <Button
          size="sm"
          variant="outline"
          aria-label={retrying ? undefined : OFFLINE_TEXTS.retryLabel(item)}
          aria-disabled={retrying || undefined}
          onClick={() => {
            if (retrying) return;
            void retryQueuedChange(change.seq)
              .then(() => flush())
              .then((result) => {
                // Said when it worked: the row goes, and the toast names the change.
                if (result?.sent.some((sent) => sent.seq === change.seq)) {
                  toast(OFFLINE_TEXTS.retrySaved(item));
                }
              });
          }}
        >
          {retrying ? OFFLINE_TEXTS.retrying : OFFLINE_TEXTS.retry}
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-label={OFFLINE_TEXTS.discardLabel(item)}
          onClick={() => {
            // The server's value of the day shows again, read afresh.
            void discardQueuedChange(change.seq).then(() => refresh(change.habitId));
          }}
        >
          {OFFLINE_TEXTS.discard}
        </Button>
      </span>
    </li>
  );
}

/**
 * The failed changes with their Retry and Discard: mounted only while there are some, so the
 * header does no queue or API work the rest of the time.
 */
export function FailedChangeList({
  failed,
  title,
  list,
  focused,
}: {
  failed: readonly QueuedChange[];
  title: string;
  list: RefObject<HTMLUListElement | null>;
  /** The row holding focus, so focus moves on when that row goes. */
  focused: RefObject<number | null>;
}) {
  const flush = useFlushEntries();
  const refresh = useRefreshHabitData();
  return (
    <section
      aria-label={OFFLINE_TEXTS.notSavedRegion}
      data-failed-changes
      className="border-b border-red-300 bg-red-50 px-3 py-1.5 text-sm text-red-950 sm:px-4 dark:border-red-800 dark:bg-red-950 dark:text-red-50"
    >
      <div className="mx-auto flex max-w-5xl flex-wrap items-start gap-x-2 gap-y-1">
        <p aria-hidden="true" className="py-1 font-semibold">
          {title}
        </p>
        <ul ref={list} className="grid min-w-0 flex-1 gap-1">
          {failed.map((change) => (
            <FailedChangeRow
              key={change.seq}
              change={change}
              flush={flush}
              refresh={refresh}
              onFocus={() => {
                focused.current = change.seq;
              }}
            />
          ))}
        </ul>
      </div>
    </section>
  );
}

import { Button, toast } from '@taper/ui';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import {
  discardQueuedChange,
  retryQueuedChange,
  useFailedChanges,
  useFlushEntries,
} from '../hooks/entry-queue';
import { useRefreshHabitData } from '../hooks/habits';
import type { QueuedChange } from '../lib/entry-queue/state';
import { OFFLINE_TEXTS } from '../messages';
import { changeItemText } from './change-item';

const itemText = changeItemText;

function stateText(change: QueuedChange): string {
  const failure = change.failure;
  if (!failure) return '';
  const reason = OFFLINE_TEXTS.failureReason[failure.kind];
  const next =
    failure.nextTryAt === null ? OFFLINE_TEXTS.gaveUp(failure.tries) : OFFLINE_TEXTS.tryingAgain;
  return `${reason}, ${next}`;
}

/** Where focus goes when the focused change's row goes (sent or discarded): the next row, else main. */
function focusAfterRemoval(list: HTMLElement | null) {
  const next = list?.querySelector<HTMLElement>('button:not([aria-disabled="true"])');
  if (next) {
    next.focus();
    return;
  }
  const main = document.getElementById('main');
  if (!main) return;
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus();
}

/**
 * Under the header's bar, while any of the user's changes was failed by the server (it answered
 * with an error, or not in time): each change by habit and day, why, and Retry and Discard. The
 * line in words is a live region that is always there, so a new failure is announced once.
 */
export function FailedChanges() {
  const failed = useFailedChanges();
  const list = useRef<HTMLUListElement>(null);
  /** The row holding focus, so focus moves on when that row goes. */
  const focused = useRef<number | null>(null);
  const seqs = failed.map((change) => change.seq).join(',');

  useLayoutEffect(() => {
    const seq = focused.current;
    if (seq === null || failed.some((change) => change.seq === seq)) return;
    focused.current = null;
    const active = document.activeElement;
    if (active === null || active === document.body || !active.isConnected) {
      focusAfterRemoval(list.current);
    }
    // Only when rows come or go.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [seqs]);

  const title = OFFLINE_TEXTS.notSavedTitle(failed.length);
  const summary =
    failed.length === 0 ? '' : OFFLINE_TEXTS.notSavedSummary(title, failed.map(itemText));
  return (
    <>
      <p role="status" className="sr-only">
        {summary}
      </p>
      {failed.length > 0 && (
        <FailedChangeList failed={failed} title={title} list={list} focused={focused} />
      )}
    </>
  );
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
function FailedChangeList({
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

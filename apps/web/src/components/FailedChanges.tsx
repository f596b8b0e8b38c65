import { lazy, Suspense, useLayoutEffect, useRef } from 'react';
import { useFailedChanges } from '../hooks/entry-queue';
import { OFFLINE_TEXTS } from '../messages';
import { changeItemText as itemText } from './change-item';

// The list and its Retry and Discard come with their own chunk: most visits never show them.
const FailedChangeList = lazy(() =>
  import('./FailedChangeList').then((module) => ({ default: module.FailedChangeList })),
);

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
        <Suspense fallback={null}>
          <FailedChangeList failed={failed} title={title} list={list} focused={focused} />
        </Suspense>
      )}
    </>
  );
}

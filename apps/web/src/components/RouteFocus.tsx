import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';

/** How long a page change waits for its new page's heading (lazy code, then its data). */
const HEADING_WAIT_MS = 10_000;

/** The new page's main heading: the h1 of `<main>`, else of the page (never one in a dialog). */
function pageHeading(): HTMLElement | null {
  const headings = [
    ...document.querySelectorAll<HTMLElement>('main h1'),
    ...document.querySelectorAll<HTMLElement>('h1'),
  ];
  return headings.find((heading) => !heading.closest('[role="dialog"]')) ?? null;
}

/** Where a page is, for a page change: its path and the habit a `?habitId=` shows. */
function pageKey(path: string, search: string): string {
  return `${path}?${new URLSearchParams(search).get('habitId') ?? ''}`;
}

/**
 * A page change (not the first page of a load) puts focus on the new page's main heading, once it
 * is there, and says the page's title in a live region, so a keyboard or screen-reader user is
 * where the page begins and hears where they are. It stands back when the user has acted since
 * (a key, a press) or a dialog is open.
 */
export function RouteFocus() {
  const [path] = useLocation();
  const search = useSearch();
  const key = pageKey(path, search);
  const shown = useRef(key);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    let stopped = false;
    let frame = 0;
    const stop = () => {
      stopped = true;
    };
    // The press or key that made this change is over before this effect; any later one wins.
    window.addEventListener('keydown', stop, true);
    window.addEventListener('pointerdown', stop, true);
    const until = Date.now() + HEADING_WAIT_MS;
    const attempt = () => {
      if (stopped) return;
      if (document.querySelector('[role="dialog"]')) return;
      const heading = pageHeading();
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        heading.focus();
        setAnnouncement(document.title);
        return;
      }
      if (Date.now() < until) frame = requestAnimationFrame(attempt);
    };
    frame = requestAnimationFrame(attempt);
    return () => {
      stop();
      cancelAnimationFrame(frame);
      window.removeEventListener('keydown', stop, true);
      window.removeEventListener('pointerdown', stop, true);
    };
  }, [key]);

  return (
    <p role="status" className="sr-only" data-route-announcer>
      {announcement}
    </p>
  );
}

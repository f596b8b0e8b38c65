import { TOAST_SWIPE_THRESHOLD_PX } from './constants';
import { useLayoutEffect, useRef, useState, type PointerEvent } from 'react';
import { cn } from './cn';
import { dismissToast, useToast } from './toast-store';
import { UI_TEXTS } from './messages';

/** A screen's fixed bottom bar (e.g. 'Log Your Result') carries this attribute: toasts sit above it. */
export const BOTTOM_BAR_ATTRIBUTE = 'data-bottom-bar';

/**
 * While a toast shows, the page gets room for it at its end (body padding) and keyboard scrolling
 * keeps focused controls above it (scroll padding), so every control can be brought out from under
 * it; and the toast sits above a screen's bottom bar. Undone when the toast goes.
 */
function useToastRoom(list: HTMLElement | null, shown: boolean) {
  const [bottom, setBottom] = useState(0);
  useLayoutEffect(() => {
    if (!shown || !list) return;
    const root = document.documentElement;
    const measure = () => {
      const bar = document.querySelector<HTMLElement>(`[${BOTTOM_BAR_ATTRIBUTE}]`);
      const barHeight = bar?.offsetHeight ?? 0;
      setBottom(barHeight);
      const room = `${String(list.offsetHeight + barHeight)}px`;
      document.body.style.paddingBottom = room;
      root.style.scrollPaddingBottom = room;
    };
    measure();
    // Absent in some test environments; the resize listener still follows the window.
    const observer =
      typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(list);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      document.body.style.paddingBottom = '';
      root.style.scrollPaddingBottom = '';
    };
  }, [list, shown]);
  return bottom;
}

/**
 * The toast viewport, one toast at a time: at the bottom, above a bottom bar, where no control of
 * the page stays (the page makes room for it); full width on phones, at most 420px and on the
 * right from medium screens; swipe right to dismiss.
 */
export function Toaster() {
  const { toast } = useToast();
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  const [list, setList] = useState<HTMLOListElement | null>(null);
  const bottom = useToastRoom(list, toast !== null);

  const onPointerDown = (event: PointerEvent<HTMLLIElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    start.current = event.clientX;
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    if (start.current !== null) setOffset(Math.max(0, event.clientX - start.current));
  };
  const onPointerUp = () => {
    if (start.current !== null && offset > TOAST_SWIPE_THRESHOLD_PX && toast)
      dismissToast(toast.id);
    start.current = null;
    setOffset(0);
  };

  return (
    // A landmark of its own (axe 'region'). At the bottom, never at the top where the screens'
    // actions are (Save Changes, the header's menus), and above a bottom bar's actions.
    <section
      aria-label={UI_TEXTS.notifications}
      style={{ bottom }}
      className="pointer-events-none fixed right-0 z-[100] w-full md:max-w-[420px]"
    >
      <ol ref={setList} className="flex flex-col p-3 sm:p-4">
        {toast && (
          <li
            key={toast.id}
            role={toast.variant === 'destructive' ? 'alert' : 'status'}
            aria-live={toast.variant === 'destructive' ? 'assertive' : 'polite'}
            aria-atomic="true"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
            style={
              offset
                ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.2, 1 - offset / 200) }
                : undefined
            }
            className={cn(
              'pointer-events-auto relative flex w-full touch-pan-y items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg select-none',
              toast.variant === 'destructive'
                ? 'border-red-700 bg-red-700 text-white'
                : 'border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
            )}
          >
            <div className="grid gap-1">
              <p className="text-sm font-semibold">{toast.title}</p>
              {toast.description && <p className="text-sm opacity-90">{toast.description}</p>}
            </div>
            {toast.action && (
              <button
                type="button"
                onClick={toast.action.onClick}
                className="shrink-0 rounded-md border border-current px-3 py-1 text-sm font-medium focus-visible:ring-2 focus-visible:outline-none"
              >
                {toast.action.label}
              </button>
            )}
            <button
              type="button"
              aria-label={UI_TEXTS.closeNotification}
              onClick={() => {
                dismissToast(toast.id);
              }}
              className="absolute top-2 right-2 rounded-md p-1 text-current opacity-70 hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-2 focus-visible:outline-none"
            >
              <span aria-hidden="true">✕</span>
            </button>
          </li>
        )}
      </ol>
    </section>
  );
}

import { TOAST_SWIPE_THRESHOLD_PX } from './constants';
import { useEffect, useLayoutEffect, useRef, useState, type PointerEvent } from 'react';
import { cn } from './cn';
import {
  dismissToast,
  pauseToast,
  resumeToast,
  TOAST_VIEWPORT_ATTRIBUTE,
  useToast,
  type ToastItem,
} from './toast-store';
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

/** Alt+T brings focus to the toast (its action first): the keyboard's way to Undo. */
export const TOAST_SHORTCUT = 'Alt+T';

function isToastShortcut(event: KeyboardEvent) {
  return event.altKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyT';
}

/** The shortcut focuses the toast's first button; Escape inside the toast closes it. */
function useToastKeys(list: HTMLElement | null, toast: ToastItem | null) {
  useEffect(() => {
    if (!toast || !list) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (isToastShortcut(event)) {
        const button = list.querySelector('button');
        if (button) {
          event.preventDefault();
          button.focus();
        }
      } else if (event.key === 'Escape' && list.contains(document.activeElement)) {
        event.preventDefault();
        dismissToast(toast.id);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [list, toast]);
}

/** The control of the page (not of a toast) that last had focus, while it is in the page. */
function useLastPageFocus() {
  const last = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (
        target instanceof HTMLElement &&
        target !== document.body &&
        !target.closest(`[${TOAST_VIEWPORT_ATTRIBUTE}]`)
      )
        last.current = target;
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
    };
  }, []);
  return last;
}

/**
 * When a toast goes (closed, timed out or replaced) while focus is inside it, focus goes back to
 * the page's control that last had focus (a dialog that closed meanwhile gave it back to its
 * opener), else the control the user acted with, else the page's main content: never to <body>.
 */
function useFocusReturn(list: HTMLElement | null, toast: ToastItem | null) {
  const shown = useRef<ToastItem | null>(null);
  const focusInside = useRef(false);
  const lastPageFocus = useLastPageFocus();
  useLayoutEffect(() => {
    const previous = shown.current;
    shown.current = toast;
    if (!previous || previous.id === toast?.id || !focusInside.current) return;
    focusInside.current = false;
    const active = document.activeElement;
    if (active && active !== document.body && list?.contains(active) === false) return;
    const target =
      [lastPageFocus.current, previous.returnFocus].find(
        (candidate) => candidate?.isConnected === true && !candidate.closest('[inert]'),
      ) ?? document.querySelector<HTMLElement>('main, [role="main"]');
    if (target && target.tabIndex < 0 && !target.hasAttribute('tabindex'))
      target.setAttribute('tabindex', '-1');
    target?.focus();
  }, [list, toast, lastPageFocus]);
  return {
    onFocus: () => {
      focusInside.current = true;
      pauseToast();
    },
    onBlur: (event: { relatedTarget: EventTarget | null; currentTarget: HTMLElement }) => {
      if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))
        return;
      // Focus left for another control of the page: the toast no longer owns it.
      if (event.relatedTarget !== null) focusInside.current = false;
      resumeToast();
    },
  };
}

/** Swiping a toast right past the threshold dismisses it; it follows the pointer meanwhile. */
function useSwipeToDismiss(toast: ToastItem | null) {
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
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
  return {
    offset,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp,
      onPointerCancel: onPointerUp,
    },
  };
}

/** One toast: its title and text, its action (Undo), and its close button. */
function ToastCard({
  item,
  focus,
  swipe,
}: {
  item: ToastItem;
  focus: ReturnType<typeof useFocusReturn>;
  swipe: ReturnType<typeof useSwipeToDismiss>;
}) {
  return (
    <li
      role={item.variant === 'destructive' ? 'alert' : undefined}
      onMouseEnter={pauseToast}
      onMouseLeave={resumeToast}
      onFocus={focus.onFocus}
      onBlur={focus.onBlur}
      {...swipe.handlers}
      style={
        swipe.offset
          ? {
              transform: `translateX(${String(swipe.offset)}px)`,
              opacity: Math.max(0.2, 1 - swipe.offset / 200),
            }
          : undefined
      }
      className={cn(
        'pointer-events-auto relative flex w-full touch-pan-y items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pe-10 shadow-lg select-none',
        item.variant === 'destructive'
          ? 'border-red-700 bg-red-700 text-white'
          : 'border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
      )}
    >
      <div className="grid gap-1">
        <p className="text-sm font-semibold">{item.title}</p>
        {item.description && <p className="text-sm opacity-90">{item.description}</p>}
      </div>
      {item.action && (
        <button
          type="button"
          aria-keyshortcuts={TOAST_SHORTCUT}
          onClick={item.action.onClick}
          className="shrink-0 rounded-md border border-current px-3 py-1 text-sm font-medium focus-visible:outline-current"
        >
          {item.action.label}
        </button>
      )}
      <button
        type="button"
        aria-label={UI_TEXTS.closeNotification}
        onClick={() => {
          dismissToast(item.id);
        }}
        className="absolute top-2 end-2 rounded-md p-1 text-current opacity-70 hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-current"
      >
        <span aria-hidden="true">✕</span>
      </button>
    </li>
  );
}

/**
 * The toast viewport, one toast at a time: at the bottom, above a bottom bar, where no control of
 * the page stays (the page makes room for it); full width on phones, at most 420px and on the
 * right from medium screens; swipe right to dismiss.
 */
export function Toaster() {
  const { toast } = useToast();
  const [list, setList] = useState<HTMLDivElement | null>(null);
  const bottom = useToastRoom(list, toast !== null);
  useToastKeys(list, toast);
  const focus = useFocusReturn(list, toast);

  const swipe = useSwipeToDismiss(toast);
  const card = (item: ToastItem) => (
    <ToastCard key={item.id} item={item} focus={focus} swipe={swipe} />
  );

  return (
    // A landmark of its own (axe 'region'). At the bottom, never at the top where the screens'
    // actions are (Save Changes, the header's menus), and above a bottom bar's actions.
    <section
      aria-label={UI_TEXTS.notifications}
      aria-keyshortcuts={TOAST_SHORTCUT}
      {...{ [TOAST_VIEWPORT_ATTRIBUTE]: '' }}
      style={{ bottom }}
      className="pointer-events-none fixed end-0 z-[100] w-full md:max-w-[420px]"
    >
      <div ref={setList} className="flex flex-col p-3 sm:p-4">
        {/* In the page before any toast is put in it, so each toast is announced, and only once;
            a failure is an alert of its own, outside it. */}
        <div role="status" aria-live="polite">
          <ol>{toast && toast.variant !== 'destructive' && card(toast)}</ol>
        </div>
        <ol>{toast?.variant === 'destructive' && card(toast)}</ol>
      </div>
    </section>
  );
}

import { TOAST_SWIPE_THRESHOLD_PX } from '@taper/domain';
import { useRef, useState, type PointerEvent } from 'react';
import { cn } from './cn';
import { dismissToast, useToast } from './toast-store';

/** The toast viewport: bottom-right on wide screens (max 420px), top on phones; swipe right to dismiss. */
export function Toaster() {
  const { toast } = useToast();
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

  return (
    // A landmark of its own (axe 'region'), just below the header at every width: never over the
    // bottom bar's primary action ('Log Your Result') nor the header's menus.
    <section
      aria-label="Notifications"
      className="pointer-events-none fixed top-14 z-[100] w-full p-4 sm:right-0 md:max-w-[420px]"
    >
      <ol className="flex flex-col">
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
              aria-label="Close notification"
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

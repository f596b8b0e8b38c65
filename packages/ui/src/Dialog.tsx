import { Dialog, DialogBackdrop, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Button } from './Button';
import { cn } from './cn';
import { UI_TEXTS } from './messages';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** Its action is being saved: the panel is busy and a live region says 'Saving…'. */
  busy?: boolean;
}

/** How long a closed dialog keeps trying to give focus back while the page is still inert. */
const FOCUS_RETURN_WINDOW_MS = 600;

/**
 * Gives focus back to `opener` once the page takes focus again (Headless UI lifts `inert` from the
 * page after the dialog has gone), unless the user or the screen has put it somewhere already.
 */
function returnFocusTo(opener: HTMLElement) {
  const until = Date.now() + FOCUS_RETURN_WINDOW_MS;
  const attempt = () => {
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    if (opener.isConnected) opener.focus();
    if (document.activeElement !== opener && Date.now() < until) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}

/**
 * The control that opened the dialog, seen when the dialog opens (a lazily loaded dialog mounts
 * after its opener's click, before Headless UI makes the page inert); focus goes back there when
 * the dialog closes or unmounts, so it never falls to <body>.
 */
function useOpener(open: boolean) {
  // React's "adjust state when a prop changes" pattern: the opener is read in the render that
  // opens the dialog, before any effect (Headless UI's included) has moved focus.
  const [seen, setSeen] = useState<{ open: boolean; opener: HTMLElement | null }>({
    open: false,
    opener: null,
  });
  if (open !== seen.open) setSeen({ open, opener: open ? focusedElement() : seen.opener });
  const opener = seen.opener;
  useEffect(() => {
    if (!open || !opener) return;
    return () => {
      returnFocusTo(opener);
    };
  }, [open, opener]);
}

function focusedElement(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/** The panel takes focus when it has fallen to the page. */
function keepFocusIn(panel: HTMLElement | null) {
  const active = document.activeElement;
  if (panel?.isConnected && (active === null || active === document.body)) {
    panel.focus({ preventScroll: true });
  }
}

/**
 * Focus never falls out of an open dialog: a control that its own action disables or removes (a
 * field or button while saving, an Upload button replaced by progress, 'Delete' replaced by its
 * confirmation) would drop it to the page, so the panel takes it instead.
 */
function useFocusKeptIn(open: boolean, busy: boolean, panel: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = panel.current;
    if (!open || !element) return;
    const observer = new MutationObserver(() => {
      keepFocusIn(element);
    });
    observer.observe(element, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['disabled', 'hidden', 'class', 'style'],
    });
    return () => {
      observer.disconnect();
    };
  }, [open, panel]);
  useEffect(() => {
    if (open && busy) keepFocusIn(panel.current);
  }, [open, busy, panel]);
}

/** An accessible modal dialog (focus trap, Escape, labelled title) built on Headless UI. */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  className,
  busy = false,
}: ModalProps) {
  useOpener(open);
  const panel = useRef<HTMLDivElement>(null);
  useFocusKeptIn(open, busy, panel);
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/50" />
      <div className="fixed inset-0 flex w-screen items-end justify-center overflow-y-auto p-0 sm:items-center sm:p-4">
        <DialogPanel
          ref={panel}
          tabIndex={-1}
          aria-busy={busy || undefined}
          className={cn(
            'max-h-[100dvh] w-full overflow-y-auto rounded-t-2xl bg-white p-5 text-slate-900 shadow-xl sm:max-w-md sm:rounded-2xl dark:bg-slate-900 dark:text-slate-100',
            className,
          )}
        >
          <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
          {description !== undefined && (
            <Description className="mt-1 text-sm text-slate-600 dark:text-slate-300">
              {description}
            </Description>
          )}
          <div className="mt-4">{children}</div>
          <p role="status" className="sr-only">
            {busy ? UI_TEXTS.saving : ''}
          </p>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

/**
 * A dialog's closing row: Cancel, then the dialog's own action(s); on a phone they stack, the
 * action above Cancel.
 */
export function DialogActions({
  cancelLabel = 'Cancel',
  onCancel,
  className,
  children,
}: {
  cancelLabel?: string;
  onCancel: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>
      <Button variant="outline" onClick={onCancel}>
        {cancelLabel}
      </Button>
      {children}
    </div>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  destructive?: boolean;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
}

export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  destructive = false,
  pending = false,
  onConfirm,
  onCancel,
  children,
}: ConfirmDialogProps) {
  return (
    <Modal open={open} onClose={onCancel} title={title} description={description} busy={pending}>
      {children}
      <DialogActions className="mt-4" cancelLabel={cancelLabel} onCancel={onCancel}>
        <Button
          variant={destructive ? 'destructive' : 'primary'}
          onClick={onConfirm}
          pending={pending}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Modal>
  );
}

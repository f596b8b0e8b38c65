import { Dialog, DialogBackdrop, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { cn } from './cn';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** An accessible modal dialog (focus trap, Escape, labelled title) built on Headless UI. */
export function Modal({ open, onClose, title, description, children, className }: ModalProps) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/50" />
      <div className="fixed inset-0 flex w-screen items-end justify-center overflow-y-auto p-0 sm:items-center sm:p-4">
        <DialogPanel
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
    <Modal open={open} onClose={onCancel} title={title} description={description}>
      {children}
      <DialogActions className="mt-4" cancelLabel={cancelLabel} onCancel={onCancel}>
        <Button
          variant={destructive ? 'destructive' : 'primary'}
          onClick={onConfirm}
          disabled={pending}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Modal>
  );
}

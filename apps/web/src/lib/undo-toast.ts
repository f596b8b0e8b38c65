import { toast, type ToastInput } from '@taper/ui';
import { failureToast } from './errors';
import { MESSAGES } from '../messages';

type FailureText = { title: string; description: string };

/**
 * A delete already on its way, and the toast that says so with Undo. Undo waits for the delete's
 * answer (it runs from the toast, whatever screen is showing) and does nothing if it failed.
 */
export function toastWithUndo(
  deleted: Promise<boolean>,
  texts: { deleted: ToastInput; restored: ToastInput; restoreFailed: FailureText },
  undo: () => Promise<unknown>,
): void {
  toast({
    ...texts.deleted,
    action: {
      label: MESSAGES.undo,
      onClick: () => {
        void deleted.then(async (done) => {
          if (!done) return;
          try {
            await undo();
            toast(texts.restored);
          } catch (error) {
            failureToast(error, texts.restoreFailed);
          }
        });
      },
    },
  });
}

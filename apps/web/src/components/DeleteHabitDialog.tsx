import type { Habit } from '@taper/domain';
import { ConfirmDialog } from '@taper/ui';
import { useDeleteHabit } from '../hooks/habits';
import { failureToast } from '../lib/errors';
import { deleteHabitWithUndo, unhideHabit } from '../lib/habit-deletes';
import { MESSAGES, TEXTS } from '../messages';

/**
 * SPEC's 'Delete Habit' confirmation, open while `habit` is set. Confirming hides the habit at
 * once and offers Undo in the toast for a few seconds; only then is it deleted (a refusal shows
 * it again, with the failure toast).
 */
export function DeleteHabitDialog({
  habit,
  confirmLabel,
  onClose,
  onDeleted,
}: {
  habit: Habit | null;
  confirmLabel: string;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const remove = useDeleteHabit();
  const onConfirm = () => {
    if (!habit) return;
    const { id } = habit;
    deleteHabitWithUndo(habit, () => {
      remove(id).catch((error: unknown) => {
        unhideHabit(id);
        failureToast(error, MESSAGES.habitDeleteFailed);
      });
    });
    onClose();
    onDeleted?.();
  };
  return (
    <ConfirmDialog
      open={habit !== null}
      title={TEXTS.deleteHabitTitle}
      description={habit ? TEXTS.deleteHabitBody(habit.name) : ''}
      confirmLabel={confirmLabel}
      destructive
      onCancel={onClose}
      onConfirm={onConfirm}
    />
  );
}

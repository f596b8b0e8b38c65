import type { Habit } from '@taper/domain';
import { ConfirmDialog } from '@taper/ui';
import { useDeleteHabit } from '../hooks/habits';
import { deleteHabitWithUndo } from '../lib/habit-deletes';
import { TEXTS } from '../messages';

/**
 * SPEC's 'Delete Habit' confirmation, open while `habit` is set. Confirming deletes the habit on
 * the server at once and offers Undo in the toast, which restores it there (a refusal shows the
 * failure toast and the habit again); the dialog says so beside SPEC's sentence.
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
  const calls = useDeleteHabit();
  const onConfirm = () => {
    if (!habit) return;
    deleteHabitWithUndo(habit, calls);
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
    >
      <p className="text-sm text-slate-600 dark:text-slate-300">{TEXTS.deleteHabitUndo}</p>
    </ConfirmDialog>
  );
}

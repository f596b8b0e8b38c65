import type { Habit } from '@taper/domain';
import { ConfirmDialog } from '@taper/ui';
import { useDeleteHabit } from '../hooks/habits';
import { failureToast } from '../lib/errors';
import { MESSAGES, TEXTS } from '../messages';

/**
 * SPEC's 'Delete Habit' confirmation, open while `habit` is set: deletes it on confirm, then
 * closes either way (with the failure toast when the server refuses). Render it closed too: the
 * call's callbacks run only while it is mounted.
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
    remove.mutate(
      { id: habit.id },
      {
        onSuccess: () => {
          onClose();
          onDeleted?.();
        },
        onError: (error) => {
          onClose();
          failureToast(error, MESSAGES.habitDeleteFailed);
        },
      },
    );
  };
  return (
    <ConfirmDialog
      open={habit !== null}
      title={TEXTS.deleteHabitTitle}
      description={habit ? TEXTS.deleteHabitBody(habit.name) : ''}
      confirmLabel={confirmLabel}
      destructive
      pending={remove.isPending}
      onCancel={onClose}
      onConfirm={onConfirm}
    />
  );
}

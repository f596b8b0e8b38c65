import { fullDateText, type Habit } from '@taper/domain';
import { Button, toast } from '@taper/ui';
import { useState } from 'react';
import { useClearEntry, type ClearableEntry } from '../../hooks/entries';
import { failureToast } from '../../lib/errors';
import { MESSAGES } from '../../messages';

/** How long the cleared entry's Undo stays offered. */
const UNDO_TOAST_MS = 8000;

/**
 * 'Clear' in a Log dialog when its date has an entry: deletes it, closes the dialog, and offers
 * Undo in the toast (which logs the same value and note again).
 */
export function ClearEntryButton({
  habit,
  entry,
  onCleared,
}: {
  habit: Pick<Habit, 'id' | 'name'>;
  entry: ClearableEntry | undefined;
  onCleared: () => void;
}) {
  const { clear, restore } = useClearEntry(habit.id);
  const [pending, setPending] = useState(false);
  if (!entry) return null;

  const undo = () => {
    restore(entry).then(
      () => toast(MESSAGES.entryRestored),
      (error: unknown) => {
        failureToast(error, MESSAGES.entrySaveFailed);
      },
    );
  };
  const onClick = () => {
    setPending(true);
    clear(entry).then(
      () => {
        onCleared();
        toast({
          ...MESSAGES.entryCleared(habit.name, fullDateText(entry.date)),
          duration: UNDO_TOAST_MS,
          action: { label: MESSAGES.undo, onClick: undo },
        });
      },
      (error: unknown) => {
        setPending(false);
        failureToast(error, MESSAGES.entryClearFailed);
      },
    );
  };
  return (
    <Button variant="outline" onClick={onClick} disabled={pending}>
      Clear
    </Button>
  );
}

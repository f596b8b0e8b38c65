import { type Habit } from '@taper/domain';
import { fullDateText } from '../../lib/dates';
import { Button, toast } from '@taper/ui';
import { useState } from 'react';
import { useClearEntry, type ClearableEntry } from '../../hooks/entries';
import { failureToast } from '../../lib/errors';
import { MESSAGES, OFFLINE_TEXTS } from '../../messages';
import { LOG_TEXTS } from './messages';

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
  const { clear, restore } = useClearEntry(habit);
  const [pending, setPending] = useState(false);
  if (!entry) return null;

  const undo = () => {
    restore(entry).then(
      (outcome) => {
        if (outcome === 'sent') toast(MESSAGES.entryRestored);
        else if (outcome === 'queued') toast(OFFLINE_TEXTS.savedOffline(habit.name));
      },
      (error: unknown) => {
        failureToast(error, MESSAGES.entrySaveFailed);
      },
    );
  };
  const onClick = () => {
    setPending(true);
    clear(entry).then(
      (outcome) => {
        onCleared();
        if (outcome === 'held') return;
        const day = fullDateText(entry.date);
        toast({
          ...(outcome === 'sent'
            ? MESSAGES.entryCleared(habit.name, day)
            : OFFLINE_TEXTS.clearedOffline(habit.name, day)),
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
    <Button variant="outline" onClick={onClick} pending={pending}>
      {LOG_TEXTS.clear}
    </Button>
  );
}

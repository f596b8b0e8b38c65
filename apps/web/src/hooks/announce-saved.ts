import { toast, type ToastInput } from '@taper/ui';
import { failureToast } from '../lib/errors';
import { MESSAGES, OFFLINE_TEXTS } from '../messages';
import { announceSaved, useClearEntry, type ClearableEntry, type SaveOutcome } from './entries';

type HabitRef = Parameters<typeof useClearEntry>[0];

/**
 * The toast for a saved change, with Undo when it replaced a logged day (nothing a user
 * logged is replaced without a way back): Undo logs the replaced entry again, a skipped day as
 * skipped. Without a replaced entry it is `announceSaved`.
 */
export function useAnnounceSaved(habit: HabitRef) {
  const { restore } = useClearEntry(habit);
  const undo = (replaced: ClearableEntry) => {
    restore(replaced).then(
      (outcome) => {
        announceSaved(outcome, MESSAGES.entryRestored, OFFLINE_TEXTS.savedOffline(habit.name));
      },
      (error: unknown) => {
        failureToast(error, MESSAGES.entrySaveFailed);
      },
    );
  };
  return (
    outcome: SaveOutcome,
    texts: { sent: ToastInput; queued: ToastInput },
    replaced?: ClearableEntry | null,
  ) => {
    if (!replaced || outcome === 'held') {
      announceSaved(outcome, texts.sent, texts.queued);
      return;
    }
    toast({
      ...(outcome === 'sent' ? texts.sent : texts.queued),
      action: {
        label: MESSAGES.undo,
        onClick: () => {
          undo(replaced);
        },
      },
    });
  };
}

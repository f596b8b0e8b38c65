import { skipEntryBody } from '../../forms/logDialog';
import { type CalendarEntry, type Habit, type IsoDate } from '@taper/domain';
import { cn } from '@taper/ui';
import { useAnnounceSaved } from '../../hooks/announce-saved';
import { useLogEntry } from '../../hooks/entries';
import { failureToast } from '../../lib/errors';
import { MESSAGES, OFFLINE_TEXTS, SKIP_TEXTS } from '../../messages';

/**
 * 'Skip' on a summary card's today board: one tap marks the day shown skipped, keeping
 * its note. Pressed (and inactive) while the day is skipped already. Skipping a day that has a
 * value says which value it replaced and offers Undo, which logs that value again.
 */
export function SkipDayButton({
  habit,
  date,
  dayLabel,
  entry,
  skipped,
}: {
  habit: Habit;
  date: IsoDate;
  dayLabel: string;
  entry: CalendarEntry | null;
  skipped: boolean;
}) {
  const log = useLogEntry(habit);
  const announce = useAnnounceSaved(habit);
  const onClick = () => {
    // Pressed or busy, it stays focusable (aria-disabled): a keyboard user's focus stays on it.
    if (skipped || log.isPending) return;
    const replaced = entry ? { ...entry, date } : null;
    log.mutate(
      { id: habit.id, ...skipEntryBody(date, entry?.note) },
      {
        onSuccess: (outcome) => {
          announce(
            outcome,
            {
              sent: replaced
                ? SKIP_TEXTS.valueSkipped(habit.name, replaced.label)
                : SKIP_TEXTS.daySkipped(habit.name),
              queued: OFFLINE_TEXTS.savedOffline(habit.name),
            },
            replaced,
          );
        },
        onError: (error) => {
          failureToast(error, MESSAGES.entryLogFailed);
        },
      },
    );
  };
  return (
    <button
      type="button"
      aria-pressed={skipped}
      aria-label={SKIP_TEXTS.skipButtonLabel(habit.name, dayLabel)}
      aria-disabled={skipped || log.isPending}
      onClick={onClick}
      className={cn(
        'shrink-0 rounded-md border border-dashed px-2 py-0.5 text-xs font-medium',
        skipped
          ? 'border-slate-500 bg-slate-100 text-slate-800 dark:border-slate-400 dark:bg-slate-800 dark:text-slate-100'
          : 'border-slate-400 text-slate-700 hover:bg-slate-100 dark:border-slate-500 dark:text-slate-200 dark:hover:bg-slate-800',
      )}
    >
      {SKIP_TEXTS.skipButton}
    </button>
  );
}

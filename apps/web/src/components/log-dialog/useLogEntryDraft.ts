import { initialLogValue, isSelectableLogDate, isSkippedEntry } from '../../forms/logDialog';
import { type Habit, type IsoDate } from '@taper/domain';
import { useMemo, useState } from 'react';
import type { LoggedValues } from '../../lib/entry-queue/overlay';

/** The field's starting text: the logged value of the date, else 0 for amounts and no selection otherwise. */
function startValue(habit: Habit, entry: LoggedValues | undefined): string {
  if (habit.goalType === 'number') return String(initialLogValue(habit, entry));
  return entry ? String(initialLogValue(habit, entry)) : '';
}

/**
 * The Log Entry dialog's date, value, note and whether the day is skipped, starting on today.
 * Going to another date starts over from what is logged for it (its value, note and skip), and a
 * date past today is refused.
 */
export function useLogEntryDraft(
  habit: Habit,
  entries: readonly LoggedValues[],
  today: IsoDate,
  start: IsoDate = today,
) {
  const byDate = useMemo(
    () => new Map(entries.map((entry) => [entry.date, entry] as const)),
    [entries],
  );
  const [date, setDate] = useState<IsoDate>(start);
  const [value, setValue] = useState(() => startValue(habit, byDate.get(start)));
  const [note, setNote] = useState(() => byDate.get(start)?.note ?? '');
  const [skip, setSkip] = useState(() => isSkippedEntry(byDate.get(start)));

  const goTo = (next: IsoDate) => {
    if (!isSelectableLogDate(next, today)) return;
    setDate(next);
    setValue(startValue(habit, byDate.get(next)));
    setNote(byDate.get(next)?.note ?? '');
    setSkip(isSkippedEntry(byDate.get(next)));
  };

  return { date, goTo, value, setValue, note, setNote, skip, setSkip, existing: byDate.get(date) };
}

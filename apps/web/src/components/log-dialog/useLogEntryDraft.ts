import {
  indexEntriesByDate,
  initialLogValue,
  isSelectableLogDate,
  type Entry,
  type Habit,
  type IsoDate,
} from '@taper/domain';
import { useMemo, useState } from 'react';

/** The field's starting text: the logged value of the date, else 0 for amounts and no selection otherwise. */
function startValue(habit: Habit, entry: Entry | undefined): string {
  if (habit.goalType === 'number') return String(initialLogValue(habit, entry));
  return entry ? String(initialLogValue(habit, entry)) : '';
}

/**
 * The Log Entry dialog's date, value and note, starting on today. Going to another date starts
 * over from what is logged for it (its value and note), and a date past today is refused.
 */
export function useLogEntryDraft(habit: Habit, entries: readonly Entry[], today: IsoDate) {
  const byDate = useMemo(() => indexEntriesByDate(entries), [entries]);
  const [date, setDate] = useState<IsoDate>(today);
  const [value, setValue] = useState(() => startValue(habit, byDate.get(today)));
  const [note, setNote] = useState(() => byDate.get(today)?.note ?? '');

  const goTo = (next: IsoDate) => {
    if (!isSelectableLogDate(next, today)) return;
    setDate(next);
    setValue(startValue(habit, byDate.get(next)));
    setNote(byDate.get(next)?.note ?? '');
  };

  return { date, goTo, value, setValue, note, setNote, existing: byDate.get(date) };
}

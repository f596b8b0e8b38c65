import {
  addDays,
  canGoToNextDay,
  indexEntriesByDate,
  initialLogValue,
  isIsoDate,
  isSelectableLogDate,
  latestSelectableDate,
  logEntryBody,
  logValueOptions,
  logValueProblem,
  relativeDateLabel,
  weekdayName,
  type Entry,
  type Habit,
  type IsoDate,
} from '@taper/domain';
import { Button, Field, Input, Modal, Select, toast } from '@taper/ui';
import { useMemo, useState, type SyntheticEvent } from 'react';
import { useLogEntry } from '../hooks/entries';
import { onMutationError } from '../lib/errors';
import { MESSAGES } from '../messages';
import { NoteField } from './NoteField';

export interface LogEntryDialogProps {
  habit: Habit;
  /** The habit's entries, to start from a date's logged value. */
  entries: readonly Entry[];
  today: IsoDate;
  onClose: () => void;
}

/** The field's starting text: the logged value of the date, else 0 for amounts and no selection otherwise. */
function startValue(habit: Habit, entry: Entry | undefined): string {
  if (habit.goalType === 'number') return String(initialLogValue(habit, entry));
  return entry ? String(initialLogValue(habit, entry)) : '';
}

/**
 * Variant B (from a summary card): a date navigator (next hidden past today), the weekday and a
 * relative label, 'Select different date', an amount / level / tag input, a note, Cancel, Log Entry.
 */
export function LogEntryDialog({ habit, entries, today, onClose }: LogEntryDialogProps) {
  const byDate = useMemo(() => indexEntriesByDate(entries), [entries]);
  const [date, setDate] = useState<IsoDate>(today);
  const [value, setValue] = useState(() => startValue(habit, byDate.get(today)));
  const [note, setNote] = useState(() => byDate.get(today)?.note ?? '');
  const [picking, setPicking] = useState(false);
  const log = useLogEntry();

  const goTo = (next: IsoDate) => {
    if (!isSelectableLogDate(next, today)) return;
    setDate(next);
    setValue(startValue(habit, byDate.get(next)));
    setNote(byDate.get(next)?.note ?? '');
  };

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const problem = logValueProblem(habit, value);
    if (problem) {
      toast({ variant: 'destructive', ...problem });
      return;
    }
    log.mutate(
      { id: habit.id, habitId: habit.id, ...logEntryBody(habit, date, value, note) },
      {
        onSuccess: () => {
          toast(MESSAGES.entryLogged(habit.name));
          onClose();
        },
        onError: (error) => {
          onMutationError(error, () => {
            toast({ variant: 'destructive', ...MESSAGES.entryLogFailed });
          });
        },
      },
    );
  };

  const navButton =
    'flex h-10 w-10 items-center justify-center rounded-full border border-slate-300 text-lg hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none dark:border-slate-600 dark:hover:bg-slate-800 cursor-pointer';

  return (
    <Modal open onClose={onClose} title={`Log ${habit.name}`}>
      <form onSubmit={onSubmit} className="grid gap-4">
        <div className="flex items-center justify-between gap-2">
          <button
            type="button"
            className={navButton}
            aria-label="Previous day"
            onClick={() => {
              goTo(addDays(date, -1));
            }}
          >
            ‹
          </button>
          <div className="text-center" aria-live="polite">
            <p className="text-lg font-semibold">{weekdayName(date)}</p>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {relativeDateLabel(date, today)}
            </p>
          </div>
          {canGoToNextDay(date, today) ? (
            <button
              type="button"
              className={navButton}
              aria-label="Next day"
              onClick={() => {
                goTo(addDays(date, 1));
              }}
            >
              ›
            </button>
          ) : (
            <span className="h-10 w-10" aria-hidden="true" />
          )}
        </div>
        <div className="text-center">
          <button
            type="button"
            aria-expanded={picking}
            onClick={() => {
              setPicking((p) => !p);
            }}
            className="rounded text-sm font-medium text-brand underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none dark:text-teal-300"
          >
            Select different date
          </button>
          {picking && (
            <div className="mt-2">
              <label htmlFor="log-date" className="sr-only">
                Date
              </label>
              <Input
                id="log-date"
                type="date"
                max={latestSelectableDate(today)}
                value={date}
                onChange={(e) => {
                  if (isIsoDate(e.target.value)) goTo(e.target.value);
                }}
              />
            </div>
          )}
        </div>

        {habit.goalType === 'number' ? (
          <Field label="Amount">
            {(id) => (
              <Input
                id={id}
                type="number"
                min={0}
                step="any"
                inputMode="decimal"
                value={value}
                onChange={(e) => {
                  setValue(e.target.value);
                }}
              />
            )}
          </Field>
        ) : (
          <Field label={habit.goalType === 'level' ? 'Level' : 'Custom tag'}>
            {(id) => (
              <Select
                id={id}
                value={value}
                onChange={(e) => {
                  setValue(e.target.value);
                }}
              >
                <option value="">
                  {habit.goalType === 'level' ? 'Select a level' : 'Select a custom tag'}
                </option>
                {logValueOptions(habit).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        )}
        <NoteField note={note} onChange={setNote} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" color={habit.color} disabled={log.isPending}>
            {log.isPending ? 'Logging...' : 'Log Entry'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

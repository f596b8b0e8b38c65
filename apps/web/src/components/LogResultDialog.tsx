import {
  canStepDown,
  canStepUp,
  entryValueProblem,
  fullDateText,
  initialLogValue,
  logEntryBody,
  stepDown,
  stepUp,
  type Entry,
  type Habit,
  type IsoDate,
  type LogValue,
} from '@taper/domain';
import { Button, Modal, Stepper, toast } from '@taper/ui';
import { useState, type SyntheticEvent } from 'react';
import { useLogEntry, useUpdateEntry } from '../hooks/entries';
import { onMutationError } from '../lib/errors';
import { MESSAGES } from '../messages';
import { NoteField } from './NoteField';
import { displayLogValue } from './entry-value';

export interface LogResultDialogProps {
  habit: Habit;
  date: IsoDate;
  /** The entry already logged for that date, if any: it is updated rather than created. */
  existing: Entry | undefined;
  onClose: () => void;
}

/** Variant A (from the calendar): the full date, a −/+ stepper, a note, Cancel and Save Result. */
export function LogResultDialog({ habit, date, existing, onClose }: LogResultDialogProps) {
  const [value, setValue] = useState<LogValue>(() => initialLogValue(habit, existing));
  const [note, setNote] = useState(existing?.note ?? '');
  const create = useLogEntry();
  const update = useUpdateEntry();
  const pending = create.isPending || update.isPending;

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const valueFields =
      habit.goalType === 'number' ? { actualValue: value } : { levelValue: String(value) };
    const problem = entryValueProblem(habit, valueFields);
    if (problem) {
      toast({ variant: 'destructive', ...problem });
      return;
    }
    const body = { habitId: habit.id, ...logEntryBody(habit, date, value, note) };
    const handlers = {
      onSuccess: () => {
        toast(MESSAGES.entrySaved);
        onClose();
      },
      onError: (error: unknown) => {
        onMutationError(error, () => {
          toast({ variant: 'destructive', ...MESSAGES.entrySaveFailed });
        });
      },
    };
    if (existing) update.mutate({ entryId: existing.id, ...body }, handlers);
    else create.mutate({ id: habit.id, ...body }, handlers);
  };

  const unit =
    habit.goalType === 'number' ? 'amount' : habit.goalType === 'level' ? 'level' : 'tag';
  return (
    <Modal open onClose={onClose} title="Log Result" description={fullDateText(date)}>
      <form onSubmit={onSubmit} className="grid gap-5">
        <p className="text-center text-sm text-slate-600 dark:text-slate-300">{habit.name}</p>
        <Stepper
          label={unit}
          display={displayLogValue(habit, value)}
          color={undefined}
          canDecrement={canStepDown(habit, value)}
          canIncrement={canStepUp(habit, value)}
          onDecrement={() => {
            setValue((v) => stepDown(habit, v));
          }}
          onIncrement={() => {
            setValue((v) => stepUp(habit, v));
          }}
        />
        <NoteField note={note} onChange={setNote} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" color={habit.color} disabled={pending}>
            Save Result
          </Button>
        </div>
      </form>
    </Modal>
  );
}

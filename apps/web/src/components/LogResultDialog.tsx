import type { LogValue } from '../forms/logDialog';
import {
  canStepDown,
  canStepUp,
  initialLogValue,
  isSkippedEntry,
  logEntryBody,
  skipEntryBody,
  stepBy,
  stepDown,
  stepUp,
} from '../forms/logDialog';
import {
  entryValueLabel,
  entryValueField,
  fullDateText,
  parseEntryNumber,
  type CalendarEntry,
  type Habit,
  type IsoDate,
} from '@taper/domain';
import { Button, DialogActions, Modal, Stepper } from '@taper/ui';
import { useState, type SyntheticEvent } from 'react';
import { useAnnounceSaved } from '../hooks/announce-saved';
import { useLogEntry } from '../hooks/entries';
import { failureToast } from '../lib/errors';
import { MESSAGES, OFFLINE_TEXTS } from '../messages';
import { SkipDaySwitch } from './log-dialog/SkipDaySwitch';
import { acceptLogValue } from './log-dialog/acceptLogValue';
import { DayGoalLine } from './log-dialog/DayGoalLine';
import { ClearEntryButton } from './log-dialog/ClearEntryButton';
import { NoteField } from './NoteField';
import { COMPONENT_TEXTS } from './messages';

export interface LogResultDialogProps {
  habit: Habit;
  date: IsoDate;
  /** The entry logged for that date, if any: the dialog starts from it (logging updates it). */
  existing: Pick<CalendarEntry, 'id' | 'actualValue' | 'levelValue' | 'note'> | undefined;
  onClose: () => void;
}

/**
 * Variant A (from the calendar): the full date, a −/+ stepper (or 'Skip this day'), a note, Cancel
 * and Save Result.
 */
export function LogResultDialog({ habit, date, existing, onClose }: LogResultDialogProps) {
  const [value, setValue] = useState<LogValue>(() => initialLogValue(habit, existing));
  const [note, setNote] = useState(existing?.note ?? '');
  const [skip, setSkip] = useState(() => isSkippedEntry(existing));
  const log = useLogEntry(habit);
  const announce = useAnnounceSaved(habit);

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!skip && !acceptLogValue(habit, value)) return;
    const body = skip ? skipEntryBody(date, note) : logEntryBody(habit, date, value, note);
    log.mutate(
      { id: habit.id, ...body },
      {
        onSuccess: (outcome) => {
          // Saving over a logged day offers Undo, which puts the replaced entry back.
          announce(
            outcome,
            { sent: MESSAGES.entrySaved, queued: OFFLINE_TEXTS.savedOffline(habit.name) },
            existing ? { ...existing, date } : null,
          );
          onClose();
        },
        onError: (error: unknown) => {
          failureToast(error, MESSAGES.entrySaveFailed);
        },
      },
    );
  };

  const unit =
    habit.goalType === 'number' ? 'amount' : habit.goalType === 'level' ? 'level' : 'tag';
  const shown = entryValueLabel(habit, { [entryValueField(habit)]: value });
  return (
    <Modal
      open
      onClose={onClose}
      title={COMPONENT_TEXTS.logResult}
      description={fullDateText(date)}
    >
      <form onSubmit={onSubmit} className="grid gap-5">
        <p className="text-center text-sm text-slate-600 dark:text-slate-300">{habit.name}</p>
        <DayGoalLine habitId={habit.id} date={date} />
        <SkipDaySwitch skip={skip} onChange={setSkip} />
        {!skip && (
          <Stepper
            label={unit}
            display={shown}
            color={undefined}
            canDecrement={canStepDown(habit, value)}
            canIncrement={canStepUp(habit, value)}
            onDecrement={() => {
              setValue((v) => stepDown(habit, v));
            }}
            onIncrement={() => {
              setValue((v) => stepUp(habit, v));
            }}
            onSteps={(steps) => {
              setValue((v) => stepBy(habit, v, steps));
            }}
            {...(habit.goalType === 'number'
              ? {
                  text: String(value),
                  onTextChange: setValue,
                  valueNow: parseEntryNumber(value),
                }
              : {})}
          />
        )}
        <NoteField note={note} onChange={setNote} />
        <DialogActions onCancel={onClose}>
          <ClearEntryButton
            habit={habit}
            entry={existing ? { ...existing, date } : undefined}
            onCleared={onClose}
          />
          <Button type="submit" color={habit.color} disabled={log.isPending}>
            {COMPONENT_TEXTS.saveResult}
          </Button>
        </DialogActions>
      </form>
    </Modal>
  );
}

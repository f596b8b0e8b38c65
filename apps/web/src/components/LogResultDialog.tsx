import type { LogValue } from '../forms/logDialog';
import { initialLogValue, isSkippedEntry, logEntryBody, skipEntryBody } from '../forms/logDialog';
import { type CalendarEntry, type Habit, type IsoDate } from '@taper/domain';
import { fullDateText } from '../lib/dates';
import { Button, DialogActions, Modal } from '@taper/ui';
import { useState, type SyntheticEvent } from 'react';
import { useAnnounceSaved } from '../hooks/announce-saved';
import { useLogEntry } from '../hooks/entries';
import { failureToast } from '../lib/errors';
import { MESSAGES, OFFLINE_TEXTS } from '../messages';
import { SkipDaySwitch } from './log-dialog/SkipDaySwitch';
import { acceptLogValue } from './log-dialog/acceptLogValue';
import { DayGoalLine } from './log-dialog/DayGoalLine';
import { LogValueControl } from './log-dialog/LogValueControl';
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
 * Variant A (from the calendar): the full date, the value control both Log dialogs share (a −/+
 * stepper), or 'Skip this day', a note, Clear, Cancel and Save Result.
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

  return (
    <Modal
      open
      busy={log.isPending}
      onClose={onClose}
      title={COMPONENT_TEXTS.logResult}
      description={fullDateText(date)}
    >
      <form onSubmit={onSubmit} className="grid gap-5">
        <p className="text-center text-sm text-slate-600 dark:text-slate-300">
          <bdi>{habit.name}</bdi>
        </p>
        <DayGoalLine habitId={habit.id} date={date} />
        <SkipDaySwitch skip={skip} onChange={setSkip} />
        {!skip && <LogValueControl habit={habit} value={value} onChange={setValue} />}
        <NoteField note={note} onChange={setNote} />
        <DialogActions onCancel={onClose}>
          <ClearEntryButton
            habit={habit}
            entry={existing ? { ...existing, date } : undefined}
            onCleared={onClose}
          />
          <Button type="submit" color={habit.color} pending={log.isPending}>
            {COMPONENT_TEXTS.saveResult}
          </Button>
        </DialogActions>
      </form>
    </Modal>
  );
}

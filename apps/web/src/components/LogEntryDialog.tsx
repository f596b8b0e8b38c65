import { logEntryBody, skipEntryBody } from '../forms/logDialog';
import { type Habit, type IsoDate } from '@taper/domain';
import { Button, DialogActions, Modal } from '@taper/ui';
import type { SyntheticEvent } from 'react';
import { useAnnounceSaved } from '../hooks/announce-saved';
import { useLogEntry } from '../hooks/entries';
import type { LoggedValues } from '../lib/entry-queue/overlay';
import { failureToast } from '../lib/errors';
import { MESSAGES, OFFLINE_TEXTS } from '../messages';
import { acceptLogValue } from './log-dialog/acceptLogValue';
import { ClearEntryButton } from './log-dialog/ClearEntryButton';
import { DateNavigator } from './log-dialog/DateNavigator';
import { DayGoalLine } from './log-dialog/DayGoalLine';
import { DifferentDatePicker } from './log-dialog/DifferentDatePicker';
import { LogValueControl } from './log-dialog/LogValueControl';
import { SkipDaySwitch } from './log-dialog/SkipDaySwitch';
import { useLogEntryDraft } from './log-dialog/useLogEntryDraft';
import { NoteField } from './NoteField';
import { COMPONENT_TEXTS } from './messages';

export interface LogEntryDialogProps {
  habit: Habit;
  /** The habit's entries, to start from a date's logged value. */
  entries: readonly LoggedValues[];
  today: IsoDate;
  /** The day the dialog opens on; today when omitted. */
  date?: IsoDate;
  onClose: () => void;
}

/**
 * Variant B (from a summary card): a date navigator (next hidden past today), the weekday and a
 * relative label, 'Select different date', 'Skip this day' or the value control both Log dialogs
 * share (an amount, a level or a tag), a note, Clear, Cancel, Log Entry.
 */
export function LogEntryDialog({ habit, entries, today, date, onClose }: LogEntryDialogProps) {
  const draft = useLogEntryDraft(habit, entries, today, date);
  const log = useLogEntry(habit);
  const announce = useAnnounceSaved(habit);

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!draft.skip && !acceptLogValue(habit, draft.value)) return;
    // What this save replaces, if the day was logged: the toast's Undo puts it back.
    const replaced = draft.existing ?? null;
    log.mutate(
      {
        id: habit.id,
        ...(draft.skip
          ? skipEntryBody(draft.date, draft.note)
          : logEntryBody(habit, draft.date, draft.value, draft.note)),
      },
      {
        onSuccess: (outcome) => {
          announce(
            outcome,
            {
              sent: MESSAGES.entryLogged(habit.name),
              queued: OFFLINE_TEXTS.savedOffline(habit.name),
            },
            replaced,
          );
          onClose();
        },
        onError: (error) => {
          failureToast(error, MESSAGES.entryLogFailed);
        },
      },
    );
  };

  return (
    <Modal busy={log.isPending} open onClose={onClose} title={COMPONENT_TEXTS.logHabit(habit.name)}>
      <form onSubmit={onSubmit} className="grid gap-4">
        <DateNavigator date={draft.date} today={today} onGo={draft.goTo} />
        <DifferentDatePicker date={draft.date} today={today} onPick={draft.goTo} />
        <DayGoalLine habitId={habit.id} date={draft.date} />
        <SkipDaySwitch skip={draft.skip} onChange={draft.setSkip} />
        {!draft.skip && (
          <LogValueControl
            habit={habit}
            value={draft.value}
            onChange={(value) => {
              draft.setValue(String(value));
            }}
          />
        )}
        <NoteField note={draft.note} onChange={draft.setNote} />
        <DialogActions onCancel={onClose}>
          <ClearEntryButton habit={habit} entry={draft.existing} onCleared={onClose} />
          <Button type="submit" color={habit.color} pending={log.isPending}>
            {log.isPending ? COMPONENT_TEXTS.logging : COMPONENT_TEXTS.logEntry}
          </Button>
        </DialogActions>
      </form>
    </Modal>
  );
}

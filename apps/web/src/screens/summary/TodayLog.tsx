import type { LogValue } from '../../forms/logDialog';
import { initialLogValue, logEntryBody } from '../../forms/logDialog';
import { addDays, type Habit, type IsoDate, type PendingCalendarDay } from '@taper/domain';
import { useMemo, useState } from 'react';
import { useAnnounceSaved } from '../../hooks/announce-saved';
import { useLogEntry } from '../../hooks/entries';
import { acceptLogValue } from '../../components/log-dialog/acceptLogValue';
import { failureToast } from '../../lib/errors';
import { MESSAGES, OFFLINE_TEXTS } from '../../messages';
import { ToggleGroup } from '../../components/ToggleGroup';
import { BoardStatus } from './BoardStatus';
import { SkipDayButton } from './SkipDayButton';
import { QUICK_LOG_TEXTS, SUMMARY_TEXTS } from './messages';
import { useQuickLog } from './useQuickLog';
import { AmountForm, OptionButtons } from './TodayLogInputs';

type Day = 'today' | 'yesterday';

// A function: its texts are read when drawn, in the language shown then.
const DAY_OPTIONS = () =>
  [
    { value: 'today', label: SUMMARY_TEXTS.today },
    { value: 'yesterday', label: SUMMARY_TEXTS.yesterday },
  ] as const;

/** Today or yesterday: one tap. */
function DayToggle({ habit, day, onDay }: { habit: Habit; day: Day; onDay: (day: Day) => void }) {
  return (
    <ToggleGroup
      label={SUMMARY_TEXTS.dayToLog(habit.name)}
      options={DAY_OPTIONS()}
      value={day}
      onChange={onDay}
      className="flex gap-1"
      buttonClassName="border px-2 py-0.5 text-xs"
    />
  );
}

/** Saves the board's value for `date`, saying so with Undo when it replaced a logged value. */
function useBoardSave(habit: Habit, date: IsoDate, entry: PendingCalendarDay['entry']) {
  const log = useLogEntry(habit);
  const announce = useAnnounceSaved(habit);
  const onSave = (value: LogValue): boolean => {
    if (!acceptLogValue(habit, value)) return false;
    log.mutate(
      { id: habit.id, ...logEntryBody(habit, date, value, entry?.note) },
      {
        onSuccess: (outcome) => {
          // Logging over a logged day offers Undo, which puts the replaced entry back.
          announce(
            outcome,
            {
              sent: MESSAGES.entryLogged(habit.name),
              queued: OFFLINE_TEXTS.savedOffline(habit.name),
            },
            entry ? { ...entry, date } : null,
          );
        },
        onError: (error) => {
          failureToast(error, MESSAGES.entryLogFailed);
        },
      },
    );
    return true;
  };
  return { onSave, pending: log.isPending };
}

/**
 * A summary card's today board: what is logged for today (or yesterday, one tap away), and
 * logging it in place without a dialog.
 */
export function TodayLog({
  habit,
  today,
  calendar,
}: {
  habit: Habit;
  today: IsoDate;
  calendar: readonly PendingCalendarDay[];
}) {
  const [day, setDay] = useState<Day>('today');
  const date = day === 'today' ? today : addDays(today, -1);
  const cell = calendar.find((candidate) => candidate.date === date);
  const entry = cell?.entry ?? null;
  const skipped = cell?.status === 'skipped';
  const dayLabel = day === 'today' ? QUICK_LOG_TEXTS.dayToday : QUICK_LOG_TEXTS.dayYesterday;
  const { onSave, pending } = useBoardSave(habit, date, entry);
  const quickDays = useMemo(() => [{ date, entry }], [date, entry]);
  const quick = useQuickLog(habit, quickDays);

  // In the order a keyboard goes: the value (and Save), then the day, then Skip.
  return (
    <section
      aria-label={QUICK_LOG_TEXTS.board(habit.name, dayLabel)}
      className="grid min-w-0 gap-2"
    >
      <BoardStatus habitId={habit.id} cell={cell} />
      {habit.goalType === 'number' ? (
        <AmountForm
          key={date}
          habit={habit}
          dayLabel={dayLabel}
          start={initialLogValue(habit, entry)}
          onSave={onSave}
          onPlusOne={() => {
            quick.tap({ date, entry });
          }}
          pending={pending}
        />
      ) : (
        <OptionButtons
          habit={habit}
          dayLabel={dayLabel}
          current={entry?.levelValue ?? null}
          onSave={onSave}
          pending={pending}
        />
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <DayToggle habit={habit} day={day} onDay={setDay} />
        <SkipDayButton
          habit={habit}
          date={date}
          dayLabel={dayLabel}
          entry={entry}
          skipped={skipped}
        />
      </div>
    </section>
  );
}

import type { LogValue } from '../../forms/logDialog';
import { initialLogValue, logEntryBody, logValueOptions, stepBy } from '../../forms/logDialog';
import { addDays, type Habit, type IsoDate, type PendingCalendarDay } from '@taper/domain';
import { Button, cn, readableTextOn } from '@taper/ui';
import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type SyntheticEvent,
} from 'react';
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

type Day = 'today' | 'yesterday';

const CHIP = 'rounded-md border px-2 py-1 text-sm font-medium';

const DAY_OPTIONS = [
  { value: 'today', label: SUMMARY_TEXTS.today },
  { value: 'yesterday', label: SUMMARY_TEXTS.yesterday },
] as const;

/** Today or yesterday: one tap. */
function DayToggle({ habit, day, onDay }: { habit: Habit; day: Day; onDay: (day: Day) => void }) {
  return (
    <ToggleGroup
      label={SUMMARY_TEXTS.dayToLog(habit.name)}
      options={DAY_OPTIONS}
      value={day}
      onChange={onDay}
      className="flex gap-1"
      buttonClassName="border px-2 py-0.5 text-xs"
    />
  );
}

/** The summary cards' amount inputs carry this attribute: Enter in one moves to the next. */
const VALUE_ATTRIBUTE = 'data-today-value';

/** Focuses the next card's amount (or first option) after `from`, if there is one. */
function focusNextCard(from: HTMLElement) {
  const all = [...document.querySelectorAll<HTMLElement>(`[${VALUE_ATTRIBUTE}]`)];
  const next = all[all.indexOf(from) + 1];
  next?.focus();
}

/**
 * A number goal: type the amount (arrows step, PageUp/PageDown by ten), − and +. Enter saves and
 * moves to the next card's value; Save saves and keeps the focus. Nothing focused is ever removed
 * or disabled by a save, so the focus never falls out of the card.
 */
function AmountForm({
  habit,
  dayLabel,
  start,
  onSave,
  onPlusOne,
  pending,
}: {
  habit: Habit;
  dayLabel: string;
  start: LogValue;
  onSave: (value: LogValue) => boolean;
  /** '+1': one more, saved at once (a burst of taps is one entry). */
  onPlusOne: () => void;
  pending: boolean;
}) {
  const [text, setText] = useState(String(start));
  const input = useRef<HTMLInputElement>(null);
  // A value logged elsewhere (the dialog, another device) shows, unless the user is typing here.
  useEffect(() => {
    if (document.activeElement !== input.current) setText(String(start));
  }, [start]);
  const step = (steps: number) => {
    setText((current) => String(stepBy(habit, current, steps)));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (!pending && onSave(text)) focusNextCard(event.currentTarget);
      return;
    }
    const steps = { ArrowUp: 1, ArrowDown: -1, PageUp: 10, PageDown: -10 }[event.key];
    if (steps === undefined) return;
    event.preventDefault();
    step(steps);
  };
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!pending) onSave(text);
  };
  const stepButton = (sign: '−' | '+', steps: number) => (
    <button
      type="button"
      tabIndex={-1}
      aria-label={`${steps > 0 ? 'Increase' : 'Decrease'} ${habit.name}`}
      onClick={() => {
        step(steps);
      }}
      className={cn(CHIP, 'h-9 w-9 shrink-0 border-slate-300 dark:border-slate-600')}
    >
      {sign}
    </button>
  );
  return (
    <form onSubmit={onSubmit} className="flex min-w-0 flex-wrap items-center gap-2">
      {stepButton('−', -1)}
      <input
        ref={input}
        {...{ [VALUE_ATTRIBUTE]: '' }}
        role="spinbutton"
        aria-label={`${habit.name} ${dayLabel}`}
        aria-valuenow={Number.isFinite(Number(text)) ? Number(text) : undefined}
        inputMode="decimal"
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          event.target.select();
        }}
        className="h-9 max-w-20 min-w-0 grow basis-12 rounded-md border border-slate-300 bg-white px-2 text-center text-base tabular-nums dark:border-slate-600 dark:bg-slate-900"
      />
      {stepButton('+', 1)}
      <Button
        type="submit"
        size="sm"
        color={habit.color}
        aria-disabled={pending}
        className="shrink-0"
      >
        {SUMMARY_TEXTS.save}
      </Button>
      <Button
        type="button"
        size="sm"
        variant="outline"
        aria-label={QUICK_LOG_TEXTS.plusOneLabel(habit.name, dayLabel)}
        className="shrink-0 tabular-nums"
        onClick={onPlusOne}
      >
        {QUICK_LOG_TEXTS.plusOne}
      </Button>
    </form>
  );
}

/** A level or tag goal: one tap per option logs it (the focus stays on the option tapped). */
function OptionButtons({
  habit,
  dayLabel,
  current,
  onSave,
  pending,
}: {
  habit: Habit;
  dayLabel: string;
  current: string | null;
  onSave: (value: LogValue) => boolean;
  pending: boolean;
}) {
  return (
    <div role="group" aria-label={`${habit.name} ${dayLabel}`} className="flex flex-wrap gap-1">
      {logValueOptions(habit).map((option, index) => (
        <button
          key={option.value}
          type="button"
          {...(index === 0 ? { [VALUE_ATTRIBUTE]: '' } : {})}
          aria-disabled={pending}
          aria-pressed={current === option.value}
          title={option.label}
          onClick={() => {
            if (!pending) onSave(option.value);
          }}
          className={cn(
            CHIP,
            'max-w-full text-left [overflow-wrap:anywhere]',
            current === option.value
              ? ''
              : 'border-slate-300 text-slate-800 dark:border-slate-600 dark:text-slate-100',
          )}
          style={
            current === option.value
              ? {
                  backgroundColor: habit.color,
                  borderColor: habit.color,
                  color: readableTextOn(habit.color),
                }
              : undefined
          }
        >
          {option.label}
        </button>
      ))}
    </div>
  );
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
  const log = useLogEntry(habit);
  const announce = useAnnounceSaved(habit);
  const dayLabel = day === 'today' ? 'today' : 'yesterday';
  const quickDays = useMemo(() => [{ date, entry }], [date, entry]);
  const quick = useQuickLog(habit, quickDays);

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
          pending={log.isPending}
        />
      ) : (
        <OptionButtons
          habit={habit}
          dayLabel={dayLabel}
          current={entry?.levelValue ?? null}
          onSave={onSave}
          pending={log.isPending}
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

/** What a today board logs with: a number's amount form, a level's or tags' option buttons. */
import type { LogValue } from '../../forms/logDialog';
import { logValueOptions, stepBy } from '../../forms/logDialog';
import type { Habit } from '@taper/domain';
import { Button, cn, readableTextOn } from '@taper/ui';
import { useEffect, useRef, useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import { QUICK_LOG_TEXTS, SUMMARY_TEXTS } from './messages';

/** A chip: the step buttons and the options share its look. */
export const CHIP = 'rounded-md border px-2 py-1 text-sm font-medium';

/** The summary cards' amount inputs carry this attribute: Enter in one moves to the next. */
const VALUE_ATTRIBUTE = 'data-today-value';

/** Focuses the next card's amount (or first option) after `from`, if there is one. */
function focusNextCard(from: HTMLElement) {
  const all = [...document.querySelectorAll<HTMLElement>(`[${VALUE_ATTRIBUTE}]`)];
  const next = all[all.indexOf(from) + 1];
  next?.focus();
}

/** The amount typed, kept in step with a value logged elsewhere unless the user is typing. */
function useAmountText(habit: Habit, start: LogValue) {
  const [text, setText] = useState(String(start));
  const input = useRef<HTMLInputElement>(null);
  // A value logged elsewhere (the dialog, another device) shows, unless the user is typing here.
  useEffect(() => {
    if (document.activeElement !== input.current) setText(String(start));
  }, [start]);
  const step = (steps: number) => {
    setText((current) => String(stepBy(habit, current, steps)));
  };
  return { text, setText, input, step };
}

/** − or +: a pointer's shortcut for the arrow keys, so not a Tab stop of its own. */
function StepButton({
  sign,
  steps,
  habitName,
  onStep,
}: {
  sign: '−' | '+';
  steps: number;
  habitName: string;
  onStep: (steps: number) => void;
}) {
  return (
    <button
      type="button"
      tabIndex={-1}
      aria-label={
        steps > 0 ? QUICK_LOG_TEXTS.increase(habitName) : QUICK_LOG_TEXTS.decrease(habitName)
      }
      onClick={() => {
        onStep(steps);
      }}
      className={cn(CHIP, 'h-9 w-9 shrink-0 border-slate-300 dark:border-slate-600')}
    >
      {sign}
    </button>
  );
}

/**
 * A number goal: type the amount (arrows step, PageUp/PageDown by ten), − and +. Enter saves and
 * moves to the next card's value; Save saves and keeps the focus. Nothing focused is ever removed
 * or disabled by a save, so the focus never falls out of the card.
 */
export function AmountForm({
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
  const { text, setText, input, step } = useAmountText(habit, start);
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
  return (
    <form onSubmit={onSubmit} className="flex min-w-0 flex-wrap items-center gap-2">
      <StepButton sign="−" steps={-1} habitName={habit.name} onStep={step} />
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
      <StepButton sign="+" steps={1} habitName={habit.name} onStep={step} />
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
        // '+1' reads left to right in every language (right to left it would show as '1+').
        dir="ltr"
        className="shrink-0 tabular-nums"
        onClick={onPlusOne}
      >
        {QUICK_LOG_TEXTS.plusOne}
      </Button>
    </form>
  );
}

/** A level or tag goal: one tap per option logs it (the focus stays on the option tapped). */
export function OptionButtons({
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
            'max-w-full text-start [overflow-wrap:anywhere]',
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

import type { KeyboardEvent } from 'react';
import { cn } from './cn';
import { UI_TEXTS } from './messages';

export interface StepperProps {
  /** What the value means, for screen readers (e.g. 'Cups'). */
  label: string;
  /** The value as shown. */
  display: string;
  onDecrement: () => void;
  onIncrement: () => void;
  canDecrement: boolean;
  canIncrement: boolean;
  color?: string;
  className?: string;
  /** Several steps at once (PageUp/PageDown are ten); without it keys take one step. */
  onSteps?: (steps: number) => void;
  /** The typed text, and what typing does: given, the value is a text box that takes digits. */
  text?: string;
  onTextChange?: (text: string) => void;
  /** The value as a number, for assistive technology (when it is one). */
  valueNow?: number;
}

const STEP_BUTTON_CLASS =
  'flex h-12 w-12 items-center justify-center rounded-full border-2 text-2xl font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-40 border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800';

/** One of the stepper's round buttons, named for screen readers by what it does. */
function StepButton({
  sign,
  label,
  onClick,
  enabled,
}: {
  sign: '−' | '+';
  label: string;
  onClick: () => void;
  enabled: boolean;
}) {
  return (
    <button
      type="button"
      className={cn(STEP_BUTTON_CLASS, 'shrink-0')}
      onClick={onClick}
      disabled={!enabled}
      aria-label={label}
    >
      {sign}
    </button>
  );
}

/** What a key does to a spinbutton: a step, ten steps (PageUp/PageDown), or nothing. */
function stepsForKey(key: string): number {
  return { ArrowUp: 1, ArrowDown: -1, PageUp: 10, PageDown: -10 }[key] ?? 0;
}

/**
 * A − value + control whose value is a spinbutton: ArrowUp/ArrowDown step, PageUp/PageDown step
 * by ten, Enter submits the form; with `onTextChange` digits can be typed too. The rules of what
 * the steps are live in the caller (domain stepper rules).
 */
export function Stepper({
  label,
  display,
  onDecrement,
  onIncrement,
  canDecrement,
  canIncrement,
  color,
  className,
  onSteps,
  text,
  onTextChange,
  valueNow,
}: StepperProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter' && !(event.currentTarget instanceof HTMLInputElement)) {
      event.preventDefault();
      event.currentTarget.closest('form')?.requestSubmit();
      return;
    }
    const steps = stepsForKey(event.key);
    if (steps === 0) return;
    event.preventDefault();
    if (onSteps) onSteps(steps);
    else if (steps > 0 && canIncrement) onIncrement();
    else if (steps < 0 && canDecrement) onDecrement();
  };
  const spin = {
    role: 'spinbutton',
    'aria-label': label,
    'aria-valuenow': valueNow,
    'aria-valuetext': display,
    onKeyDown,
    className: cn(
      // Between the two buttons it takes what is left (a 320 px dialog included), up to 10rem.
      'w-24 min-w-16 max-w-40 flex-auto rounded-md bg-transparent text-center font-bold tabular-nums [overflow-wrap:anywhere]',
      // A word ('Moderate', 'Select a level') a size that fits between the buttons; a number large.
      onTextChange || display.length <= 4 ? 'text-4xl' : 'text-xl leading-tight',
    ),
    style: color ? { color } : undefined,
  } as const;
  return (
    <div
      className={cn('flex items-center justify-center gap-3 sm:gap-6', className)}
      role="group"
      aria-label={label}
    >
      <StepButton
        sign="−"
        label={UI_TEXTS.decrease(label)}
        onClick={onDecrement}
        enabled={canDecrement}
      />
      {onTextChange ? (
        <input
          {...spin}
          inputMode="decimal"
          autoComplete="off"
          value={text ?? display}
          onChange={(event) => {
            onTextChange(event.target.value);
          }}
          onFocus={(event) => {
            event.target.select();
          }}
        />
      ) : (
        <div {...spin} tabIndex={0}>
          {display}
        </div>
      )}
      <StepButton
        sign="+"
        label={UI_TEXTS.increase(label)}
        onClick={onIncrement}
        enabled={canIncrement}
      />
    </div>
  );
}

import { cn } from './cn';

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
}

const STEP_BUTTON_CLASS =
  'flex h-12 w-12 items-center justify-center rounded-full border-2 text-2xl font-semibold transition-colors focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-40 border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800';

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
      className={STEP_BUTTON_CLASS}
      onClick={onClick}
      disabled={!enabled}
      aria-label={label}
    >
      {sign}
    </button>
  );
}

/** A − value + control; the rules of what the steps are live in the caller (domain stepper rules). */
export function Stepper({
  label,
  display,
  onDecrement,
  onIncrement,
  canDecrement,
  canIncrement,
  color,
  className,
}: StepperProps) {
  return (
    <div
      className={cn('flex items-center justify-center gap-6', className)}
      role="group"
      aria-label={label}
    >
      <StepButton
        sign="−"
        label={`Decrease ${label}`}
        onClick={onDecrement}
        enabled={canDecrement}
      />
      <output
        aria-live="polite"
        className="min-w-24 text-center text-4xl font-bold tabular-nums"
        style={color ? { color } : undefined}
      >
        {display}
      </output>
      <StepButton
        sign="+"
        label={`Increase ${label}`}
        onClick={onIncrement}
        enabled={canIncrement}
      />
    </div>
  );
}

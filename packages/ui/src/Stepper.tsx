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
  const btn =
    'flex h-12 w-12 items-center justify-center rounded-full border-2 text-2xl font-semibold transition-colors focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-40 border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800';
  return (
    <div
      className={cn('flex items-center justify-center gap-6', className)}
      role="group"
      aria-label={label}
    >
      <button
        type="button"
        className={btn}
        onClick={onDecrement}
        disabled={!canDecrement}
        aria-label={`Decrease ${label}`}
      >
        −
      </button>
      <output
        aria-live="polite"
        className="min-w-24 text-center text-4xl font-bold capitalize tabular-nums"
        style={color ? { color } : undefined}
      >
        {display}
      </output>
      <button
        type="button"
        className={btn}
        onClick={onIncrement}
        disabled={!canIncrement}
        aria-label={`Increase ${label}`}
      >
        +
      </button>
    </div>
  );
}

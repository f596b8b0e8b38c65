/** One day of a row in the list view: its result, tapped to log, held to type a value. */
import type { Habit } from '@taper/domain';
import { cn, PlanStepMark, readableTextOn } from '@taper/ui';
import { useRef, type CSSProperties, type KeyboardEvent, type MouseEvent } from 'react';
import { isSkippedEntry } from '../../../forms/logDialog';
import { LIST_TEXTS } from '../messages';
import type { ShownDay } from './spot';

/** How long a press is held before it opens the value for typing. */
const LONG_PRESS_MS = 500;

const OVER_HATCH: CSSProperties = {
  backgroundImage:
    'repeating-linear-gradient(135deg, transparent 0 4px, rgba(100, 116, 139, 0.45) 4px 6px)',
};

/**
 * A tap logs the day; a press held LONG_PRESS_MS opens its value for typing instead, and the click
 * that ends that press does nothing more.
 */
function useTapOrHold(onTap: () => void, onOpen: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const held = useRef(false);
  const stop = () => {
    clearTimeout(timer.current);
  };
  return {
    onPointerDown: () => {
      held.current = false;
      stop();
      timer.current = setTimeout(() => {
        held.current = true;
        onOpen();
      }, LONG_PRESS_MS);
    },
    onPointerUp: stop,
    onPointerLeave: stop,
    onPointerCancel: stop,
    onContextMenu: (event: MouseEvent) => {
      event.preventDefault();
    },
    onClick: () => {
      stop();
      if (held.current) {
        held.current = false;
        return;
      }
      onTap();
    },
  };
}

/** How a day looks by its result: skipped dashed, over hatched, a success in the habit's colour. */
function dayLook(habit: Habit, day: ShownDay, text: string, skipped: boolean) {
  const success = day.status === 'success';
  const over = day.status === 'over' || day.status === 'warning';
  const className = cn(
    'relative flex h-11 w-8 shrink-0 touch-manipulation items-center justify-center rounded-md font-semibold tabular-nums select-none',
    skipped
      ? 'border-2 border-dashed border-slate-500 bg-white text-slate-700 dark:border-slate-400 dark:bg-slate-900 dark:text-slate-200'
      : over
        ? 'border-2 border-solid border-slate-700 bg-slate-200 text-slate-900 dark:border-slate-200 dark:bg-slate-700 dark:text-slate-50'
        : success
          ? ''
          : 'border border-slate-300 bg-white text-slate-700 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200',
    // A word's first letters ('Mod…') fit the cell only a size smaller than a number.
    text.length > 2 ? 'text-[10px] tracking-tighter' : 'text-[13px]',
    day.pending && 'italic',
    // A hold kept the plan's step going: an amber bar along the cell's foot.
    day.held && 'shadow-[inset_0_-3px_0_0_var(--color-amber-500)]',
    day.isToday &&
      !success &&
      !over &&
      !skipped &&
      'border-2 border-slate-500 dark:border-slate-300',
  );
  const style = success
    ? { backgroundColor: habit.color, color: readableTextOn(habit.color) }
    : over
      ? OVER_HATCH
      : undefined;
  return { className, style };
}

export function DayCell({
  habit,
  day,
  label,
  tabbable,
  onTap,
  onOpen,
  onKeyDown,
  onFocus,
  buttonRef,
}: {
  habit: Habit;
  day: ShownDay;
  label: string;
  tabbable: boolean;
  onTap: () => void;
  onOpen: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onFocus: () => void;
  buttonRef: (element: HTMLButtonElement | null) => void;
}) {
  const press = useTapOrHold(onTap, onOpen);
  const skipped = day.status === 'skipped' || (day.pending === true && isSkippedEntry(day.entry));
  // The whole value ('Moderate'), cut to the cell's width by an ellipsis: what shows is the start of
  // what the cell's name says.
  const text = skipped ? LIST_TEXTS.skippedMark : (day.entry?.label ?? LIST_TEXTS.notLogged);
  const look = dayLook(habit, day, text, skipped);
  return (
    <button
      ref={buttonRef}
      type="button"
      tabIndex={tabbable ? 0 : -1}
      aria-label={label}
      // The cell shows a word's first letters ('Mod…'): keyboard focus shows it all (styles.css).
      title={label}
      data-full-text={label}
      // The cells sit at the row's right end: the tooltip opens leftwards, on the screen.
      data-tip-end
      data-date={day.date}
      data-status={day.status}
      data-plan-step={day.planStep ? day.planStep.label : undefined}
      data-held={day.held || undefined}
      data-day-dot
      {...press}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      className={look.className}
      style={look.style}
    >
      <span className="block max-w-full truncate px-px">{text}</span>
      {day.planStep && <PlanStepMark size="list" />}
    </button>
  );
}

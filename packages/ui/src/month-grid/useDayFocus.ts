import type { CalendarCell } from '@taper/domain';
import { keyInReadingDirection } from '../i18n';
import { useRef, useState, type KeyboardEvent } from 'react';

/**
 * How far a key moves the focus in a 7-column grid from `column` (0 = Monday), or undefined for
 * a key the grid leaves alone: arrows by a day or a week, Home/End to the week's ends.
 */
export function gridKeyDelta(key: string, column: number): number | undefined {
  const deltas: Record<string, number> = {
    ArrowLeft: -1,
    ArrowRight: 1,
    ArrowUp: -7,
    ArrowDown: 7,
    Home: -column,
    End: 6 - column,
  };
  return deltas[key];
}

/** The cell that takes the grid's one tab stop before any was chosen: today, else the month's first past day. */
function firstTabStop(cells: readonly CalendarCell[]): number {
  return Math.max(
    0,
    cells.findIndex((c) => c.isToday),
    cells.findIndex((c) => c.inMonth && !c.isFuture),
  );
}

/**
 * The month grid's roving focus: one day button is in the tab order, the keys of `gridKeyDelta`
 * move it, and future days can be neither focused nor reached.
 */
export function useDayFocus(cells: readonly CalendarCell[]) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [chosen, setChosen] = useState<number | null>(null);
  // A choice that no longer fits the cells (another month, a day now in the future) falls back.
  const active =
    chosen !== null && chosen < cells.length && !cells[chosen]?.isFuture
      ? chosen
      : firstTabStop(cells);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const delta = gridKeyDelta(keyInReadingDirection(event.key), index % 7);
    if (delta === undefined) return;
    event.preventDefault();
    const target = index + delta;
    const cell = cells[target];
    if (!cell || cell.isFuture) return;
    setChosen(target);
    buttons.current[target]?.focus();
  };

  return {
    /** The index of the day button in the tab order. */
    active,
    /** Makes `index` the tab stop (a clicked day). */
    choose: setChosen,
    onKeyDown,
    /** The ref callback of the day button at `index`. */
    buttonRef: (index: number) => (el: HTMLButtonElement | null) => {
      buttons.current[index] = el;
    },
  };
}

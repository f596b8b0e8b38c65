import { useRef, useState, type KeyboardEvent } from 'react';

/** Keys that move focus, and by how many items (rows of a grid move by `rowStep`). */
function moveFor(key: string, rowStep: number, count: number): ((index: number) => number) | null {
  switch (key) {
    case 'ArrowRight':
      return (index) => index + rowStep;
    case 'ArrowLeft':
      return (index) => index - rowStep;
    case 'ArrowDown':
      return (index) => index + 1;
    case 'ArrowUp':
      return (index) => index - 1;
    case 'Home':
      return () => 0;
    case 'End':
      return () => count - 1;
    default:
      return null;
  }
}

/**
 * One tab stop for a whole chart: Tab enters it at the last item focused (`initial` at first),
 * the arrow keys, Home and End move between items. `rowStep` is 7 for a grid of weeks of days.
 */
export function useRovingFocus(count: number, rowStep = 1, initial = count - 1) {
  const [active, setActive] = useState<number | null>(null);
  const items = useRef(new Map<number, SVGElement | null>());
  const current =
    active === null || active >= count ? Math.min(count - 1, Math.max(0, initial)) : active;

  const onKeyDown = (event: KeyboardEvent) => {
    const move = moveFor(event.key, rowStep, count);
    if (!move || count === 0) return;
    event.preventDefault();
    const next = Math.min(count - 1, Math.max(0, move(current)));
    setActive(next);
    items.current.get(next)?.focus();
  };

  return {
    active: current,
    onKeyDown,
    itemProps: (index: number) => ({
      tabIndex: index === current ? 0 : -1,
      ref: (element: SVGElement | null) => {
        items.current.set(index, element);
      },
      onFocus: () => {
        setActive(index);
      },
    }),
  };
}

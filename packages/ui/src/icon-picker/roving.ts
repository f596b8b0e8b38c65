import { useRef, type KeyboardEvent } from 'react';
import type { PickerIcon } from './prepare-icons';

/** Icons to a row in every icon grid. */
export const ICON_COLUMNS = 8;
/** How long typed letters add up to one search before starting again. */
const TYPE_AHEAD_MS = 700;

type Groups = readonly (readonly PickerIcon[])[];

/** The icon one row down (+1) or up (-1) from group g, index i: the next group's row when this one ends. */
function verticalTarget(
  groups: Groups,
  g: number,
  i: number,
  direction: 1 | -1,
): PickerIcon | undefined {
  const group = groups[g] ?? [];
  const column = i % ICON_COLUMNS;
  const lastRow = Math.floor((group.length - 1) / ICON_COLUMNS);
  const row = Math.floor(i / ICON_COLUMNS);
  if (direction === 1 && row < lastRow) return group[Math.min(i + ICON_COLUMNS, group.length - 1)];
  if (direction === -1 && row > 0) return group[i - ICON_COLUMNS];
  const next = groups[(g + direction + groups.length) % groups.length] ?? [];
  const rowStart =
    direction === 1 ? 0 : Math.floor((next.length - 1) / ICON_COLUMNS) * ICON_COLUMNS;
  return next[Math.min(rowStart + column, next.length - 1)];
}

/**
 * Where a navigation key moves from the icon `id` across the picker's groups (each a grid of
 * ICON_COLUMNS), wrapping: Left/Right through every icon in order, Up/Down by rows (into the
 * next/previous group at the same column), Home/End to the first/last. Undefined for other keys.
 */
export function keyTarget(groups: Groups, id: string, key: string): PickerIcon | undefined {
  const all = groups.flat();
  if (all.length === 0) return undefined;
  const at = Math.max(
    0,
    all.findIndex((icon) => icon.id === id),
  );
  const currentId = all[at]?.id;
  const g = groups.findIndex((group) => group.some((icon) => icon.id === currentId));
  const i = (groups[g] ?? []).findIndex((icon) => icon.id === currentId);
  switch (key) {
    case 'ArrowRight':
      return all[(at + 1) % all.length];
    case 'ArrowLeft':
      return all[(at - 1 + all.length) % all.length];
    case 'ArrowDown':
      return verticalTarget(groups, g, i, 1);
    case 'ArrowUp':
      return verticalTarget(groups, g, i, -1);
    case 'Home':
      return all[0];
    case 'End':
      return all[all.length - 1];
    default:
      return undefined;
  }
}

/** The next icon after `id` whose name starts with `typed`, wrapping round; one letter again moves on. */
export function typeAheadTarget(
  icons: readonly PickerIcon[],
  id: string,
  typed: string,
): PickerIcon | undefined {
  const index = Math.max(
    0,
    icons.findIndex((icon) => icon.id === id),
  );
  const sameLetter = typed === typed.charAt(0).repeat(typed.length);
  const wanted = (sameLetter ? typed.charAt(0) : typed).toLowerCase();
  const start = sameLetter ? 1 : 0;
  for (let step = start; step < icons.length + start; step += 1) {
    const candidate = icons[(index + step) % icons.length];
    if (candidate?.displayName.toLowerCase().startsWith(wanted)) return candidate;
  }
  return undefined;
}

/**
 * One tab stop for all the picker's choosable icons (roving tabindex): the chosen icon, or the
 * first. Keys move focus and choose. Locked groups are left out of `groups`: the keyboard skips them.
 */
export function useIconRoving(groups: Groups, value: string, onChange: (id: string) => void) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const typed = useRef({ text: '', at: 0 });
  const all = groups.flat();
  const tabStop = all.some((icon) => icon.id === value) ? value : all[0]?.id;

  const register = (id: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(id, element);
    else buttons.current.delete(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (all.length === 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    const from = all.find((icon) => buttons.current.get(icon.id) === document.activeElement);
    if (!from) return;
    let target = keyTarget(groups, from.id, event.key);
    if (!target && event.key.length === 1 && event.key !== ' ') {
      const now = Date.now();
      const text =
        now - typed.current.at > TYPE_AHEAD_MS ? event.key : typed.current.text + event.key;
      typed.current = { text, at: now };
      target = typeAheadTarget(all, from.id, text);
    }
    if (!target) return;
    event.preventDefault();
    buttons.current.get(target.id)?.focus();
    onChange(target.id);
  };

  return { tabStop, register, onKeyDown };
}

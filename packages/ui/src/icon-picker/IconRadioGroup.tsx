import { useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '../cn';
import { LockGlyph } from '../glyphs';
import { IconImage } from '../IconImage';
import type { PickerIcon } from './prepare-icons';

/** The picker's current icon and how to change it. */
export interface IconSelection {
  value: string;
  onChange: (iconId: string) => void;
  /** The habit colour: the chosen icon's fill. */
  color: string;
}

/** Icons to a row: the grid's columns and the step of ArrowUp/ArrowDown. */
export const ICON_COLUMNS = 8;
/** How long typed letters add up to one search before starting again. */
const TYPE_AHEAD_MS = 700;

/** One icon as a radio; a locked (Premium) one can be seen but not chosen. */
function IconChoice({
  icon,
  locked,
  selection,
  tabbable,
  buttonRef,
}: {
  icon: PickerIcon;
  locked: boolean;
  selection: IconSelection;
  tabbable: boolean;
  buttonRef: (element: HTMLButtonElement | null) => void;
}) {
  const selected = icon.id === selection.value;
  return (
    <button
      ref={buttonRef}
      type="button"
      role="radio"
      aria-checked={selected}
      aria-disabled={locked || undefined}
      aria-label={locked ? `${icon.displayName} (Premium, locked)` : icon.displayName}
      title={locked ? `${icon.displayName} — Premium` : icon.displayName}
      tabIndex={tabbable ? 0 : -1}
      onClick={() => {
        if (!locked) selection.onChange(icon.id);
      }}
      className={cn(
        'relative flex aspect-square items-center justify-center rounded-md border text-lg transition-colors focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none dark:focus-visible:ring-teal-300',
        selected
          ? 'border-transparent text-white'
          : 'border-slate-200 text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800',
        locked ? 'cursor-not-allowed opacity-50' : 'cursor-pointer',
      )}
      style={selected ? { backgroundColor: selection.color } : undefined}
    >
      <IconImage
        filePath={icon.filePath}
        className={cn('h-6 w-6', !selected && 'dark:invert')}
        inverted={selected}
      />
      {locked && (
        <span
          aria-hidden="true"
          className="absolute -top-1 -right-1 flex h-4 w-4 items-center justify-center rounded-full bg-amber-400 text-amber-950"
        >
          <LockGlyph className="h-2.5 w-2.5" />
        </span>
      )}
    </button>
  );
}

/** Where a navigation key moves from `index` in a grid of `count` icons; undefined for other keys. */
function keyTarget(key: string, index: number, count: number): number | undefined {
  const wrap = (next: number) => ((next % count) + count) % count;
  switch (key) {
    case 'ArrowRight':
      return wrap(index + 1);
    case 'ArrowLeft':
      return wrap(index - 1);
    case 'ArrowDown':
      return wrap(index + ICON_COLUMNS);
    case 'ArrowUp':
      return wrap(index - ICON_COLUMNS);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/** The next icon after `index` whose name starts with `typed`, wrapping round. */
function typeAheadTarget(
  icons: readonly PickerIcon[],
  index: number,
  typed: string,
): number | undefined {
  // One letter, pressed once or again and again, moves on to the next match; a word keeps the current one if it fits.
  const sameLetter = typed === typed.charAt(0).repeat(typed.length);
  const wanted = (sameLetter ? typed.charAt(0) : typed).toLowerCase();
  const start = sameLetter ? 1 : 0;
  for (let step = start; step < icons.length + start; step += 1) {
    const candidate = (index + step) % icons.length;
    if (icons[candidate]?.displayName.toLowerCase().startsWith(wanted)) return candidate;
  }
  return undefined;
}

/**
 * A labelled grid of icon radios, eight to a row, and one tab stop (roving tabindex): the arrow keys
 * move and choose in grid order, wrapping; Home/End go to the first/last; typing a name jumps to it.
 * A locked group (Premium icons for a FREE user) is skipped by the keyboard: no tab stop, no keys.
 */
export function IconRadioGroup({
  label,
  icons,
  locked,
  selection,
}: {
  label: string;
  icons: readonly PickerIcon[];
  locked: boolean;
  selection: IconSelection;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const typed = useRef({ text: '', at: 0 });
  const [focused, setFocused] = useState(0);
  const selectedIndex = icons.findIndex((icon) => icon.id === selection.value);
  const current = selectedIndex >= 0 ? selectedIndex : Math.min(focused, icons.length - 1);

  const moveTo = (index: number) => {
    const icon = icons[index];
    if (!icon) return;
    setFocused(index);
    buttons.current[index]?.focus();
    selection.onChange(icon.id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (locked || icons.length === 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    const from = Math.max(
      0,
      buttons.current.findIndex((button) => button === document.activeElement),
    );
    let target = keyTarget(event.key, from, icons.length);
    if (target === undefined && event.key.length === 1 && event.key !== ' ') {
      const now = Date.now();
      const text =
        now - typed.current.at > TYPE_AHEAD_MS ? event.key : typed.current.text + event.key;
      typed.current = { text, at: now };
      target = typeAheadTarget(icons, from, text);
      if (target === undefined) return;
    }
    if (target === undefined) return;
    event.preventDefault();
    moveTo(target);
  };

  return (
    <div
      role="radiogroup"
      aria-label={label}
      className="grid grid-cols-8 gap-1.5"
      onKeyDown={onKeyDown}
    >
      {icons.map((icon, index) => (
        <IconChoice
          key={icon.id}
          icon={icon}
          locked={locked}
          selection={selection}
          tabbable={!locked && index === current}
          buttonRef={(element) => {
            buttons.current[index] = element;
          }}
        />
      ))}
    </div>
  );
}

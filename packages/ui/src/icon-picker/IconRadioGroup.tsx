import { cn } from '../cn';
import { LockGlyph } from '../glyphs';
import { IconImage } from '../IconImage';
import type { PickerIcon } from './prepare-icons';
import { UI_TEXTS } from '../messages';

/** The picker's current icon and how to change it. */
export interface IconSelection {
  value: string;
  onChange: (iconId: string) => void;
  /** The habit colour: the chosen icon's fill. */
  color: string;
}

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
      aria-label={locked ? UI_TEXTS.lockedIcon(icon.displayName) : icon.displayName}
      title={locked ? UI_TEXTS.premiumTitle(icon.displayName) : icon.displayName}
      tabIndex={tabbable ? 0 : -1}
      onClick={() => {
        if (!locked) selection.onChange(icon.id);
      }}
      className={cn(
        'relative flex aspect-square items-center justify-center rounded-md border text-lg transition-colors',
        selected
          ? 'border-transparent text-white'
          : 'border-slate-200 text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800',
        locked ? 'cursor-not-allowed opacity-50' : 'cursor-pointer',
      )}
      style={selected ? { backgroundColor: selection.color } : undefined}
    >
      <IconImage
        filePath={icon.filePath}
        className={cn(
          'h-[min(1.5rem,24px)] w-[min(1.5rem,24px)] max-w-full',
          !selected && 'dark:invert',
        )}
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

/**
 * A labelled grid of icon radios, eight to a row. The picker owns the keyboard (see roving.ts):
 * only `tabStop` is a tab stop; a locked group (Premium icons for a FREE user) has none.
 */
export function IconRadioGroup({
  label,
  icons,
  locked,
  selection,
  tabStop,
  register,
}: {
  label: string;
  icons: readonly PickerIcon[];
  locked: boolean;
  selection: IconSelection;
  tabStop: string | undefined;
  register: (id: string) => (element: HTMLButtonElement | null) => void;
}) {
  return (
    <div role="radiogroup" aria-label={label} className="grid grid-cols-8 gap-[min(0.375rem,6px)]">
      {icons.map((icon) => (
        <IconChoice
          key={icon.id}
          icon={icon}
          locked={locked}
          selection={selection}
          tabbable={!locked && icon.id === tabStop}
          buttonRef={register(icon.id)}
        />
      ))}
    </div>
  );
}

import { PRESET_COLORS } from '../constants';
import { useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '../cn';
import { ConfirmDialog } from '../Dialog';
import { FOCUS_RING } from './SliderSurface';
import { UI_TEXTS } from '../messages';

type Preset = (typeof PRESET_COLORS)[number];

export const LEGEND_CLASS = 'mb-2 text-sm font-medium text-slate-800 dark:text-slate-200';

/** Where an arrow, Home or End moves among `count` swatches from `index`, wrapping; undefined for other keys. */
function presetTarget(key: string, index: number, count: number): number | undefined {
  if (key === 'ArrowRight' || key === 'ArrowDown') return (index + 1) % count;
  if (key === 'ArrowLeft' || key === 'ArrowUp') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/**
 * The preset swatches, one tab stop (roving tabindex: the arrows, Home and End move between them);
 * a chosen one is applied only once 'Confirm Color Choice' says so, so moving never chooses.
 */
export function ColorPresets({
  value,
  onConfirm,
}: {
  value: string;
  onConfirm: (hex: string) => void;
}) {
  const [pending, setPending] = useState<Preset | null>(null);
  const selectedIndex = PRESET_COLORS.findIndex(
    (preset) => preset.hex.toUpperCase() === value.toUpperCase(),
  );
  const [focused, setFocused] = useState<number | null>(null);
  const tabStop = focused ?? Math.max(0, selectedIndex);
  const swatches = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const from = swatches.current.findIndex((swatch) => swatch === document.activeElement);
    if (from < 0) return;
    const target = presetTarget(event.key, from, PRESET_COLORS.length);
    if (target === undefined) return;
    event.preventDefault();
    setFocused(target);
    swatches.current[target]?.focus();
  };
  return (
    <>
      <fieldset>
        <legend className={LEGEND_CLASS}>{UI_TEXTS.presets}</legend>
        <div className="flex flex-wrap gap-2" onKeyDown={onKeyDown}>
          {PRESET_COLORS.map((preset, index) => {
            const selected = preset.hex.toUpperCase() === value.toUpperCase();
            return (
              <button
                key={preset.hex}
                ref={(element) => {
                  swatches.current[index] = element;
                }}
                type="button"
                tabIndex={index === tabStop ? 0 : -1}
                aria-label={preset.name}
                aria-pressed={selected}
                title={preset.name}
                onClick={() => {
                  setFocused(index);
                  setPending(preset);
                }}
                className={cn(
                  'h-9 w-9 cursor-pointer rounded-full border-2 transition-transform hover:scale-110',
                  selected ? 'border-slate-900 dark:border-white' : 'border-transparent',
                  FOCUS_RING,
                )}
                style={{ backgroundColor: preset.hex }}
              />
            );
          })}
        </div>
      </fieldset>
      <ConfirmDialog
        open={pending !== null}
        title={UI_TEXTS.confirmColorChoice}
        description={pending ? UI_TEXTS.confirmColour(pending.name, pending.hex) : ''}
        confirmLabel={UI_TEXTS.useThisColor}
        onCancel={() => {
          setPending(null);
        }}
        onConfirm={() => {
          if (pending) onConfirm(pending.hex);
          setPending(null);
        }}
      >
        {pending && (
          <span
            aria-hidden="true"
            className="block h-12 w-full rounded-md"
            style={{ backgroundColor: pending.hex }}
          />
        )}
      </ConfirmDialog>
    </>
  );
}

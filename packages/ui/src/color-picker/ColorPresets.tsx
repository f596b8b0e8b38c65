import { PRESET_COLORS } from '../constants';
import { useState } from 'react';
import { cn } from '../cn';
import { ConfirmDialog } from '../Dialog';
import { FOCUS_RING } from './SliderSurface';
import { UI_TEXTS } from '../messages';

type Preset = (typeof PRESET_COLORS)[number];

export const LEGEND_CLASS = 'mb-2 text-sm font-medium text-slate-800 dark:text-slate-200';

/** The preset swatches; a chosen one is applied only once 'Confirm Color Choice' says so. */
export function ColorPresets({
  value,
  onConfirm,
}: {
  value: string;
  onConfirm: (hex: string) => void;
}) {
  const [pending, setPending] = useState<Preset | null>(null);
  return (
    <>
      <fieldset>
        <legend className={LEGEND_CLASS}>{UI_TEXTS.presets}</legend>
        <div className="flex flex-wrap gap-2">
          {PRESET_COLORS.map((preset) => {
            const selected = preset.hex.toUpperCase() === value.toUpperCase();
            return (
              <button
                key={preset.hex}
                type="button"
                aria-label={preset.name}
                aria-pressed={selected}
                title={preset.name}
                onClick={() => {
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
        description={pending ? `Use ${pending.name} (${pending.hex}) for this habit?` : ''}
        confirmLabel="Use This Color"
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

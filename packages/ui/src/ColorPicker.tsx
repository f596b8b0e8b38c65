import { useId, useState } from 'react';
import { hsvToHex } from './color';
import { PRESET_COLORS } from './constants';
import { ColorPresets } from './color-picker/ColorPresets';
import { HexColorInput } from './color-picker/HexColorInput';
import { HueBar } from './color-picker/HueBar';
import { SaturationArea } from './color-picker/SaturationArea';
import { useColorDraft } from './color-picker/useColorDraft';
import { UI_TEXTS } from './messages';

export interface ColorPickerProps {
  value: string;
  onChange: (hex: string) => void;
}

/**
 * Six presets (each confirmed in the 'Confirm Color Choice' dialog) and a custom picker behind its
 * 'Custom colour' button (open from the start when the colour is not a preset), so the picker's
 * area, hue bar and hex input are not three tab stops on the way through the form: a
 * saturation/brightness area, a hue bar (pointer and keyboard), a hex input applied only for
 * #RRGGBB, and a preview.
 */
export function ColorPicker({ value, onChange }: ColorPickerProps) {
  const draft = useColorDraft(value, onChange);
  const hueColor = hsvToHex({ h: draft.hsv.h, s: 1, v: 1 });
  const [open, setOpen] = useState(
    () => !PRESET_COLORS.some((preset) => preset.hex.toUpperCase() === value.toUpperCase()),
  );
  const customId = useId();
  return (
    <div className="grid gap-4">
      <ColorPresets value={value} onConfirm={draft.pickPreset} />
      <div className="grid gap-3">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={customId}
          onClick={() => {
            setOpen((was) => !was);
          }}
          className="flex w-fit max-w-full items-center gap-2 rounded-md py-1 text-left text-sm font-medium text-slate-800 dark:text-slate-200"
        >
          <span
            aria-hidden="true"
            className="h-5 w-5 shrink-0 rounded border border-slate-300 dark:border-slate-600"
            style={{ backgroundColor: value }}
          />
          {UI_TEXTS.customColour}
          <span aria-hidden="true" className={open ? 'rotate-180' : undefined}>
            ▾
          </span>
        </button>
        {open && (
          <fieldset id={customId} className="grid gap-3">
            <legend className="sr-only">{UI_TEXTS.customColour}</legend>
            <SaturationArea hsv={draft.hsv} hueColor={hueColor} onChange={draft.pickHsv} />
            <HueBar hsv={draft.hsv} hueColor={hueColor} onChange={draft.pickHsv} />
            <HexColorInput
              color={value}
              text={draft.hexText}
              onType={draft.typeHex}
              onLeave={draft.leaveHex}
            />
          </fieldset>
        )}
      </div>
    </div>
  );
}

import { hsvToHex } from './color';
import { ColorPresets, LEGEND_CLASS } from './color-picker/ColorPresets';
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
 * Six presets (each confirmed in the 'Confirm Color Choice' dialog) and a custom picker:
 * a saturation/brightness area, a hue bar (pointer and keyboard), a hex input applied only for
 * #RRGGBB, and a preview.
 */
export function ColorPicker({ value, onChange }: ColorPickerProps) {
  const draft = useColorDraft(value, onChange);
  const hueColor = hsvToHex({ h: draft.hsv.h, s: 1, v: 1 });
  return (
    <div className="grid gap-4">
      <ColorPresets value={value} onConfirm={draft.pickPreset} />
      <fieldset className="grid gap-3">
        <legend className={LEGEND_CLASS}>{UI_TEXTS.customColour}</legend>
        <SaturationArea hsv={draft.hsv} hueColor={hueColor} onChange={draft.pickHsv} />
        <HueBar hsv={draft.hsv} hueColor={hueColor} onChange={draft.pickHsv} />
        <HexColorInput
          color={value}
          text={draft.hexText}
          onType={draft.typeHex}
          onLeave={draft.leaveHex}
        />
      </fieldset>
    </div>
  );
}

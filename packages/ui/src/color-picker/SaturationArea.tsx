import type { KeyboardEvent } from 'react';
import { clamp, SliderSurface, type ColorSliderProps } from './SliderSurface';
import { UI_TEXTS } from '../messages';

/** Arrow keys move saturation (left/right) and brightness (up/down); Shift takes bigger steps. */
function areaKeyStep(event: KeyboardEvent): [number, number] | undefined {
  const step = event.shiftKey ? 0.1 : 0.02;
  const moves: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, step],
    ArrowDown: [0, -step],
  };
  return moves[event.key];
}

/** The saturation (across) and brightness (up) area of the picker's hue, pure at its top-right corner. */
export function SaturationArea({ hsv, hueColor, onChange }: ColorSliderProps) {
  const saturation = Math.round(hsv.s * 100);
  return (
    <SliderSurface
      label={UI_TEXTS.saturationAndBrightness}
      valueMax={100}
      valueNow={saturation}
      valueText={UI_TEXTS.saturationValue(saturation, Math.round(hsv.v * 100))}
      onKeyDown={(event) => {
        const move = areaKeyStep(event);
        if (!move) return;
        event.preventDefault();
        onChange({ h: hsv.h, s: clamp(hsv.s + move[0]), v: clamp(hsv.v + move[1]) });
      }}
      onPoint={({ x, y }) => {
        onChange({ h: hsv.h, s: clamp(x), v: clamp(1 - y) });
      }}
      className="h-32 cursor-crosshair rounded-md"
      style={{
        backgroundColor: hueColor,
        backgroundImage:
          'linear-gradient(to top, #000, transparent), linear-gradient(to right, #fff, transparent)',
      }}
      thumbClassName="h-4 w-4"
      thumbStyle={{ left: `${hsv.s * 100}%`, top: `${(1 - hsv.v) * 100}%` }}
    />
  );
}

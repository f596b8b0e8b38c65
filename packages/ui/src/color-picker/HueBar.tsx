import type { KeyboardEvent } from 'react';
import { clamp, SliderSurface, type ColorSliderProps } from './SliderSurface';
import { UI_TEXTS } from '../messages';

/** The hue a key moves to from `hue`: arrows by 5° (Shift: 30°), Home 0°, End 359°. */
export function hueForKey(event: Pick<KeyboardEvent, 'key' | 'shiftKey'>, hue: number) {
  if (event.key === 'Home') return 0;
  if (event.key === 'End') return 359;
  const step = event.shiftKey ? 30 : 5;
  const delta = { ArrowLeft: -step, ArrowDown: -step, ArrowRight: step, ArrowUp: step }[event.key];
  return delta === undefined ? undefined : clamp(hue + delta, 0, 359.999);
}

/** The rainbow bar that picks the hue; its marker is filled with the pure hue. */
export function HueBar({ hsv, hueColor, onChange }: ColorSliderProps) {
  return (
    <SliderSurface
      label={UI_TEXTS.hue}
      valueMax={359}
      valueNow={Math.round(hsv.h)}
      onKeyDown={(event) => {
        const hue = hueForKey(event, hsv.h);
        if (hue === undefined) return;
        event.preventDefault();
        onChange({ ...hsv, h: hue });
      }}
      onPoint={({ x }) => {
        onChange({ ...hsv, h: clamp(x) * 359.999 });
      }}
      className="h-4 cursor-pointer rounded-full"
      style={{
        backgroundImage: 'linear-gradient(to right, #f00, #ff0, #0f0, #0ff, #00f, #f0f, #f00)',
      }}
      thumbClassName="top-1/2 h-5 w-5"
      thumbStyle={{ left: `${(hsv.h / 360) * 100}%`, backgroundColor: hueColor }}
    />
  );
}

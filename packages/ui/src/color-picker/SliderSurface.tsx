import type { CSSProperties, KeyboardEvent, PointerEvent } from 'react';
import { cn } from '../cn';
import type { Hsv } from '../color';

export const clamp = (n: number, min = 0, max = 1) => Math.min(max, Math.max(min, n));

/** The focus ring of the picker's controls. */
export const FOCUS_RING = ' ';

/** The props of the picker's two sliders (the saturation area and the hue bar). */
export interface ColorSliderProps {
  hsv: Hsv;
  /** The pure colour of `hsv.h`. */
  hueColor: string;
  onChange: (hsv: Hsv) => void;
}

/** A pointer's place on the surface as fractions of its width and height (not clamped). */
export interface SurfacePoint {
  x: number;
  y: number;
}

export interface SliderSurfaceProps {
  label: string;
  valueMax: number;
  valueNow: number;
  valueText?: string;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  /** A press or a drag at `point`. */
  onPoint: (point: SurfacePoint) => void;
  className: string;
  style: CSSProperties;
  /** The marker of the current value. */
  thumbClassName: string;
  thumbStyle: CSSProperties;
}

/**
 * A colour slider drawn as a surface with a marker: focusable, driven by the keys its owner
 * handles, and by a press or drag of the pointer (captured, so a drag may leave the surface).
 */
export function SliderSurface({
  label,
  valueMax,
  valueNow,
  valueText,
  onKeyDown,
  onPoint,
  className,
  style,
  thumbClassName,
  thumbStyle,
}: SliderSurfaceProps) {
  const pointAt = (event: PointerEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    if (rect.width === 0) return; // not laid out
    onPoint({
      x: (event.clientX - rect.left) / rect.width,
      y: (event.clientY - rect.top) / rect.height,
    });
  };
  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={valueMax}
      aria-valuenow={valueNow}
      aria-valuetext={valueText}
      onKeyDown={onKeyDown}
      onPointerDown={(e) => {
        e.currentTarget.setPointerCapture(e.pointerId);
        pointAt(e);
      }}
      onPointerMove={(e) => {
        if (e.currentTarget.hasPointerCapture(e.pointerId)) pointAt(e);
      }}
      className={cn('relative w-full touch-none', className, FOCUS_RING)}
      style={style}
    >
      <span
        aria-hidden="true"
        className={cn(
          'pointer-events-none absolute -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white shadow ring-1 ring-black/40',
          thumbClassName,
        )}
        style={thumbStyle}
      />
    </div>
  );
}

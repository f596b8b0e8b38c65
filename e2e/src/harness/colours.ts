/** Colours as the page draws them, for checks that a state is not told by colour alone. */
import type { Locator } from 'playwright-core';

export type Rgb = [number, number, number];

/**
 * A computed colour of the element as sRGB numbers. Tailwind 4 writes oklch(), so the colour is
 * painted on a canvas and read back, which works for every CSS colour syntax.
 */
export async function colourOf(
  locator: Locator,
  property: 'color' | 'backgroundColor' = 'color',
): Promise<Rgb> {
  return locator.evaluate((el, prop) => {
    const css = getComputedStyle(el)[prop];
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) return [0, 0, 0];
    ctx.clearRect(0, 0, 1, 1);
    ctx.fillStyle = css;
    ctx.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0] = ctx.getImageData(0, 0, 1, 1).data;
    return [r, g, b];
  }, property);
}

export function hexToRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function sameColour(a: Rgb, b: Rgb, tolerance = 3): boolean {
  return a.every((channel, i) => Math.abs(channel - (b[i] ?? 0)) <= tolerance);
}

/** Green-ish (a tick) or red-ish (a cross, an amber warning). */
export function hue(rgb: Rgb): 'green' | 'red' | 'other' {
  const [r, g] = rgb;
  if (g > r + 30) return 'green';
  if (r > g + 30) return 'red';
  return 'other';
}

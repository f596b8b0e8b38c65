/**
 * A Tab walk's stops: what has focus, where it is on screen, its outline as drawn, and screenshots
 * of it focused and not.
 */
import type { Page } from 'playwright-core';
import { DESKTOP } from './constants';

/** What has focus: its role, accessible-ish name and tag. */
export function focusedStop(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      role: element?.getAttribute('role') ?? '',
      type: element?.getAttribute('type') ?? '',
      name: (
        element?.getAttribute('aria-label') ??
        (element instanceof HTMLInputElement || element instanceof HTMLSelectElement
          ? (element.labels?.[0]?.textContent ?? element.name)
          : element?.textContent) ??
        ''
      ).trim(),
      value: element instanceof HTMLInputElement ? element.value : '',
    };
  });
}

/** Where the focused control is on screen (scrolled into view first), or null on the page itself. */
export function focusedBox(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    element.scrollIntoView({ block: 'center' });
    const rect = element.getBoundingClientRect();
    return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
  });
}

/**
 * The focused control's outline as drawn: its style and width, and the contrast of its colour with
 * the first opaque background behind it (the outline sits 2px outside the control).
 */
export function focusedOutline(page: Page) {
  return page.evaluate(async () => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    // The colour as it ends, once a colour transition (the buttons') has run.
    await Promise.all(element.getAnimations().map((animation) => animation.finished));
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    const rgba = (css: string): [number, number, number, number] => {
      if (!ctx) return [0, 0, 0, 0];
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = css;
      ctx.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = ctx.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a];
    };
    const luminance = ([r, g, b]: number[]) => {
      const lin = (c: number) => {
        const v = c / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(r ?? 0) + 0.7152 * lin(g ?? 0) + 0.0722 * lin(b ?? 0);
    };
    let behind: [number, number, number, number] = [255, 255, 255, 255];
    for (let node = element.parentElement; node; node = node.parentElement) {
      const colour = rgba(getComputedStyle(node).backgroundColor);
      if (colour[3] > 200) {
        behind = colour;
        break;
      }
    }
    if (behind[3] <= 200) behind = rgba(getComputedStyle(document.body).backgroundColor);
    const style = getComputedStyle(element);
    const [hi, lo] = [luminance(rgba(style.outlineColor)), luminance(behind)].sort((a, b) => b - a);
    return {
      style: style.outlineStyle,
      width: Number.parseFloat(style.outlineWidth),
      contrast: ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05),
      colours: `${style.outlineColor} on ${behind.join(',')}`,
    };
  });
}

/** Marks the focused control so a walk knows when it is back at its first stop. */
export function markFocused(page: Page, stop: number) {
  return page.evaluate((n) => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const seen = element.getAttribute('data-walk-stop');
    if (seen !== null) return Number(seen);
    element.setAttribute('data-walk-stop', String(n));
    return n;
  }, stop);
}

/**
 * Tabs through every stop of the page (until focus wraps round or leaves the page) and calls
 * `check` at each; returns the stops' names.
 */
export async function walkEveryStop(
  page: Page,
  check: (stop: number, name: string) => Promise<void>,
): Promise<string[]> {
  const names: string[] = [];
  for (let stop = 1; stop <= 80; stop += 1) {
    await page.keyboard.press('Tab');
    const mark = await markFocused(page, stop);
    if (mark === null || mark !== stop) return names;
    const now = await focusedStop(page);
    const name = `${String(stop)}: ${now.role || now.tag} ${now.name.slice(0, 40)}`;
    names.push(name);
    await check(stop, name);
  }
  throw new Error(`More than 80 stops: ${names.join(', ')}`);
}

/** Screenshots of the focused control and its surroundings, focused and then not. */
export async function focusedAndNot(page: Page): Promise<[Buffer, Buffer] | null> {
  const box = await focusedBox(page);
  if (!box || box.width === 0) return null;
  const viewport = page.viewportSize() ?? DESKTOP;
  const x = Math.max(0, box.x - 6);
  const y = Math.max(0, box.y - 6);
  const clip = {
    x,
    y,
    width: Math.max(1, Math.min(box.width + 12, viewport.width - x)),
    height: Math.max(1, Math.min(box.height + 12, viewport.height - y)),
  };
  const shot = () => page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
  const withFocus = await shot();
  await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    element?.setAttribute('data-focus-probe', '');
    element?.blur();
  });
  const withoutFocus = await shot();
  // Back to the same control (after a key press, so it is focus-visible); the next Tab moves on.
  await page.evaluate(() => {
    const element = document.querySelector<HTMLElement>('[data-focus-probe]');
    element?.removeAttribute('data-focus-probe');
    element?.focus({ preventScroll: true });
  });
  return [withFocus, withoutFocus];
}

/**
 * Tab walks that check nothing covers focus (WCAG 2.4.11): each focused control's centre, seen by
 * `elementFromPoint`, must be the control itself (or its own content), in the viewport, never a
 * sticky header, a foot bar or a toast laid over it.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Tab from the page's top (forward) or its end (backward) through every stop, at most `max`;
 * returns the stops found covered. A visually hidden control (a file input inside its label) is
 * judged by its label. Stops when focus leaves the page or comes back to a stop already seen.
 */
export async function walk(
  page: Page,
  key: 'Tab' | 'Shift+Tab',
  max = 120,
): Promise<{ covered: string[]; stops: string[]; misnamed: string[] }> {
  const covered: string[] = [];
  const misnamed: string[] = [];
  const seen = new Set<string>();
  for (let step = 0; step < max; step++) {
    await page.keyboard.press(key);
    const result = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      let shown: HTMLElement = element;
      const own = element.getBoundingClientRect();
      if (own.width < 2 || own.height < 2) {
        shown =
          (element instanceof HTMLInputElement ? element.labels?.[0] : null) ??
          element.parentElement ??
          element;
      }
      const rect = shown.getBoundingClientRect();
      const x = rect.left + rect.width / 2;
      const y = rect.top + rect.height / 2;
      const hit = document.elementFromPoint(x, y);
      const name = (element.getAttribute('aria-label') ?? element.textContent).trim().slice(0, 40);
      const id = `${element.tagName} ${name} @${String(Math.round(rect.top + window.scrollY))}`;
      const inView = y >= 0 && y <= window.innerHeight && x >= 0 && x <= window.innerWidth;
      const ok = inView && hit !== null && (hit === shown || shown.contains(hit));
      const over = hit instanceof HTMLElement ? `${hit.tagName}.${hit.className}`.slice(0, 60) : '';
      // Label in name (WCAG 2.5.3): a control named by aria-label says its visible words first
      // (a named region around a table has no visible label of its own).
      const words = (text: string) =>
        text
          .replace(/[^\p{L}\p{N}+%]+/gu, ' ')
          .trim()
          .toLowerCase();
      const visibleText = (node: Node): string => {
        if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
        if (!(node instanceof HTMLElement) && !(node instanceof SVGElement)) return '';
        if (node.getAttribute('aria-hidden') === 'true' || node.classList.contains('sr-only')) {
          return '';
        }
        return [...node.childNodes].map(visibleText).join(' ');
      };
      const label = element.getAttribute('aria-label');
      const shownWords = words(visibleText(element));
      // A calendar day shows its number or value: its name (the date first) has it as a word.
      const widget = element.matches(
        'button, a[href], summary, [role="button"], [role="link"], [role="menuitem"], [role="tab"], [role="switch"], [role="checkbox"], [role="radio"]',
      );
      const named =
        !widget ||
        label === null ||
        shownWords === '' ||
        words(label).startsWith(shownWords) ||
        (element.hasAttribute('data-day-dot') && ` ${words(label)} `.includes(` ${shownWords} `));
      const misnamed = !named ? `${id}: shows '${shownWords}', named '${label}'` : null;
      return { id, ok, over, misnamed };
    });
    if (result === null) break;
    if (seen.has(result.id)) {
      seen.add(`again: ${result.id}`);
      break;
    }
    seen.add(result.id);
    if (!result.ok) covered.push(`${result.id} under ${result.over}`);
    if (result.misnamed !== null) misnamed.push(result.misnamed);
  }
  return { covered, stops: [...seen], misnamed };
}

/**
 * Focus on a stop-less marker at the page's start or end: the next Tab takes the first control, or
 * the next Shift+Tab the last (a blur alone would leave the browser's starting point where the
 * last click was).
 */
export async function focusMarker(page: Page, where: 'start' | 'end'): Promise<void> {
  await page.evaluate((atEnd) => {
    document.querySelector('[data-walk-marker]')?.remove();
    window.scrollTo(0, atEnd ? document.documentElement.scrollHeight : 0);
    const marker = document.createElement('span');
    marker.tabIndex = -1;
    marker.setAttribute('data-walk-marker', '');
    if (atEnd) document.body.append(marker);
    else document.body.prepend(marker);
    marker.focus({ preventScroll: true });
  }, where === 'end');
}

/** A forward walk from the top and a backward one from the end; none may find a covered stop. */
export async function walkBothWays(page: Page, label: string): Promise<void> {
  await focusMarker(page, 'start');
  const forward = await walk(page, 'Tab');
  await focusMarker(page, 'end');
  const backward = await walk(page, 'Shift+Tab');
  await page.evaluate(() => document.querySelector('[data-walk-marker]')?.remove());
  // A walk that found almost nothing walked nothing: the page was not there.
  expect(forward.stops.length, `${label}: forward ${forward.stops.join(' | ')}`).toBeGreaterThan(4);
  expect(backward.stops.length, `${label}: backward ${backward.stops.join(' | ')}`).toBeGreaterThan(
    4,
  );
  expect({ label, forward: forward.covered, backward: backward.covered }).toEqual({
    label,
    forward: [],
    backward: [],
  });
  const misnamed = [...new Set([...forward.misnamed, ...backward.misnamed])];
  expect({ label, misnamed }).toEqual({ label, misnamed: [] });
}

/** Where keyboard focus is, read from the page, and waits for it to land on a control. */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { escapeRegExp, eventually } from './waits';

/** A pattern that matches `expected` whole, or `expected` itself when it is one already. */
function whole(expected: string | RegExp): RegExp {
  return typeof expected === 'string' ? new RegExp(`^${escapeRegExp(expected)}$`) : expected;
}

/** The focused element's accessible label (its aria-label), as the browser has it. */
export function focusedLabel(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);
}

/** Waits for the focus to land on the control named `label` (it moves once React has drawn). */
export async function focusLandsOn(page: Page, label: string): Promise<void> {
  await eventually(
    `the focus on ${label}`,
    () => focusedLabel(page),
    (now) => now === label,
  );
}

/** Gives `control` the focus (as Tab would reach it) and presses `key` on it. */
export async function press(control: Locator, key: string): Promise<void> {
  await control.focus();
  await control.press(key);
}

/**
 * The focused control as '<where> › <name>': its name (aria-label, else its text or label) and the
 * labelled region or dialog it is in; 'body' when focus fell to the page.
 */
export function focusedControl(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'body';
    const label =
      element.getAttribute('aria-label') ??
      (element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : null) ??
      element.textContent;
    const region = element.parentElement?.closest('[aria-label], [role="dialog"]');
    const where =
      region?.getAttribute('role') === 'dialog' ? 'dialog' : region?.getAttribute('aria-label');
    return `${where ?? 'page'} › ${label.trim()}`;
  });
}

/** How long focus may take to come back (a frame or two, and a busy machine). */
export const FOCUS_SETTLE = { timeout: 5_000, interval: 50 };

/** Waits until focus is on a control whose '<where> › <name>' matches. */
export async function focusIsOn(page: Page, expected: string | RegExp): Promise<void> {
  await expect.poll(() => focusedControl(page), FOCUS_SETTLE).toMatch(whole(expected));
}

/** The focused element as 'TAG name' ('H1 Manage Habits', 'BUTTON Rename Coffee'); 'BODY' when lost. */
export function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'BODY';
    const name = element.getAttribute('aria-label') ?? element.textContent;
    return `${element.tagName} ${name.trim()}`;
  });
}

/** How long a page change may take to settle: its title, its focus, what it says. */
export const PAGE_SETTLE = { timeout: 8_000, interval: 50 };

/** Waits until the focused element's 'TAG name' matches. */
export async function focusIs(page: Page, expected: string | RegExp): Promise<void> {
  await expect.poll(() => focusedElement(page), PAGE_SETTLE).toMatch(whole(expected));
}

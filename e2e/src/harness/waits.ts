/** Small waiting assertions (playwright-core has no `expect` of its own). */
import type { Locator, Page } from 'playwright-core';
import { TIMEOUT_MS } from './constants';
import { sleep } from './server';
import { takeShownToast } from './toasts';

// ---------------------------------------------------------------- waiting assertions

function describe(locator: Locator): string {
  return String(locator);
}

/** Waits until the locator is visible; fails with what was looked for. */
export async function see(locator: Locator, timeout = TIMEOUT_MS): Promise<Locator> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch {
    throw new Error(`Expected to see ${describe(locator)} within ${timeout} ms`);
  }
  return locator;
}

/**
 * Waits until no part of the page says it is loading (`aria-busy`, as the loading messages of
 * lists and cards do): the late parts of a screen are in place.
 */
export async function nothingLoading(page: Page, timeout = TIMEOUT_MS): Promise<void> {
  try {
    await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, null, {
      timeout,
      polling: 'raf',
    });
  } catch {
    throw new Error(`Expected the page to finish loading (no aria-busy) within ${timeout} ms`);
  }
}

export async function notSee(locator: Locator, timeout = TIMEOUT_MS): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'hidden', timeout });
  } catch {
    throw new Error(`Expected ${describe(locator)} to be gone within ${timeout} ms`);
  }
}

/** Polls `read` until `check` passes; fails with the last value read. */
export async function eventually<T>(
  what: string,
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeout = TIMEOUT_MS,
): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: T | undefined;
  let lastError: unknown;
  for (;;) {
    try {
      last = await read();
      if (check(last)) return last;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const seen = last === undefined ? String(lastError) : JSON.stringify(last);
      throw new Error(`${what}: not met within ${timeout} ms; last seen: ${seen}`);
    }
    await sleep(100);
  }
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** 'Label' followed by 'value' in the visible text (label and value as a person reads them). */
export function labelled(label: string, value: string | number): RegExp {
  return new RegExp(`${escapeRegExp(label)}\\s+${escapeRegExp(String(value))}(\\s|$)`);
}

/** Waits until the visible text of `scope` matches every pattern. */
export async function textMatches(scope: Locator, ...patterns: (RegExp | string)[]): Promise<void> {
  await eventually(
    `text of ${describe(scope)} to match ${patterns.map(String).join(', ')}`,
    async () => (await scope.innerText()).replace(/\u00a0/g, ' '),
    (text) =>
      patterns.every((pattern) =>
        typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text),
      ),
  );
}

/**
 * A toast (an item of the notifications viewport, or another status or alert) with this title, and
 * the description when given.
 */
export function toast(page: Page, title: string, description?: string): Locator {
  let locator = page
    .locator('[data-toast-viewport] li, [role="status"], [role="alert"]')
    .filter({ has: page.getByText(title, { exact: true }) });
  if (description !== undefined) {
    locator = locator.filter({ has: page.getByText(description, { exact: true }) });
  }
  return locator;
}

/**
 * Waits until a toast with this title (and description) has been shown: taken from the page's list
 * of shown toasts (see toasts.ts), or on screen now.
 */
export async function seeToast(
  page: Page,
  title: string,
  description?: string,
  timeout = TIMEOUT_MS,
): Promise<void> {
  const what = `a toast '${title}'${description === undefined ? '' : ` with '${description}'`}`;
  await eventually(
    `Expected to see ${what}`,
    async () =>
      (await takeShownToast(page, title, description)) ||
      (await toast(page, title, description).first().isVisible()),
    (shown) => shown,
    timeout,
  );
}

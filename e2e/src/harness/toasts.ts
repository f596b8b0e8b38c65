/**
 * Toasts go away after a few seconds, so on a busy machine one can come and go between two looks.
 * Every page of a session keeps a list of the toasts it has shown (an observer installed before the
 * app's own scripts); `seeToast` takes a toast from that list, so it never misses one it was too
 * slow to look at, and never counts one toast twice.
 */
import type { BrowserContext, Page } from 'playwright-core';

const TOAST_SELECTOR = '[data-toast-viewport] li, [role="status"], [role="alert"]';

interface ShownToast {
  /** The trimmed text of the toast and of each element in it (a title, a description, a button). */
  texts: string[];
}

declare global {
  interface Window {
    __shownToasts?: ShownToast[];
  }
}

/** Runs in the page before the app: records each toast as it appears or its text changes. */
function recordShownToasts(selector: string): void {
  const shown: ShownToast[] = [];
  window.__shownToasts = shown;
  const lastText = new WeakMap<Element, string>();
  const record = (toast: Element) => {
    const texts = [toast, ...Array.from(toast.querySelectorAll('*'))]
      .map((element) => element.textContent.trim())
      .filter((text) => text !== '');
    const key = texts.join('\n');
    if (texts.length === 0 || lastText.get(toast) === key) return;
    lastText.set(toast, key);
    shown.push({ texts });
  };
  new MutationObserver((mutations) => {
    const toasts = new Set<Element>();
    for (const mutation of mutations) {
      const nodes = [mutation.target, ...Array.from(mutation.addedNodes)];
      for (const node of nodes) {
        const element = node instanceof Element ? node : node.parentElement;
        const around = element?.closest(selector);
        if (around) toasts.add(around);
        if (node instanceof Element) node.querySelectorAll(selector).forEach((t) => toasts.add(t));
      }
    }
    toasts.forEach(record);
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** Makes every page of the context keep its list of shown toasts. */
export async function recordToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript(recordShownToasts, TOAST_SELECTOR);
}

/**
 * Takes the first toast shown since the page loaded (and not taken before) with this title and
 * description, each the whole text of an element in it; false when there is none yet.
 */
export function takeShownToast(page: Page, title: string, description?: string): Promise<boolean> {
  return page.evaluate(
    ({ title, description }) => {
      const shown = window.__shownToasts ?? [];
      const index = shown.findIndex(
        ({ texts }) =>
          texts.includes(title) && (description === undefined || texts.includes(description)),
      );
      if (index < 0) return false;
      shown.splice(index, 1);
      return true;
    },
    { title, description },
  );
}

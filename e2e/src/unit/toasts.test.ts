/**
 * seeToast (harness/toasts.ts) must see a toast that came and went before it looked, and must not
 * count one toast twice: checked on a page that shows toasts the way the app's viewport does.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newSession } from '../harness/browser';
import { seeToast } from '../harness/waits';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A page whose `show(title, ms)` puts a toast in the viewport and takes it away after `ms`. */
async function toastPage() {
  const session = await newSession(browser, 'http://127.0.0.1:9');
  await session.page.goto('data:text/html,<ol data-toast-viewport></ol>');
  await session.page.evaluate(() => {
    Object.assign(window, {
      show: (title: string, ms: number) => {
        const item = document.createElement('li');
        item.innerHTML = `<p>${title}</p><button>Undo</button>`;
        document.querySelector('[data-toast-viewport]')?.append(item);
        setTimeout(() => {
          item.remove();
        }, ms);
      },
    });
  });
  return session;
}

describe('seeToast', () => {
  it('sees a toast that was gone before it looked, once', async () => {
    const { page, context } = await toastPage();
    await page.evaluate(() => {
      (window as unknown as { show: (t: string, ms: number) => void }).show('Saved', 50);
    });
    await page.waitForFunction(() => document.querySelector('li') === null);
    await seeToast(page, 'Saved');
    await expect(seeToast(page, 'Saved', undefined, 1_000)).rejects.toThrow(/a toast 'Saved'/);
    await context.close();
  }, 60_000);
});

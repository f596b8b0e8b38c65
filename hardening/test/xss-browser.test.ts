/**
 * Item 2 (browser half) — hostile habit names and notes are rendered as text by the real web app
 * in headless Chromium: on the summary, the habit screen (and its log dialog) and Manage Habits,
 * with no dialog fired, no script run and no injected element in the DOM.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, numberHabit, type Harness } from '../src/harness';
import { HOSTILE_NAMES, HOSTILE_NOTES } from '../src/payloads';
import { freePort } from '../src/ports';
import { ensureWebBuilt, WEB_DIST } from '../src/web';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

// Never skipped: without Chromium (CHROME_PATH, default /usr/bin/chromium) this fails loudly.
describe('hostile text in the browser', () => {
  let h: Harness | undefined;
  let browser: Browser | undefined;
  let origin: string;
  let token: string;
  const habitIds: number[] = [];
  const dialogs: string[] = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    await ensureWebBuilt();
    h = await createHarness({
      authRateLimit: { max: 1000, timeWindowMs: 60_000 },
      config: { webDist: WEB_DIST },
    });
    const port = await freePort();
    await h.app.listen({ port, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${port}`;
    ({ token } = await h.signup('browser@example.com'));
    const today = new Date().toISOString().slice(0, 10);
    for (const [i, name] of HOSTILE_NAMES.entries()) {
      const res = await h.rest('POST', '/api/habits', { token, body: { ...numberHabit, name } });
      expect(res.statusCode, res.body).toBe(200);
      const id = res.json<{ id: number }>().id;
      habitIds.push(id);
      const note = HOSTILE_NOTES[i % HOSTILE_NOTES.length]!;
      const logged = await h.rest('POST', `/api/habits/${id}/entries`, {
        token,
        body: { date: today, actualValue: 1, note },
      });
      expect(logged.statusCode, logged.body).toBe(200);
    }
    // The browser takes no preloaded library: a run whose clock is pinned (faketime, see the
    // README) keeps the real clock in Chromium, which a preloaded clock breaks.
    const { LD_PRELOAD: _preload, ...env } = process.env;
    browser = await chromium.launch({
      executablePath: CHROME,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
      env,
    });
  });

  afterAll(async () => {
    await browser?.close();
    await h?.close();
  });

  async function openPage(): Promise<Page> {
    const context = await browser!.newContext({ timezoneId: 'UTC' });
    await context.addInitScript((t) => {
      window.localStorage.setItem('authToken', t);
    }, token);
    const page = await context.newPage();
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    page.on('pageerror', (error) => pageErrors.push(error.message));
    return page;
  }

  async function assertInert(page: Page, where: string) {
    const probe = await page.evaluate(() => ({
      flag: (window as unknown as { __xss?: unknown }).__xss,
      injected: document.querySelectorAll('[data-xss]').length,
      inlineScripts: [...document.querySelectorAll('script')].filter((s) => !s.src).length,
      iframes: document.querySelectorAll('iframe').length,
      javascriptLinks: document.querySelectorAll('a[href^="javascript:" i]').length,
    }));
    expect(probe, where).toEqual({
      flag: undefined,
      injected: 0,
      inlineScripts: 0,
      iframes: 0,
      javascriptLinks: 0,
    });
    expect(dialogs, where).toEqual([]);
  }

  async function expectNamesAsText(page: Page, where: string) {
    for (const name of HOSTILE_NAMES) {
      await expect
        .poll(async () => page.evaluate((n) => document.body.innerText.includes(n), name), {
          timeout: 15_000,
          message: `${where}: ${name}`,
        })
        .toBe(true);
    }
  }

  it('the summary shows every name as text', async () => {
    const page = await openPage();
    await page.goto(`${origin}/`);
    await expectNamesAsText(page, 'summary');
    await page.waitForTimeout(300);
    await assertInert(page, 'summary');
    await page.context().close();
  });

  it('Manage Habits shows every name as text', async () => {
    const page = await openPage();
    await page.goto(`${origin}/manage`);
    await expectNamesAsText(page, 'manage');
    await page.waitForTimeout(300);
    await assertInert(page, 'manage');
    await page.context().close();
  });

  it('the habit screen and its log dialog show the name and note as text', async () => {
    const page = await openPage();
    for (const [i, id] of habitIds.entries()) {
      const name = HOSTILE_NAMES[i]!;
      await page.goto(`${origin}/habit/${id}`);
      await expect
        .poll(async () => page.evaluate((n) => document.body.innerText.includes(n), name), {
          timeout: 15_000,
          message: name,
        })
        .toBe(true);
      // Today's cell opens the Log Result dialog holding the stored note.
      const note = HOSTILE_NOTES[i % HOSTILE_NOTES.length]!.trim();
      await page.locator('button[aria-current="date"]').first().click();
      const noteField = page.getByRole('dialog').getByLabel('Note (optional)');
      await noteField.waitFor({ timeout: 10_000 });
      expect(await noteField.inputValue()).toBe(note);
      // The dialog repeats the habit's name, as text.
      expect(await page.getByRole('dialog').innerText()).toContain(name);
      await page.waitForTimeout(100);
      await assertInert(page, `habit ${id}`);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 10_000 });
    }
    await page.context().close();
  });

  it('no page error or dialog was seen', () => {
    expect(dialogs).toEqual([]);
    expect(pageErrors.filter((message) => /xss/i.test(message))).toEqual([]);
  });
});

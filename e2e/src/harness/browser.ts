/** The system Chromium driven by playwright-core: one browser per file, a context per test. */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROME_ARGS, CHROME_PATH, chromeMissingMessage, TIMEZONE } from '../env';
import { DESKTOP, TIMEOUT_MS } from './constants';
import { recordToasts } from './toasts';

// ---------------------------------------------------------------- browser

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROME_PATH)) throw new Error(chromeMissingMessage());
  // The browser takes no preloaded library: a run whose server clock is pinned (faketime, see the
  // README) keeps the real clock in Chromium, which a preloaded clock crashes.
  const { LD_PRELOAD: _preload, ...env } = process.env;
  return chromium.launch({
    executablePath: CHROME_PATH,
    args: CHROME_ARGS,
    headless: true,
    env,
  });
}

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors of the page (each test checks there are none). */
  pageErrors: string[];
}

export async function newSession(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = DESKTOP,
  /** Whether the app may install its service worker (offline, push): see `setupApp`. */
  serviceWorker = false,
): Promise<Session> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    timezoneId: TIMEZONE,
    locale: 'en-US',
    reducedMotion: 'reduce',
    serviceWorkers: serviceWorker ? 'allow' : 'block',
  });
  context.setDefaultTimeout(TIMEOUT_MS);
  await recordToasts(context);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(`${error.name}: ${error.message}`));
  return { context, page, pageErrors };
}

/** Signs the page in as the web app does after a login: the token in localStorage, then a load. */
export async function useToken(page: Page, token: string, url = '/'): Promise<void> {
  // A same-origin page that is not the app, so no app request races the token being set.
  await page.goto('/api/openapi.json');
  await page.evaluate((t) => {
    localStorage.setItem('authToken', t);
  }, token);
  await page.goto(url);
}

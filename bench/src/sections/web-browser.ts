/**
 * What headless Chromium measures of the web app, signed in: the Web Vitals of a page under 4× CPU
 * throttling, and the files and data a first load of / downloads.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Response } from 'playwright-core';

export const PORT = 4210;
export const ORIGIN = `http://127.0.0.1:${PORT}`;
export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** A seeded user the pages are loaded as. */
export interface WebUser {
  token: string;
  habitIds: number[];
}

export async function signedInContext(browser: Browser, token: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    timezoneId: 'UTC',
    viewport: { width: 1280, height: 800 },
  });
  // A slow page is a figure, not a failure: CI's smoke run shares a busy machine with the flows.
  context.setDefaultTimeout(120_000);
  await context.addInitScript(
    ([key, value]) => {
      window.localStorage.setItem(key, value);
    },
    ['authToken', token] as const, // the web's STORAGE_KEYS.authToken (SPEC §9)
  );
  return context;
}

export interface Vitals {
  lcp: number;
  cls: number;
  tbt: number;
  fcp: number;
  lcpElement: string;
}

const VITALS_SCRIPT = `
  window.__vitals = { lcp: 0, lcpElement: '', cls: 0, longTasks: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      window.__vitals.lcp = e.startTime;
      const el = e.element;
      window.__vitals.lcpElement = el ? el.tagName.toLowerCase() + (el.className ? '.' + String(el.className).split(' ').slice(0, 3).join('.') : '') + ' "' + (el.textContent || '').trim().slice(0, 40) + '"' : '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) window.__vitals.cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__vitals.longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
`;

export async function measureVitals(
  browser: Browser,
  token: string,
  pagePath = '/',
): Promise<Vitals> {
  const context = await signedInContext(browser, token);
  try {
    await context.addInitScript(VITALS_SCRIPT);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${ORIGIN}${pagePath}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    return await page.evaluate(() => {
      const w = window as unknown as {
        __vitals: { lcp: number; lcpElement: string; cls: number; longTasks: [number, number][] };
      };
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      // Total Blocking Time: the part of every long task after First Contentful Paint beyond 50 ms.
      const tbt = w.__vitals.longTasks
        .filter(([start, duration]) => start + duration > fcp)
        .reduce(
          (sum, [start, duration]) =>
            sum + Math.max(0, start + duration - Math.max(start, fcp) - 50),
          0,
        );
      return {
        lcp: w.__vitals.lcp,
        cls: w.__vitals.cls,
        tbt,
        fcp,
        lcpElement: w.__vitals.lcpElement,
      };
    });
  } finally {
    await context.close();
  }
}

export interface Downloads {
  js: { name: string; raw: number; gzip: number; encoding: string }[];
  css: { name: string; raw: number; gzip: number; encoding: string }[];
  /** The API responses the page fetched (tRPC batches), with their sizes. */
  data: { name: string; raw: number; gzip: number }[];
}

export async function measureDownloads(browser: Browser, token: string): Promise<Downloads> {
  const context = await signedInContext(browser, token);
  const downloads: Downloads = { js: [], css: [], data: [] };
  const pending: Promise<void>[] = [];
  try {
    const page = await context.newPage();
    const measure = (response: Response): void => {
      const type = response.request().resourceType();
      if (type === 'fetch' || type === 'xhr') {
        pending.push(
          response.body().then((body) => {
            const url = new URL(response.url());
            downloads.data.push({
              name: url.pathname.replace('/trpc/', 'trpc ').split(',').join(' + '),
              raw: body.length,
              gzip: gzipSync(body, { level: 9 }).length,
            });
          }),
        );
        return;
      }
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        response.body().then((body) => {
          const item = {
            name: new URL(response.url()).pathname,
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
            encoding: response.headers()['content-encoding'] ?? 'none',
          };
          (type === 'script' ? downloads.js : downloads.css).push(item);
        }),
      );
    };
    page.on('response', measure);
    await page.goto(`${ORIGIN}/`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    // A response after this point (a refetch) would read its body once the context is closed, a
    // rejection nobody awaits: the page is measured as it stood.
    page.off('response', measure);
    await Promise.all(pending);
    return downloads;
  } finally {
    await context.close();
  }
}

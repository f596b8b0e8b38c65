/**
 * 4b. Queries per request of every page, 6. the web app's size and its Web Vitals.
 * The app runs in this process here (buildApp with a query-counting Kysely plugin, the freshly built
 * web app as its static root), headless Chromium loads the pages signed in.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { KyselyPlugin } from 'kysely';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { createDb } from '@taper/db';
import { buildApp, loadConfig } from '@taper/server';
import { topPackages } from '../composition';
import type { BenchOptions } from '../options';
import { table, type Figure, type Section } from '../report';
import { median, round } from '../stats';
import { SqliteSeeder } from '../seed';
import { workerFigures } from './worker-size';

const PORT = 4210;
const ORIGIN = `http://127.0.0.1:${PORT}`;
export const WEB_DIR = path.resolve(
  path.dirname(new URL(import.meta.url).pathname),
  '../../../apps/web',
);
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export interface WebUser {
  token: string;
  habitIds: number[];
}

export interface WebInput {
  options: BenchOptions;
  dbFile: string;
  workDir: string;
  light: WebUser;
  heavy: WebUser;
  admin: WebUser;
}

interface RequestRecord {
  method: string;
  url: string;
  status: number;
  queries: number;
}

/** Builds the web app into the bench's work folder (never touching apps/web/dist). */
export function buildWeb(outDir: string): { dir: string; note?: string } {
  const vite = path.join(WEB_DIR, 'node_modules', '.bin', 'vite');
  // Source maps only for the composition table below; the served files are the same code.
  const result = spawnSync(
    vite,
    ['build', '--outDir', outDir, '--emptyOutDir', '--sourcemap', '--logLevel', 'error'],
    {
      cwd: WEB_DIR,
      encoding: 'utf8',
    },
  );
  if (result.status === 0 && existsSync(path.join(outDir, 'index.html'))) return { dir: outDir };
  const fallback = path.join(WEB_DIR, 'dist');
  const why = `${result.stderr}${result.stdout}`.trim().split('\n').slice(-5).join(' ');
  if (existsSync(path.join(fallback, 'index.html'))) {
    return {
      dir: fallback,
      note: `vite build failed (${why}); measured the existing apps/web/dist`,
    };
  }
  throw new Error(`vite build failed: ${why}`);
}

/** Counts the Kysely queries of each HTTP request (AsyncLocalStorage around Fastify's handler). */
function queryCounter() {
  const store = new AsyncLocalStorage<{ queries: number }>();
  const records: RequestRecord[] = [];
  // Counted as results arrive: queries compiled once and run by `executeQuery` (the session lookup)
  // skip transformQuery, but every executed statement's result passes here.
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      return args.node;
    },
    transformResult(args) {
      const current = store.getStore();
      if (current) current.queries += 1;
      return Promise.resolve(args.result);
    },
  };
  type Handler = (req: IncomingMessage, res: ServerResponse) => void;
  const wrap =
    (handler: Handler): Handler =>
    (req, res) => {
      const counted = { queries: 0 };
      res.once('finish', () => {
        records.push({
          method: req.method ?? '',
          url: req.url ?? '',
          status: res.statusCode,
          queries: counted.queries,
        });
      });
      store.run(counted, () => {
        handler(req, res);
      });
    };
  return { plugin, records, wrap };
}

/** `/trpc/a,b?batch=1…` → 'a + b'; REST paths as they are. */
function callName(record: RequestRecord): string {
  const url = new URL(record.url, ORIGIN);
  if (url.pathname.startsWith('/trpc/')) {
    return `trpc ${url.pathname.slice('/trpc/'.length).split(',').join(' + ')}`;
  }
  if (url.pathname.startsWith('/api/icons/')) return `${record.method} ${url.pathname}`;
  return `${record.method} ${url.pathname.replace(/\/\d+(?=\/|$)/g, '/{id}')}`;
}

function isApiCall(record: RequestRecord): boolean {
  return record.url.startsWith('/trpc/') || record.url.startsWith('/api/');
}

async function signedInContext(browser: Browser, token: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    timezoneId: 'UTC',
    viewport: { width: 1280, height: 800 },
  });
  await context.addInitScript(
    ([key, value]) => {
      window.localStorage.setItem(key, value);
    },
    ['authToken', token] as const, // the web's STORAGE_KEYS.authToken (SPEC §9)
  );
  return context;
}

/** Waits until no request has been answered for 1.5 s (a busy machine renders slowly), at most 20 s. */
async function settle(page: Page, records: RequestRecord[]): Promise<void> {
  const deadline = Date.now() + 20_000;
  let seen = -1;
  let stableSince = Date.now();
  while (Date.now() < deadline) {
    if (records.length !== seen) {
      seen = records.length;
      stableSince = Date.now();
    } else if (Date.now() - stableSince >= 1500) {
      return;
    }
    await page.waitForTimeout(250);
  }
}

interface PageLoad {
  page: string;
  calls: { name: string; queries: number }[];
}

async function loadPage(
  browser: Browser,
  token: string,
  pagePath: string,
  records: RequestRecord[],
): Promise<PageLoad> {
  const context = await signedInContext(browser, token);
  try {
    const page = await context.newPage();
    records.length = 0;
    await page.goto(`${ORIGIN}${pagePath}`, { waitUntil: 'networkidle' });
    await settle(page, records);
    const calls = records
      .filter(isApiCall)
      .map((record) => ({ name: callName(record), queries: record.queries }));
    const failed = records.filter((record) => isApiCall(record) && record.status >= 400);
    if (failed.length > 0) {
      throw new Error(`${pagePath}: ${failed.map((r) => `${r.url} → ${r.status}`).join(', ')}`);
    }
    return { page: pagePath, calls };
  } finally {
    await context.close();
  }
}

interface Vitals {
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

async function measureVitals(browser: Browser, token: string, pagePath = '/'): Promise<Vitals> {
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

interface Downloads {
  js: { name: string; raw: number; gzip: number; encoding: string }[];
  css: { name: string; raw: number; gzip: number; encoding: string }[];
  /** The API responses the page fetched (tRPC batches), with their sizes. */
  data: { name: string; raw: number; gzip: number }[];
}

async function measureDownloads(browser: Browser, token: string): Promise<Downloads> {
  const context = await signedInContext(browser, token);
  const downloads: Downloads = { js: [], css: [], data: [] };
  const pending: Promise<void>[] = [];
  try {
    const page = await context.newPage();
    page.on('response', (response) => {
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
    });
    await page.goto(`${ORIGIN}/`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    await Promise.all(pending);
    return downloads;
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => `${round(bytes / 1024, 1)} KB`;

export async function benchWeb(input: WebInput): Promise<{ queries: Section; web: Section }> {
  const { options } = input;
  const web = buildWeb(path.join(input.workDir, 'web-dist'));
  const counter = queryCounter();
  const handle = createDb(input.dbFile);
  const app = await buildApp({
    db: handle.db.withPlugin(counter.plugin),
    config: loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      PORT: String(PORT),
      WEB_DIST: web.dir,
      SIGNUP_LIMIT_PER_HOUR: '1000000',
      LOGIN_FAILURES_LIMIT: '1000000',
    }),
  });
  const handlers = app.server.listeners('request') as ((
    req: IncomingMessage,
    res: ServerResponse,
  ) => void)[];
  app.server.removeAllListeners('request');
  for (const handler of handlers) app.server.on('request', counter.wrap(handler));
  await app.listen({ port: PORT, host: '127.0.0.1' });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    // --- queries per request, per page, with 1 and with 20 habits ---
    const pagesFor = (user: WebUser) => {
      const id = user.habitIds[0] ?? 0;
      return [
        '/',
        `/?habitId=${id}`,
        `/habit/${id}`,
        `/habit/${id}/settings`,
        '/create-habit',
        '/manage',
        '/account',
      ];
    };
    const pageNames = [
      '/',
      '/?habitId={id}',
      '/habit/{id}',
      '/habit/{id}/settings',
      '/create-habit',
      '/manage',
      '/account',
    ];
    const lightLoads: PageLoad[] = [];
    const heavyLoads: PageLoad[] = [];
    // Both users start alike: nobody's "last seen" is due for its (hourly) write during the loads,
    // and each user's first page meets a cold per-user cache, the later ones a warm one.
    await handle.db.updateTable('users').set({ lastSeenAt: new Date() }).execute();
    for (const pagePath of pagesFor(input.light))
      lightLoads.push(await loadPage(browser, input.light.token, pagePath, counter.records));
    for (const pagePath of pagesFor(input.heavy))
      heavyLoads.push(await loadPage(browser, input.heavy.token, pagePath, counter.records));
    const adminLoad = await loadPage(browser, input.admin.token, '/admin-portal', counter.records);

    const isIcon = (call: { name: string }) =>
      call.name.startsWith('GET /api/icons/') && call.name.endsWith('.svg');
    const describe = (load: PageLoad | undefined) => {
      const calls = load?.calls ?? [];
      // Icon images are one request per icon shown: summarised in one line.
      const icons = calls.filter(isIcon);
      const lines = calls
        .filter((call) => !icons.includes(call))
        .map((call) => `${call.name}: ${call.queries}`);
      if (icons.length > 0) {
        const counts = [...new Set(icons.map((call) => call.queries))].join('/');
        lines.push(
          `${icons.length} icon image${icons.length === 1 ? '' : 's'} (GET /api/icons/…svg): ${counts} each`,
        );
      }
      return lines.join('<br>') || '(none)';
    };
    // Icon images: one per icon on screen, whatever the habits; compared separately from the data calls.
    const total = (load: PageLoad | undefined) =>
      (load?.calls ?? [])
        .filter((call) => !isIcon(call))
        .reduce((sum, call) => sum + call.queries, 0);
    const dataCalls = (load: PageLoad | undefined) =>
      (load?.calls ?? []).filter((call) => !isIcon(call)).length;
    const maxPerRequest = (load: PageLoad | undefined) =>
      Math.max(0, ...(load?.calls ?? []).map((call) => call.queries));
    const rows = pageNames.map((name, index) => {
      const light = lightLoads[index];
      const heavy = heavyLoads[index];
      return [`\`${name}\``, describe(light), describe(heavy), `${total(light)} / ${total(heavy)}`];
    });
    rows.push(['`/admin-portal` (ADMIN)', describe(adminLoad), '—', `${total(adminLoad)}`]);
    const independent = pageNames.every(
      (_, index) =>
        total(lightLoads[index]) === total(heavyLoads[index]) &&
        dataCalls(lightLoads[index]) === dataCalls(heavyLoads[index]),
    );
    const worst = Math.max(
      ...lightLoads.map(maxPerRequest),
      ...heavyLoads.map(maxPerRequest),
      maxPerRequest(adminLoad),
    );
    const queriesSection: Section = {
      title: 'Queries per request of every page (no N+1)',
      method:
        'Each page is loaded signed in, in headless Chromium, against the app running in the bench process with a Kysely plugin ' +
        '(on the db passed to `buildApp`) that counts the statements of each HTTP request through AsyncLocalStorage. ' +
        'The same pages for a user with 1 habit and a user with 20 habits × 2 years, in the same order, so both meet their per-user cache ' +
        'alike (cold on `/`, warm afterwards: user-data queries such as habits.list are answered from it while the data is unchanged). ' +
        'tRPC batches concurrent queries into one request, as the web app does.',
      figures: [
        {
          label: 'Queries per page independent of the number of habits (1 vs 20)',
          value: independent ? 'same counts' : 'counts differ',
          goal: 'equal (no N+1)',
          met: independent,
        },
        {
          label: 'Most queries in one HTTP request',
          value: String(worst),
          goal: '≤ 10 (bounded)',
          met: worst <= 10,
        },
      ],
      details: [
        table(
          [
            'Page',
            'Calls with 1 habit: queries per request',
            'Calls with 20 habits: queries per request',
            'Queries of the data calls, 1 / 20 habits',
          ],
          rows,
        ),
      ],
    };

    // --- what a signed-in USER downloads for / ---
    const downloads = await measureDownloads(browser, input.heavy.token);
    const jsGzip = downloads.js.reduce((sum, item) => sum + item.gzip, 0);
    const cssGzip = downloads.css.reduce((sum, item) => sum + item.gzip, 0);
    const jsRaw = downloads.js.reduce((sum, item) => sum + item.raw, 0);
    const cssRaw = downloads.css.reduce((sum, item) => sum + item.raw, 0);
    const adminChunks = [...downloads.js, ...downloads.css].filter((item) =>
      /admin/i.test(item.name),
    );
    const encodings = [
      ...new Set([...downloads.js, ...downloads.css].map((item) => item.encoding)),
    ];

    // --- Web Vitals, 4× CPU throttling ---
    const vitals: Vitals[] = [];
    for (let run = 0; run < options.webRuns; run += 1)
      vitals.push(await measureVitals(browser, input.heavy.token));
    // The progress screen of a habit with two years of entries (the heavy user's first).
    const progressPath = `/habit/${String(input.heavy.habitIds[0] ?? 0)}/progress`;
    const progressLcp: number[] = [];
    for (let run = 0; run < options.webRuns; run += 1)
      progressLcp.push((await measureVitals(browser, input.heavy.token, progressPath)).lcp);
    // The same user with the list view chosen (PUT /api/auth/user, as the web's switch does): its
    // code comes with the first load then, and is counted against the same goal.
    const chosen = await fetch(`${ORIGIN}/api/auth/user`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${input.heavy.token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ summaryView: 'list' }),
    });
    if (!chosen.ok) throw new Error(`PUT /api/auth/user → ${String(chosen.status)}`);
    const listDownloads = await measureDownloads(browser, input.heavy.token);
    const listJsGzip = listDownloads.js.reduce((sum, item) => sum + item.gzip, 0);
    const listJsRaw = listDownloads.js.reduce((sum, item) => sum + item.raw, 0);
    const lcp = median(vitals.map((v) => v.lcp));
    const cls = median(vitals.map((v) => v.cls));
    const tbt = median(vitals.map((v) => v.tbt));
    const fcp = median(vitals.map((v) => v.fcp));

    const figures: Figure[] = [
      {
        label: 'JS downloaded for / (signed-in USER), gzip -9',
        value: kb(jsGzip),
        ratio: `${kb(jsRaw)} raw, ${downloads.js.length} files`,
        goal: '≤ 140 KB',
        met: jsGzip <= 140 * 1024,
      },
      {
        label: 'JS downloaded for / with the list view chosen, gzip -9',
        value: kb(listJsGzip),
        ratio: `${kb(listJsRaw)} raw, ${listDownloads.js.length} files`,
        goal: '≤ 140 KB',
        met: listJsGzip <= 140 * 1024,
      },
      ...workerFigures(web.dir),
      {
        label: 'CSS downloaded for /, gzip -9',
        value: kb(cssGzip),
        ratio: `${kb(cssRaw)} raw, ${downloads.css.length} files`,
        goal: '≤ 30 KB',
        met: cssGzip <= 30 * 1024,
      },
      {
        label: 'Admin chunks among them',
        value: adminChunks.length === 0 ? 'none' : adminChunks.map((item) => item.name).join(', '),
        goal: 'none',
        met: adminChunks.length === 0,
      },
      {
        label: 'Largest Contentful Paint of / (4× CPU throttling)',
        value: `${Math.round(lcp)} ms`,
        ratio: `FCP ${Math.round(fcp)} ms`,
        goal: '≤ 1500 ms',
        met: lcp <= 1500,
      },
      {
        label:
          'Largest Contentful Paint of the progress screen, 2 years of entries (4× CPU throttling)',
        value: `${String(Math.round(median(progressLcp)))} ms`,
        goal: '≤ 1500 ms',
        met: median(progressLcp) <= 1500,
      },
      {
        label: 'Cumulative Layout Shift of /',
        value: String(round(cls, 3)),
        goal: '≤ 0.02',
        met: cls <= 0.02,
      },
      {
        label: 'Total Blocking Time of /',
        value: `${Math.round(tbt)} ms`,
        goal: '≤ 200 ms',
        met: tbt <= 200,
      },
    ];
    const composition = topPackages(
      web.dir,
      downloads.js.map((item) => item.name),
    );
    const fileRows = [...downloads.js, ...downloads.css].map((item) => [
      item.name,
      kb(item.raw),
      kb(item.gzip),
      item.encoding,
    ]);
    const webSection: Section = {
      title: 'Web: download size and Web Vitals of /',
      method:
        `The web app is built fresh (\`vite build\` into the bench's work folder) and served by the app. Headless Chromium ` +
        `(${CHROMIUM}, --no-sandbox --disable-gpu --disable-background-networking, 1280×800, cold cache) loads \`/\` signed in as a USER ` +
        `with 20 habits × 2 years (the cards, the default view, and then with the list view chosen); the JS and CSS responses it receives ` +
        `until the network is idle + 0.5 s, without any input, are summed and gzipped here (level 9). ` +
        `Web Vitals come from PerformanceObservers in the page (largest-contentful-paint, layout-shift, longtask; TBT = long-task time ` +
        `beyond 50 ms after FCP, until the network is idle + 1.5 s) with \`Emulation.setCPUThrottlingRate\` 4 over CDP; median of ${options.webRuns} loads.`,
      figures,
      details: [
        table(['File', 'Raw', 'gzip -9', 'Content-Encoding sent'], fileRows),
        'The data it fetches:',
        table(
          ['API call', 'Raw', 'gzip -9'],
          downloads.data.map((item) => [item.name, kb(item.raw), kb(item.gzip)]),
        ),
        'The largest parts of that JS (minified bytes per package, from the source maps):',
        table(
          ['Package or folder', 'Minified', 'Share'],
          composition.map(([name, bytes]) => [
            name,
            kb(bytes),
            `${Math.round((bytes * 100) / Math.max(1, jsRaw))}%`,
          ]),
        ),
        `LCP elements: ${vitals.map((v) => `\`${v.lcpElement}\` at ${Math.round(v.lcp)} ms`).join('; ')}. Encodings sent by the server: ${encodings.join(', ')}.`,
      ],
      notes: web.note === undefined ? [] : [web.note],
    };
    return { queries: queriesSection, web: webSection };
  } finally {
    await browser.close();
    await app.close();
    await handle.close();
  }
}

/**
 * The web section on its own (`pnpm --filter @taper/bench section web`), with the queries per page
 * measured alongside: seeds the users it loads.
 */
export async function benchWebAlone(options: BenchOptions, workDir: string): Promise<Section[]> {
  const dbFile = path.join(workDir, 'web.db');
  const seeder = await SqliteSeeder.open(dbFile);
  const admin = seeder.addUser({ role: 'ADMIN', habits: 0, days: 0, session: true });
  const heavy = seeder.addUser({
    habits: options.heavyHabits,
    days: options.heavyDays,
    session: true,
  });
  const light = seeder.addUser({ habits: 1, days: options.heavyDays, session: true });
  seeder.checkpoint();
  seeder.close();
  const { queries, web } = await benchWeb({ options, dbFile, workDir, light, heavy, admin });
  return [queries, web];
}

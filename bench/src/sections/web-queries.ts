/**
 * 4b. Queries per request of every page: each page loaded signed in, the statements of each HTTP
 * request counted as the database handle runs them, through AsyncLocalStorage, for a user with 1
 * habit and one with 20.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import type { Db } from '@taper/db';
import { table, type Section } from '../report';
import { ORIGIN, signedInContext, type WebUser } from './web-browser';

export interface RequestRecord {
  method: string;
  url: string;
  status: number;
  queries: number;
}

/**
 * Counts the statements of each HTTP request: every statement the database handle runs (db's
 * `onStatement`, so the lookups compiled once and run without Kysely count too), through
 * AsyncLocalStorage around Fastify's handler.
 */
export function queryCounter() {
  const store = new AsyncLocalStorage<{ queries: number }>();
  const records: RequestRecord[] = [];
  const onStatement = () => {
    const current = store.getStore();
    if (current) current.queries += 1;
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
  return { onStatement, records, wrap };
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

/**
 * How long no request may be answered before a page counts as loaded: 1.5 s, as a busy machine
 * renders slowly; in a smoke run, whose figures mean nothing, the half second past `networkidle`.
 */
export const quietTime = (smoke: boolean) => (smoke ? 500 : 1500);

/** Waits until no request has been answered for `quietMs`, at most 20 s. */
async function settle(page: Page, records: RequestRecord[], quietMs: number): Promise<void> {
  const deadline = Date.now() + 20_000;
  let seen = -1;
  let stableSince = Date.now();
  while (Date.now() < deadline) {
    if (records.length !== seen) {
      seen = records.length;
      stableSince = Date.now();
    } else if (Date.now() - stableSince >= quietMs) {
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
  quietMs: number,
): Promise<PageLoad> {
  const context = await signedInContext(browser, token);
  try {
    const page = await context.newPage();
    records.length = 0;
    await page.goto(`${ORIGIN}${pagePath}`, { waitUntil: 'networkidle' });
    await settle(page, records, quietMs);
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

/** The pages loaded for `user`, in order (its first habit's where a page is a habit's). */
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

/** The same pages as the report names them. */
const PAGE_NAMES = [
  '/',
  '/?habitId={id}',
  '/habit/{id}',
  '/habit/{id}/settings',
  '/create-habit',
  '/manage',
  '/account',
];

const isIcon = (call: { name: string }) =>
  call.name.startsWith('GET /api/icons/') && call.name.endsWith('.svg');

/** A page's calls, each with its queries, for the report. */
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

/**
 * The icon catalog's calls: an image per icon on screen, and the list, which is everyone's (made by
 * the first page that asks, one statement once kept) and which the settings page may ask for
 * twice (its icon picker refetches as it opens). Neither depends on the user's habits: left out of the
 * comparison, shown in the table.
 */
const isCatalogCall = (call: { name: string }) => isIcon(call) || call.name === 'trpc icons.list';
const userCalls = (load: PageLoad | undefined) =>
  (load?.calls ?? []).filter((call) => !isCatalogCall(call));
const total = (load: PageLoad | undefined) =>
  userCalls(load).reduce((sum, call) => sum + call.queries, 0);
const dataCalls = (load: PageLoad | undefined) => userCalls(load).length;
const maxPerRequest = (load: PageLoad | undefined) =>
  Math.max(0, ...(load?.calls ?? []).map((call) => call.queries));

/** Every page as the light and then the heavy user, then the admin portal as the admin. */
async function loadAllPages(
  browser: Browser,
  db: Db,
  records: RequestRecord[],
  users: { light: WebUser; heavy: WebUser; admin: WebUser },
  quietMs: number,
) {
  const lightLoads: PageLoad[] = [];
  const heavyLoads: PageLoad[] = [];
  // Both users start alike: nobody's "last seen" is due for its (hourly) write during the loads,
  // and each user's first page meets a cold per-user cache, the later ones a warm one.
  await db.updateTable('users').set({ lastSeenAt: new Date() }).execute();
  for (const pagePath of pagesFor(users.light))
    lightLoads.push(await loadPage(browser, users.light.token, pagePath, records, quietMs));
  for (const pagePath of pagesFor(users.heavy))
    heavyLoads.push(await loadPage(browser, users.heavy.token, pagePath, records, quietMs));
  const adminLoad = await loadPage(browser, users.admin.token, '/admin-portal', records, quietMs);
  return { lightLoads, heavyLoads, adminLoad };
}

const QUERIES_METHOD =
  'Each page is loaded signed in, in headless Chromium, against the app running in the bench process, whose database handle ' +
  'counts every statement it runs (the lookups compiled once included) for the HTTP request it runs for, through AsyncLocalStorage. ' +
  'The same pages for a user with 1 habit and a user with 20 habits × 2 years, in the same order, so both meet their per-user cache ' +
  'alike (cold on `/`, warm afterwards: user-data queries such as habits.list are answered from it while the data is unchanged). ' +
  'The icon catalog’s calls (its images, and its list: the same for everyone, made by the first page that asks for it and then kept by the catalog’s revision) are shown but not compared. ' +
  'tRPC batches concurrent queries into one request, as the web app does.';

/** Loads every page as the light and the heavy user (and the admin portal) and counts the queries. */
export async function queriesSection(
  browser: Browser,
  db: Db,
  records: RequestRecord[],
  users: { light: WebUser; heavy: WebUser; admin: WebUser },
  quietMs: number,
): Promise<Section> {
  // --- queries per request, per page, with 1 and with 20 habits ---
  const { lightLoads, heavyLoads, adminLoad } = await loadAllPages(
    browser,
    db,
    records,
    users,
    quietMs,
  );
  const rows = PAGE_NAMES.map((name, index) => {
    const light = lightLoads[index];
    const heavy = heavyLoads[index];
    return [`\`${name}\``, describe(light), describe(heavy), `${total(light)} / ${total(heavy)}`];
  });
  rows.push(['`/admin-portal` (ADMIN)', describe(adminLoad), '—', `${total(adminLoad)}`]);
  const independent = PAGE_NAMES.every(
    (_, index) =>
      total(lightLoads[index]) === total(heavyLoads[index]) &&
      dataCalls(lightLoads[index]) === dataCalls(heavyLoads[index]),
  );
  const worst = Math.max(
    ...lightLoads.map(maxPerRequest),
    ...heavyLoads.map(maxPerRequest),
    maxPerRequest(adminLoad),
  );
  return {
    title: 'Queries per request of every page (no N+1)',
    method: QUERIES_METHOD,
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
}

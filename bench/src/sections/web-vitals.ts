/**
 * 6. The web app's size and its Web Vitals: what a signed-in USER with 20 habits downloads for /
 * (with the cards and with the list view), and the LCP, CLS and TBT of / and of the progress screen.
 */
import type { Browser } from 'playwright-core';
import type { BenchOptions } from '../options';
import { table, type Figure, type Section } from '../report';
import { median, round } from '../stats';
import { topPackages } from '../composition';
import {
  CHROMIUM,
  measureDownloads,
  measureVitals,
  ORIGIN,
  type Downloads,
  type Vitals,
  type WebUser,
} from './web-browser';
import { workerFigures } from './worker-size';

const kb = (bytes: number) => `${round(bytes / 1024, 1)} KB`;

type Files = Downloads['js'];
const gzipOf = (files: Files) => files.reduce((sum, item) => sum + item.gzip, 0);
const rawOf = (files: Files) => files.reduce((sum, item) => sum + item.raw, 0);

/** Web Vitals of / and the progress screen's LCP, each over `options.webRuns` loads. */
async function measureAllVitals(browser: Browser, options: BenchOptions, heavy: WebUser) {
  // --- Web Vitals, 4× CPU throttling ---
  const vitals: Vitals[] = [];
  for (let run = 0; run < options.webRuns; run += 1)
    vitals.push(await measureVitals(browser, heavy.token));
  // The progress screen of a habit with two years of entries (the heavy user's first).
  const progressPath = `/habit/${String(heavy.habitIds[0] ?? 0)}/progress`;
  const progressLcp: number[] = [];
  for (let run = 0; run < options.webRuns; run += 1)
    progressLcp.push((await measureVitals(browser, heavy.token, progressPath)).lcp);
  return { vitals, progressLcp };
}

/**
 * The same user with the list view chosen (PUT /api/auth/user, as the web's switch does): its
 * code comes with the first load then, and is counted against the same goal.
 */
async function measureListViewDownloads(browser: Browser, heavy: WebUser) {
  const chosen = await fetch(`${ORIGIN}/api/auth/user`, {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${heavy.token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ summaryView: 'list' }),
  });
  if (!chosen.ok) throw new Error(`PUT /api/auth/user → ${String(chosen.status)}`);
  return measureDownloads(browser, heavy.token);
}

/** The download figures: JS of both views, the worker, CSS, and no admin code. */
function downloadFigures(downloads: Downloads, listDownloads: Downloads, webDir: string): Figure[] {
  const jsGzip = gzipOf(downloads.js);
  const cssGzip = gzipOf(downloads.css);
  const listJsGzip = gzipOf(listDownloads.js);
  const adminChunks = [...downloads.js, ...downloads.css].filter((item) =>
    /admin/i.test(item.name),
  );
  return [
    {
      label: 'JS downloaded for / (signed-in USER), gzip -9',
      value: kb(jsGzip),
      ratio: `${kb(rawOf(downloads.js))} raw, ${downloads.js.length} files`,
      goal: '≤ 140 KB',
      met: jsGzip <= 140 * 1024,
    },
    {
      label: 'JS downloaded for / with the list view chosen, gzip -9',
      value: kb(listJsGzip),
      ratio: `${kb(rawOf(listDownloads.js))} raw, ${listDownloads.js.length} files`,
      goal: '≤ 140 KB',
      met: listJsGzip <= 140 * 1024,
    },
    ...workerFigures(webDir),
    {
      label: 'CSS downloaded for /, gzip -9',
      value: kb(cssGzip),
      ratio: `${kb(rawOf(downloads.css))} raw, ${downloads.css.length} files`,
      goal: '≤ 30 KB',
      met: cssGzip <= 30 * 1024,
    },
    {
      label: 'Admin chunks among them',
      value: adminChunks.length === 0 ? 'none' : adminChunks.map((item) => item.name).join(', '),
      goal: 'none',
      met: adminChunks.length === 0,
    },
  ];
}

/** The Web Vitals figures: LCP of / and of the progress screen, CLS and TBT of /. */
function vitalsFigures(vitals: Vitals[], progressLcp: number[]): Figure[] {
  const lcp = median(vitals.map((v) => v.lcp));
  const cls = median(vitals.map((v) => v.cls));
  const tbt = median(vitals.map((v) => v.tbt));
  const fcp = median(vitals.map((v) => v.fcp));
  return [
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
}

/** How the section measures, as the report says it. */
const webMethod = (runs: number) =>
  `The web app is built fresh (\`vite build\` into the bench's work folder) and served by the app. Headless Chromium ` +
  `(${CHROMIUM}, --no-sandbox --disable-gpu --disable-background-networking, 1280×800, cold cache) loads \`/\` signed in as a USER ` +
  `with 20 habits × 2 years (the cards, the default view, and then with the list view chosen); the JS and CSS responses it receives ` +
  `until the network is idle + 0.5 s, without any input, are summed and gzipped here (level 9). ` +
  `Web Vitals come from PerformanceObservers in the page (largest-contentful-paint, layout-shift, longtask; TBT = long-task time ` +
  `beyond 50 ms after FCP, until the network is idle + 1.5 s) with \`Emulation.setCPUThrottlingRate\` 4 over CDP; median of ${runs} loads.`;

/** The tables under the figures: each file, the data fetched, the JS by package, the LCP elements. */
function webDetails(downloads: Downloads, vitals: Vitals[], webDir: string) {
  const jsRaw = rawOf(downloads.js);
  const encodings = [...new Set([...downloads.js, ...downloads.css].map((item) => item.encoding))];
  const composition = topPackages(
    webDir,
    downloads.js.map((item) => item.name),
  );
  const fileRows = [...downloads.js, ...downloads.css].map((item) => [
    item.name,
    kb(item.raw),
    kb(item.gzip),
    item.encoding,
  ]);
  return [
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
  ];
}

/** Measures the heavy user's / (both views) and progress screen in `browser`, the app serving `web`. */
export async function webSection(
  browser: Browser,
  options: BenchOptions,
  heavy: WebUser,
  web: { dir: string; note?: string },
): Promise<Section> {
  // --- what a signed-in USER downloads for / ---
  const downloads = await measureDownloads(browser, heavy.token);
  const { vitals, progressLcp } = await measureAllVitals(browser, options, heavy);
  const listDownloads = await measureListViewDownloads(browser, heavy);
  return {
    title: 'Web: download size and Web Vitals of /',
    method: webMethod(options.webRuns),
    figures: [
      ...downloadFigures(downloads, listDownloads, web.dir),
      ...vitalsFigures(vitals, progressLcp),
    ],
    details: webDetails(downloads, vitals, web.dir),
    notes: web.note === undefined ? [] : [web.note],
  };
}

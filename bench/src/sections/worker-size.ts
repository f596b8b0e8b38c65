/**
 * The service worker, reported apart from the JS of `/`: the page never waits for it (it is
 * registered after the load event), and on its first install it downloads its precache — the app
 * shell, every lazy chunk and the icons — once, in the background.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Figure } from '../report';
import { round } from '../stats';

const kb = (bytes: number) => `${round(bytes / 1024, 1)} KB`;

/** The files Workbox's precache manifest in sw.js lists (`{"revision":…,"url":"assets/x.js"}`). */
export function precachedFiles(worker: string): string[] {
  return [...worker.matchAll(/\burl"?:\s*"([^"]+)"/g)].map((match) => match[1] ?? '');
}

export function workerFigures(webDir: string): Figure[] {
  const file = path.join(webDir, 'sw.js');
  if (!existsSync(file)) {
    return [{ label: 'Service worker /sw.js', value: 'missing', goal: 'built', met: false }];
  }
  const worker = readFileSync(file);
  const precached = precachedFiles(worker.toString('utf8'));
  let raw = 0;
  let gzip = 0;
  for (const name of precached) {
    const full = path.join(webDir, name);
    if (!existsSync(full)) continue;
    raw += statSync(full).size;
    gzip += gzipSync(readFileSync(full), { level: 9 }).length;
  }
  return [
    {
      label: 'Service worker /sw.js (apart from /: registered after load), gzip -9',
      value: kb(gzipSync(worker, { level: 9 }).length),
      ratio: `${kb(worker.length)} raw, Workbox and the push handlers bundled in`,
      goal: 'reported',
    },
    {
      label:
        'What the worker precaches once, in the background (shell, lazy chunks, icons), gzip -9',
      value: kb(gzip),
      ratio: `${kb(raw)} raw, ${precached.length} files`,
      goal: 'reported',
    },
  ];
}

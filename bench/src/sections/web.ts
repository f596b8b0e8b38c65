/**
 * 4b. Queries per request of every page, 6. the web app's size and its Web Vitals.
 * The app runs in this process here (buildApp with a query-counting Kysely plugin, the freshly built
 * web app as its static root), headless Chromium loads the pages signed in (web-queries.ts,
 * web-vitals.ts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { createDb } from '@taper/db';
import { buildApp, loadConfig } from '@taper/server';
import type { BenchOptions } from '../options';
import type { Section } from '../report';
import { SqliteSeeder } from '../seed';
import { CHROMIUM, PORT, type WebUser } from './web-browser';
import { queriesSection, queryCounter, quietTime } from './web-queries';
import { webSection } from './web-vitals';

export const WEB_DIR = path.resolve(
  path.dirname(new URL(import.meta.url).pathname),
  '../../../apps/web',
);

export interface WebInput {
  options: BenchOptions;
  dbFile: string;
  workDir: string;
  light: WebUser;
  heavy: WebUser;
  admin: WebUser;
}

/** Builds the web app into the bench's work folder (never touching apps/web/dist). */
export function buildWeb(outDir: string): { dir: string; note?: string } {
  const vite = path.join(WEB_DIR, 'node_modules', '.bin', 'vite');
  // Source maps only for the composition table (web-vitals.ts); the served files are the same code.
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

export async function benchWeb(input: WebInput): Promise<{ queries: Section; web: Section }> {
  const { options } = input;
  const web = buildWeb(path.join(input.workDir, 'web-dist'));
  const counter = queryCounter();
  const handle = createDb(input.dbFile, { onStatement: counter.onStatement });
  const app = await buildApp({
    db: handle.db,
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
  // The browser takes no preloaded library: under a pinned clock (faketime, see the README) a
  // preloaded clock made Chromium's page loads hang and its timings nonsense (a CI run as at 10:50
  // UTC failed here); the server's clock is the one that matters.
  const { LD_PRELOAD: _preload, ...env } = process.env;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    env,
  });
  try {
    const queries = await queriesSection(
      browser,
      handle.db,
      counter.records,
      input,
      quietTime(options.smoke),
    );
    return { queries, web: await webSection(browser, options, input.heavy, web) };
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

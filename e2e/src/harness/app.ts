/** One test file's app: its own server, the run's browser, fresh browser contexts per test. */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { ARTIFACTS } from '../env';
import { Api } from './api-client';
import { launchBrowser, newSession, type Session } from './browser';
import { startServer, type Server } from './server';

// ---------------------------------------------------------------- the run's browser

let runBrowser: Promise<Browser> | undefined;

/**
 * One Chromium for the whole run: the files share this module (vitest.config.ts, `isolate: false`),
 * and launching and closing a browser cost each file about a second. A file that finds it gone
 * (crashed) launches another; Playwright closes it when the run's worker exits.
 */
async function sharedBrowser(): Promise<Browser> {
  const current = await runBrowser?.catch(() => undefined);
  if (current?.isConnected()) return current;
  runBrowser = launchBrowser();
  return runBrowser;
}

// ---------------------------------------------------------------- per-file lifecycle

export interface App {
  server: Server;
  /** The run's browser (shared by every file): a file closes every context it opens. */
  browser: Browser;
  api: () => Api;
  /**
   * A new browser context and page; closed after the test, which fails on uncaught page errors.
   * `baseURL` opens the app elsewhere than at the server's own address (through a proxy).
   */
  session: (viewport?: { width: number; height: number }, baseURL?: string) => Promise<Session>;
}

/**
 * Registers the hooks of one test file: its own server for the whole file, fresh browser contexts
 * per test, a screenshot in artifacts/failures when a test fails.
 */
export function setupApp(
  name: string,
  options: {
    /** More environment for the server, read when it starts (e.g. a local SMTP server's URL). */
    env?: () => Record<string, string>;
    /**
     * The app installs its service worker only in the files about what it does (offline use,
     * push, the share page as a PWA). Elsewhere it is blocked: installing it precaches every
     * asset in each new context, about a third of the suite's CPU, for flows that never use it.
     */
    serviceWorker?: boolean;
  } = {},
): App {
  const sessions: Session[] = [];
  const app = {
    api: () => new Api(app.server.baseURL),
    session: async (viewport?: { width: number; height: number }, baseURL?: string) => {
      const session = await newSession(
        app.browser,
        baseURL ?? app.server.baseURL,
        viewport,
        options.serviceWorker,
      );
      sessions.push(session);
      return session;
    },
  } as App;

  beforeAll(async () => {
    [app.server, app.browser] = await Promise.all([
      startServer(name, options.env?.()),
      sharedBrowser(),
    ]);
  });
  afterAll(async () => {
    // Either may be missing when beforeAll failed half-way. The next file starts from a browser
    // with no page open, whatever this one forgot to close.
    const { browser, server } = app as Partial<App>;
    await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
    await server?.stop();
  });
  afterEach(async ({ task }) => {
    const failed = task.result?.state === 'fail';
    const errors: string[] = [];
    for (const [index, session] of sessions.entries()) {
      if (failed) {
        const dir = path.join(ARTIFACTS, 'failures');
        await mkdir(dir, { recursive: true });
        const file = `${name}-${task.name}-${index}`.replace(/[^a-z0-9-]+/gi, '_').slice(0, 120);
        await session.page
          .screenshot({ path: path.join(dir, `${file}.png`), fullPage: true })
          .catch(() => undefined);
      }
      errors.push(...session.pageErrors);
      await session.context.close().catch(() => undefined);
    }
    sessions.length = 0;
    if (!failed && errors.length > 0) {
      throw new Error(`Uncaught errors in the page:\n  ${errors.join('\n  ')}`);
    }
  });
  return app;
}

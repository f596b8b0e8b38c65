/** One test file's app: its own server and browser, fresh browser contexts per test. */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { ARTIFACTS } from '../env';
import { Api } from './api-client';
import { launchBrowser, newSession, type Session } from './browser';
import { startServer, type Server } from './server';

// ---------------------------------------------------------------- per-file lifecycle

export interface App {
  server: Server;
  browser: Browser;
  api: () => Api;
  /**
   * A new browser context and page; closed after the test, which fails on uncaught page errors.
   * `baseURL` opens the app elsewhere than at the server's own address (through a proxy).
   */
  session: (viewport?: { width: number; height: number }, baseURL?: string) => Promise<Session>;
}

/**
 * Registers the hooks of one test file: its own server and browser for the whole file, fresh
 * browser contexts per test, a screenshot in artifacts/failures when a test fails.
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
    app.server = await startServer(name, options.env?.());
    app.browser = await launchBrowser();
  });
  afterAll(async () => {
    // Either may be missing when beforeAll failed half-way.
    const { browser, server } = app as Partial<App>;
    await browser?.close();
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

/**
 * The end-to-end harness: one real API server per test file (fresh temporary SQLite database, a
 * free port in 4100–4199), the system Chromium driven by playwright-core, a REST client for
 * seeding, and small waiting assertions (playwright-core has no `expect` of its own).
 */
export {
  ARTIFACTS,
  CHROME_ARGS,
  CHROME_PATH,
  chromeMissingMessage,
  ROOT,
  SCREENSHOTS,
  SERVER_MAIN,
  TIMEZONE,
  WEB_INDEX,
} from './env';
export * from './harness/constants';
export * from './harness/server';
export * from './harness/api-client';
export * from './harness/browser';
export * from './harness/waits';
export * from './harness/colours';
export * from './harness/app';
export * from './harness/signed-in';
export * from './harness/focus';
export * from './harness/habit-fixtures';
export * from './harness/import-files';
export * from './harness/habit-screen';
export * from './harness/focus-stops';
export * from './harness/screen-capture';
export * from './harness/admin-portal';
export * from './harness/stats-history';
export * from './harness/quick-habits';

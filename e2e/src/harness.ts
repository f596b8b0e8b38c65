/**
 * The end-to-end harness: one real API server per test file (fresh temporary SQLite database, a
 * free port in 4100–4199), the system Chromium driven by playwright-core, a REST client for
 * seeding, and small waiting assertions (playwright-core has no `expect` of its own).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dateInTimeZone, type Habit, type HabitSettingsInput, type IsoDate } from '@taper/domain';
import { afterAll, afterEach, beforeAll } from 'vitest';
import {
  ARTIFACTS,
  CHROME_ARGS,
  CHROME_PATH,
  chromeMissingMessage,
  ROOT,
  SERVER_MAIN,
  TIMEZONE,
  WEB_INDEX,
} from './env';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';

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

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 375, height: 812 } as const;
/** How long a waiting assertion waits (the machine may be busy: a build, other suites). */
export const TIMEOUT_MS = Number(process.env.E2E_TIMEOUT_MS ?? 15_000);

/** The user's today, as the app computes it. */
export function today(): IsoDate {
  return dateInTimeZone(new Date(), TIMEZONE);
}

// ---------------------------------------------------------------- server

export interface Server {
  baseURL: string;
  port: number;
  /** The server's SQLite file, for fixtures the API cannot make (a habit created days ago). */
  databaseFile: string;
  /** Everything the server printed so far. */
  logs: () => string;
  stop: () => Promise<void>;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => {
      resolve(false);
    });
    probe.listen({ port, host: '0.0.0.0', exclusive: true }, () => {
      probe.close(() => {
        resolve(true);
      });
    });
  });
}

async function freePort(): Promise<number> {
  const start = 4100 + Math.floor(Math.random() * 100);
  for (let i = 0; i < 100; i++) {
    const port = 4100 + ((start - 4100 + i) % 100);
    if (await portIsFree(port)) return port;
  }
  throw new Error('No free port in 4100-4199 for the e2e server');
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      resolve(false);
    }, ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Servers this worker started: stopped however the worker ends (done, failed, interrupted). */
const running = new Set<ChildProcess>();
function killServers() {
  for (const child of running) child.kill('SIGKILL');
}
process.once('exit', killServers);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    killServers();
    process.exit(130);
  });
}

/** Starts `node apps/api/dist/main.js` on a fresh database and waits until it answers. */
export async function startServer(name: string, env: Record<string, string> = {}): Promise<Server> {
  if (!existsSync(SERVER_MAIN) || !existsSync(WEB_INDEX)) {
    throw new Error(`The build is missing (${SERVER_MAIN} / ${WEB_INDEX}): run pnpm test:e2e`);
  }
  // A second try on another port, should the first one be taken by something that does not
  // answer like our server.
  try {
    return await startServerOnce(name, env);
  } catch (error) {
    process.stderr.write(`e2e: ${String(error)}\ne2e: trying again on another port\n`);
    return startServerOnce(name, env);
  }
}

async function startServerOnce(name: string, env: Record<string, string>): Promise<Server> {
  const startedAt = Date.now();
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'taper-e2e-'));
  const baseURL = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: path.join(ROOT, 'apps', 'api'),
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: path.join(dataDir, 'taper.db'),
      NODE_ENV: 'production',
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      WORKERS: '1',
      // Every flow signs its users up from 127.0.0.1: the per-address budgets set out of reach.
      SIGNUP_LIMIT_PER_HOUR: '1000000',
      LOGIN_FAILURES_LIMIT: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const stop = async () => {
    if (running.has(child)) {
      child.kill('SIGTERM');
      if (!(await waitForExit(child, 5000))) child.kill('SIGKILL');
      running.delete(child);
    }
    await mkdir(path.join(ARTIFACTS, 'logs'), { recursive: true });
    await writeFile(path.join(ARTIFACTS, 'logs', `${name}.server.log`), output);
    await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  let lastSeen = 'no answer';
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The server exited with ${child.exitCode} before answering:\n${output}`);
    }
    try {
      const response = await fetch(`${baseURL}/api/auth/user`, {
        signal: AbortSignal.timeout(2000),
      });
      if (response.status === 401 || response.ok) break;
      lastSeen = `HTTP ${response.status}`;
    } catch (error) {
      lastSeen = String(error); // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `The server did not answer on ${baseURL} within ${Math.round((Date.now() - startedAt) / 1000)} s ` +
          `(last: ${lastSeen}); its output:\n${output}`,
      );
    }
    await sleep(200);
  }
  return { baseURL, port, databaseFile: path.join(dataDir, 'taper.db'), logs: () => output, stop };
}

// ---------------------------------------------------------------- REST client (seeding)

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    where: string,
  ) {
    super(`${where} → ${status}: ${body}`);
  }
}

export interface ApiUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: 'USER' | 'ADMIN';
  tier: 'FREE' | 'PREMIUM';
  themePreference: 'light' | 'dark' | 'system';
}

/** A habit as the API returns it: the goal's fields flat, `null` where its kind has none. */
export type ApiHabit = Habit;

export interface ApiEntry {
  id: number;
  habitId: number;
  date: IsoDate;
  performance: string;
  actualValue?: number | null;
  levelValue?: string | null;
  note?: string | null;
}

export class Api {
  constructor(
    readonly baseURL: string,
    public token?: string,
  ) {}

  async call<T>(method: string, url: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = {};
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.baseURL}${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new ApiError(response.status, text, `${method} ${url}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  /** Signs up (the browser's time zone included, as the web app does) and keeps the token. */
  async signup(user: NewUser): Promise<ApiUser> {
    const result = await this.call<{ token: string; user: ApiUser }>('POST', '/api/signup', {
      ...user,
      timezone: TIMEZONE,
    });
    this.token = result.token;
    return result.user;
  }

  async login(email: string, password: string): Promise<ApiUser> {
    const result = await this.call<{ token: string; user: ApiUser }>('POST', '/api/login', {
      email,
      password,
      timezone: TIMEZONE,
    });
    this.token = result.token;
    return result.user;
  }

  me(): Promise<ApiUser> {
    return this.call('GET', '/api/auth/user');
  }

  createHabit(habit: HabitSettingsInput): Promise<ApiHabit> {
    return this.call('POST', '/api/habits', habit);
  }

  habits(): Promise<ApiHabit[]> {
    return this.call('GET', '/api/habits');
  }

  restoreHabit(habitId: number): Promise<ApiHabit> {
    return this.call('POST', `/api/habits/${habitId}/restore`);
  }

  logEntry(
    habitId: number,
    entry: {
      date: IsoDate;
      actualValue?: number;
      levelValue?: string;
      note?: string;
      skip?: true;
    },
  ): Promise<ApiEntry> {
    return this.call('POST', `/api/habits/${habitId}/entries`, { habitId, ...entry });
  }

  entries(habitId: number): Promise<ApiEntry[]> {
    return this.call('GET', `/api/habits/${habitId}/entries`);
  }

  setTheme(themePreference: 'light' | 'dark'): Promise<ApiUser> {
    return this.call('PUT', '/api/auth/user', { themePreference });
  }
}

export interface NewUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

let userCounter = 0;
/** A fresh user's details (a valid password for SPEC §5's five rules). */
export function newUser(firstName: string, lastName = 'Tester'): NewUser {
  userCounter += 1;
  return {
    email: `${firstName.toLowerCase()}.${userCounter}.${Date.now().toString(36)}@example.com`,
    password: 'Str0ng!Pass',
    firstName,
    lastName,
  };
}

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
): Promise<Session> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    timezoneId: TIMEZONE,
    locale: 'en-US',
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(TIMEOUT_MS);
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

// ---------------------------------------------------------------- waiting assertions

function describe(locator: Locator): string {
  return String(locator);
}

/** Waits until the locator is visible; fails with what was looked for. */
export async function see(locator: Locator, timeout = TIMEOUT_MS): Promise<Locator> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch {
    throw new Error(`Expected to see ${describe(locator)} within ${timeout} ms`);
  }
  return locator;
}

export async function notSee(locator: Locator, timeout = TIMEOUT_MS): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'hidden', timeout });
  } catch {
    throw new Error(`Expected ${describe(locator)} to be gone within ${timeout} ms`);
  }
}

/** Polls `read` until `check` passes; fails with the last value read. */
export async function eventually<T>(
  what: string,
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeout = TIMEOUT_MS,
): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: T | undefined;
  let lastError: unknown;
  for (;;) {
    try {
      last = await read();
      if (check(last)) return last;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const seen = last === undefined ? String(lastError) : JSON.stringify(last);
      throw new Error(`${what}: not met within ${timeout} ms; last seen: ${seen}`);
    }
    await sleep(100);
  }
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** 'Label' followed by 'value' in the visible text (label and value as a person reads them). */
export function labelled(label: string, value: string | number): RegExp {
  return new RegExp(`${escapeRegExp(label)}\\s+${escapeRegExp(String(value))}(\\s|$)`);
}

/** Waits until the visible text of `scope` matches every pattern. */
export async function textMatches(scope: Locator, ...patterns: (RegExp | string)[]): Promise<void> {
  await eventually(
    `text of ${describe(scope)} to match ${patterns.map(String).join(', ')}`,
    async () => (await scope.innerText()).replace(/\u00a0/g, ' '),
    (text) =>
      patterns.every((pattern) =>
        typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text),
      ),
  );
}

/**
 * A toast (an item of the notifications viewport, or another status or alert) with this title, and
 * the description when given.
 */
export function toast(page: Page, title: string, description?: string): Locator {
  let locator = page
    .locator('[data-toast-viewport] li, [role="status"], [role="alert"]')
    .filter({ has: page.getByText(title, { exact: true }) });
  if (description !== undefined) {
    locator = locator.filter({ has: page.getByText(description, { exact: true }) });
  }
  return locator;
}

export async function seeToast(page: Page, title: string, description?: string): Promise<void> {
  await see(toast(page, title, description));
}

export type Rgb = [number, number, number];

/**
 * A computed colour of the element as sRGB numbers. Tailwind 4 writes oklch(), so the colour is
 * painted on a canvas and read back, which works for every CSS colour syntax.
 */
export async function colourOf(
  locator: Locator,
  property: 'color' | 'backgroundColor' = 'color',
): Promise<Rgb> {
  return locator.evaluate((el, prop) => {
    const css = getComputedStyle(el)[prop];
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) return [0, 0, 0];
    ctx.clearRect(0, 0, 1, 1);
    ctx.fillStyle = css;
    ctx.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0] = ctx.getImageData(0, 0, 1, 1).data;
    return [r, g, b];
  }, property);
}

export function hexToRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function sameColour(a: Rgb, b: Rgb, tolerance = 3): boolean {
  return a.every((channel, i) => Math.abs(channel - (b[i] ?? 0)) <= tolerance);
}

/** Green-ish (a tick) or red-ish (a cross, an amber warning). */
export function hue(rgb: Rgb): 'green' | 'red' | 'other' {
  const [r, g] = rgb;
  if (g > r + 30) return 'green';
  if (r > g + 30) return 'red';
  return 'other';
}

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
  } = {},
): App {
  const sessions: Session[] = [];
  const app = {
    api: () => new Api(app.server.baseURL),
    session: async (viewport?: { width: number; height: number }, baseURL?: string) => {
      const session = await newSession(app.browser, baseURL ?? app.server.baseURL, viewport);
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

/**
 * Taper in German and Arabic: the switch on Account applies at once (no reload) and is kept by
 * the account; before sign-in the browser's language is used; the summary, a habit's calendar and
 * Account in German and in Arabic (right to left, the calendar's first column on the right) at
 * 375 and 1280 px, light and dark: nothing cut, axe clean, screenshots in artifacts/screenshots.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { axeFindings, formatFindings, type AxeFinding } from '../axe';
import { cutOff } from '../cut-off';
import { TIMEZONE } from '../env';
import {
  DESKTOP,
  eventually,
  newUser,
  PHONE,
  SCREENSHOTS,
  see,
  setupApp,
  useToken,
  type Api,
  coffeeHabit,
} from '../harness';

const app = setupApp('languages');
let user: Api;
let coffeeId = 0;

beforeAll(async () => {
  user = app.api();
  await user.signup(newUser('Lena', 'Lang'));
  const coffee = await user.createHabit(coffeeHabit());
  coffeeId = coffee.id;
  await user.createHabit({
    name: 'شاي المساء',
    color: '#7C3AED',
    icon: 'coffee',
    goalType: 'level',
    goalSchedule: 'daily',
    levelGoal: 'low',
  });
  const me = await user.call<{ today: string }>('GET', '/api/auth/user');
  await user.logEntry(coffeeId, { date: me.today, actualValue: 3, note: 'Büro' });
});

const LANGUAGES = {
  de: { name: 'Deutsch', summary: 'Gewohnheitsübersicht', account: 'Konto', dir: 'ltr' },
  ar: { name: 'العربية', summary: 'ملخص العادات', account: 'الحساب', dir: 'rtl' },
} as const;
type Code = keyof typeof LANGUAGES;

const SCREENS = [
  {
    name: 'summary',
    url: () => '/',
    ready: (page: Page, code: Code) =>
      see(page.getByRole('heading', { name: LANGUAGES[code].summary, level: 1 })),
  },
  {
    name: 'habit',
    url: () => `/habit/${String(coffeeId)}`,
    ready: (page: Page) => see(page.getByRole('grid')),
  },
  {
    name: 'account',
    url: () => '/account',
    ready: (page: Page, code: Code) =>
      see(page.getByRole('heading', { name: LANGUAGES[code].account, level: 1 })),
  },
] as const;

async function htmlLangDir(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
  }));
}

describe('the language switch on Account', () => {
  test('applies German, then Arabic, at once without a reload, and the account keeps it', async () => {
    const { page } = await app.session({ width: 375, height: 800 });
    if (!user.token) throw new Error('not signed up');
    await useToken(page, user.token, '/account');
    await see(page.getByRole('heading', { name: 'Account', level: 1 }));
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    await page.getByLabel('Taper speaks').selectOption({ label: 'Deutsch' });
    await see(page.getByRole('heading', { name: 'Konto', level: 1 }));
    expect(await htmlLangDir(page)).toEqual({ lang: 'de', dir: 'ltr' });
    await see(page.getByRole('heading', { name: 'Daten exportieren' }));
    // The switch keeps the focus, and the page was not loaded again.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('language');
    expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
    await expect
      .poll(async () => (await user.me()) as unknown as { locale: string })
      .toMatchObject({
        locale: 'de',
      });

    await page.getByLabel('Taper spricht').selectOption({ label: 'العربية' });
    await see(page.getByRole('heading', { name: 'الحساب', level: 1 }));
    expect(await htmlLangDir(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);

    // Another device, the same account: it speaks the account's language.
    const other = await app.session(DESKTOP);
    await useToken(other.page, user.token, '/');
    await see(other.page.getByRole('heading', { name: 'ملخص العادات', level: 1 }));
    await user.call('PUT', '/api/auth/user', { locale: 'en' });
  });
});

describe('before sign-in', () => {
  test('the browser’s language is used: German for de-DE, Arabic right to left for ar-EG', async () => {
    for (const [locale, code, signIn] of [
      ['de-DE', 'de', 'Anmelden'],
      ['ar-EG', 'ar', 'تسجيل الدخول'],
    ] as const) {
      const context = await app.browser.newContext({
        baseURL: app.server.baseURL,
        viewport: { width: 375, height: 800 },
        locale,
      });
      try {
        const page = await context.newPage();
        await page.goto('/');
        await see(
          page.getByRole('link', { name: signIn }).or(page.getByRole('button', { name: signIn })),
        );
        expect(await htmlLangDir(page)).toEqual({ lang: code, dir: LANGUAGES[code].dir });
        await page.screenshot({
          path: path.join(SCREENSHOTS, `languages-${code}-landing-375-light.png`),
        });
      } finally {
        await context.close();
      }
    }
  });
});

describe.each(['de', 'ar'] as const)('in %s', (code) => {
  for (const viewport of [{ width: 375, height: 800 }, DESKTOP]) {
    test(`the summary, a habit and Account at ${String(viewport.width)} px, light and dark: nothing cut, axe clean`, async () => {
      await user.call('PUT', '/api/auth/user', { locale: code });
      const problems: string[] = [];
      const findings: AxeFinding[] = [];
      for (const theme of ['light', 'dark'] as const) {
        await user.setTheme(theme);
        for (const screen of SCREENS) {
          const { page } = await app.session(viewport);
          if (!user.token) throw new Error('not signed up');
          await useToken(page, user.token, screen.url());
          await screen.ready(page, code);
          // The habit screen is ready once its grid shows, which may be before the language's
          // catalogs are in: the look is checked once the page speaks the language.
          await eventually(
            `the page in ${code}`,
            () => htmlLangDir(page),
            (now) => now.lang === code && now.dir === LANGUAGES[code].dir,
          );
          const found = await cutOff(page);
          if (found.pageWidth > found.window)
            problems.push(
              `${screen.name} ${theme}: the page is ${String(found.pageWidth)} px wide in ${String(found.window)} px`,
            );
          problems.push(...found.cut.map((line) => `${screen.name} ${theme}: ${line}`));
          findings.push(...(await axeFindings(page, `${code} ${screen.name} ${theme}`)));
          await page.screenshot({
            path: path.join(
              SCREENSHOTS,
              `languages-${code}-${screen.name}-${String(viewport.width)}-${theme}.png`,
            ),
            fullPage: true,
          });
        }
      }
      await user.setTheme('light');
      await user.call('PUT', '/api/auth/user', { locale: 'en' });
      expect(problems, problems.join('\n')).toEqual([]);
      expect(findings, formatFindings(findings)).toEqual([]);
    });
  }
});

describe("Account's own texts and dates", () => {
  test.each([
    ['de', 'Änderungen speichern', 'Vorname', 'Nachname'],
    ['ar', 'حفظ التغييرات', 'الاسم الأول', 'اسم العائلة'],
  ] as const)('in %s: the form, its fields and Member Since', async (code, save, first, last) => {
    await user.call('PUT', '/api/auth/user', { locale: code });
    const me = await user.call<{ createdAt: string }>('GET', '/api/auth/user');
    const since = new Intl.DateTimeFormat(code, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      // The browser lives in the users' zone, not this process's: near midnight the two differ.
      timeZone: TIMEZONE,
    }).format(new Date(me.createdAt));
    const { page } = await app.session(DESKTOP);
    if (!user.token) throw new Error('not signed up');
    await useToken(page, user.token, '/account');
    await see(page.getByRole('heading', { name: LANGUAGES[code].account, level: 1 }));
    await see(page.getByRole('button', { name: save }));
    await see(page.getByLabel(first, { exact: true }));
    await see(page.getByLabel(last, { exact: true }));
    // Member Since as the language writes a date ('3. Dezember 2026'), not SPEC's English form.
    await see(page.getByText(since, { exact: true }));
    await user.call('PUT', '/api/auth/user', { locale: 'en' });
  });
});

describe("the domain's form sentences", () => {
  test.each([
    ['de', 'Früher hatte ich', 'Der Ausgangswert kann nicht negativ sein', DESKTOP, 'dark'],
    ['ar', 'كنت أتناول', 'لا يمكن أن يكون خط الأساس سالبًا', PHONE, 'light'],
  ] as const)(
    'in %s: Habit Settings says a negative baseline in the language',
    async (code, field, sentence, viewport, theme) => {
      await user.call('PUT', '/api/auth/user', { locale: code });
      await user.setTheme(theme);
      const { page } = await app.session(viewport);
      if (!user.token) throw new Error('not signed up');
      await useToken(page, user.token, `/habit/${String(coffeeId)}/settings`);
      const baseline = await see(page.getByLabel(field, { exact: true }));
      await baseline.fill('-1');
      await see(page.getByText(sentence, { exact: true }));
      await page.screenshot({
        path: path.join(
          SCREENSHOTS,
          `languages-${code}-baseline-${String(viewport.width)}-${theme}.png`,
        ),
        fullPage: true,
      });
      await user.setTheme('light');
      await user.call('PUT', '/api/auth/user', { locale: 'en' });
    },
  );
});

test('in Arabic the calendar runs right to left, its weekday headers with it', async () => {
  await user.call('PUT', '/api/auth/user', { locale: 'ar' });
  const { page } = await app.session(DESKTOP);
  if (!user.token) throw new Error('not signed up');
  await useToken(page, user.token, `/habit/${String(coffeeId)}`);
  const grid = page.getByRole('grid');
  await see(grid);
  const headers = grid.getByRole('columnheader');
  const first = await headers.first().boundingBox();
  const last = await headers.last().boundingBox();
  if (!first || !last) throw new Error('no weekday headers');
  expect(first.x, 'the week’s first day is the rightmost column').toBeGreaterThan(last.x);
  expect(await headers.first().getAttribute('aria-label')).toBe('الاثنين');
  await user.call('PUT', '/api/auth/user', { locale: 'en' });
});

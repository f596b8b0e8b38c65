/**
 * Nothing covers focus, in every size and colour mode (issue 55): on the main pages (summary,
 * habit, its settings and progress, Manage, Account, the admin portal), Tab walks forward from the
 * top and backward from the end at 320, 375, 1280 and 1440 px never leave a focused control under
 * the sticky header, the foot bar or anything else (`elementFromPoint` at its centre is itself),
 * with and without a list of changes not saved, in light, dark and forced colours; and axe finds
 * nothing serious in any of those states. Each page loads once per size and mode.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { axeFindings, formatFindings } from '../axe';
import { walkBothWays } from '../focus-walk';
import {
  DESKTOP,
  eventually,
  newUser,
  nothingLoading,
  PHONE,
  see,
  setupApp,
  today,
  useToken,
  type Api,
} from '../harness';

const app = setupApp('a11y-walks');
/** The first user of the instance: an administrator, so the admin portal is walked too. */
let admin: Api;
let coffeeId = 0;

type Mode = 'light' | 'dark' | 'forced colours';
interface Run {
  viewport: { width: number; height: number };
  /** Without the 'not saved' list, then with it. */
  plain: Mode;
  failing: Mode;
}

/** Each size walked in two modes, so each mode is seen with and without failures. */
const RUNS: readonly Run[] = [
  { viewport: { width: 320, height: 640 }, plain: 'light', failing: 'forced colours' },
  { viewport: PHONE, plain: 'dark', failing: 'light' },
  { viewport: DESKTOP, plain: 'forced colours', failing: 'dark' },
  { viewport: { width: 1440, height: 900 }, plain: 'dark', failing: 'light' },
];

const HABITS = ['Coffee', 'Wine with a very long name that the cards have to wrap', 'Tea'];

beforeAll(async () => {
  admin = app.api();
  await admin.signup(newUser('Ada', 'Walker'));
  for (const name of HABITS) {
    const habit = await admin.createHabit({
      name,
      color: '#3B82F6',
      icon: 'coffee',
      goalType: 'number',
      goalSchedule: 'daily',
      dailyGoal: 2,
    });
    if (name === 'Coffee') coffeeId = habit.id;
    await admin.logEntry(habit.id, { date: today(), actualValue: 1 });
  }
});

function pages(): readonly (readonly [string, string | RegExp])[] {
  const habit = `/habit/${String(coffeeId)}`;
  return [
    ['/', 'Habit Summary'],
    [habit, /./],
    [`${habit}/settings`, 'Habit Settings'],
    [`${habit}/progress`, 'Coffee: Progress'],
    ['/manage', 'Manage Habits'],
    ['/account', 'Account'],
    ['/admin-portal', 'Admin Dashboard'],
  ];
}

async function setMode(page: Page, mode: Mode) {
  await page.emulateMedia({
    colorScheme: mode === 'dark' ? 'dark' : 'light',
    forcedColors: mode === 'forced colours' ? 'active' : 'none',
  });
}

/** The page in the mode's colours: the theme follows the device, made sure of here. */
async function showMode(page: Page, mode: Mode) {
  await page.evaluate((dark) => {
    const root = document.documentElement;
    root.classList.toggle('dark', dark);
    root.classList.toggle('light', !dark);
  }, mode === 'dark');
}

/**
 * Each main page once: its walks both ways, its progress tables open, then axe. With `notSaved`,
 * the list of changes not saved is in place first: it comes from the device's saved queue after
 * the page's own data at times, and a list appearing between a Tab and its check would move the
 * control just focused out of view.
 */
async function walkPages(page: Page, label: string, mode: Mode, notSaved = false) {
  const findings = [];
  for (const [url, heading] of pages()) {
    await page.goto(url);
    await see(page.getByRole('heading', { level: 1, name: heading }).first());
    // Late parts (Account's lists, the charts) in place before the walk.
    await nothingLoading(page);
    if (notSaved) await see(givenUpChanges(page).nth(HABITS.length - 1));
    if (url.endsWith('/progress')) {
      for (const summary of await page.getByText('Show as a table').all()) await summary.click();
    }
    await showMode(page, mode);
    const where = `${url} ${label}`;
    await walkBothWays(page, where);
    findings.push(...(await axeFindings(page, where)));
    if (url === '/admin-portal') findings.push(...(await adminTabFindings(page, where)));
  }
  expect(findings, formatFindings(findings)).toEqual([]);
}

/** The admin portal's other tabs (the users' table, the icon library): axe on each. */
async function adminTabFindings(page: Page, where: string) {
  const findings = [];
  for (const tab of ['User Management', 'Icon Management']) {
    await page.getByRole('tab', { name: tab }).click();
    await see(page.getByRole('tabpanel', { name: tab }));
    await nothingLoading(page);
    findings.push(...(await axeFindings(page, `${where}, ${tab}`)));
  }
  return findings;
}

function notSavedList(page: Page) {
  return page.getByRole('region', { name: 'Changes not saved' });
}

/** The list's changes the app has stopped trying (after its 5 tries). */
function givenUpChanges(page: Page) {
  return notSavedList(page).getByText(/tried 5 times/);
}

/**
 * Three +1s the server refuses to take (500), tried until the app stops trying: the 'not saved'
 * list names three changes, each 'tried 5 times', and stays so on every page walked (a row that
 * turned from 'trying again' mid-walk would rewrap the list under the walk). The page's clock is
 * run forward to each retry rather than waited for.
 */
async function makeFailures(page: Page) {
  await page.route('**/trpc/entries.log**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  );
  await page.clock.install();
  await page.goto('/');
  for (const name of HABITS) {
    await page.getByRole('button', { name: `+1, ${name} today` }).click();
  }
  const list = notSavedList(page);
  await see(list.getByText('3 changes not saved:'), 30_000);
  await eventually(
    'each change tried 5 times',
    async () => {
      await page.clock.fastForward('01:05');
      return givenUpChanges(page).count();
    },
    (given) => given === HABITS.length,
  );
}

describe('nothing covers focus', () => {
  for (const run of RUNS) {
    const size = `${String(run.viewport.width)} px`;
    test(`${size}: ${run.plain}, then ${run.failing} with changes not saved`, async () => {
      const { page } = await app.session(run.viewport);
      if (!admin.token) throw new Error('not signed up');
      await setMode(page, run.plain);
      await useToken(page, admin.token, '/');
      await walkPages(page, `at ${size}, ${run.plain}`, run.plain);

      await setMode(page, run.failing);
      await makeFailures(page);
      await walkPages(page, `at ${size}, ${run.failing}, not saved`, run.failing, true);
    }, 240_000);
  }
});

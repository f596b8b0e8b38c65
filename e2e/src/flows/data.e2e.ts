/**
 * Your data in and out (issue 22): export the account from Account → Export data, delete the
 * habits, import the file and see the same data; import a Loop Habit Tracker CSV zip by drag and
 * drop and see its history on the calendar; pick a Loop .db backup and see its preview name the
 * backup and its schema. Screenshots of the import preview at 1280 and 375 px, light and dark.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { addDays, fullDateText } from '@taper/domain';
import { LOOP_HABITS_COLUMNS, loopHabitFolder } from '@taper/domain/rules';
import { strToU8, zipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  DESKTOP,
  PHONE,
  SCREENSHOTS,
  see,
  seeToast,
  setupApp,
  today,
  useToken,
  type Api,
} from '../harness';
import { newUser } from '../harness';

const app = setupApp('data');
let api: Api;

beforeAll(async () => {
  api = app.api();
  await api.signup(newUser('Admin', 'First')); // the first account is the admin; not used here
  api = app.api();
  await api.signup(newUser('Dana', 'Data'));
});

async function open(
  url: string,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<Page> {
  const { page } = await app.session(viewport);
  if (!api.token) throw new Error('not signed up');
  await useToken(page, api.token, url);
  return page;
}

/** Habits and their entries without ids or timestamps: what a person sees of their data. */
async function snapshot() {
  const habits = await api.habits();
  return Promise.all(
    habits.map(async ({ id, createdAt: _c, updatedAt: _u, ...habit }) => ({
      ...habit,
      entries: (await api.entries(id)).map(({ id: _id, habitId: _h, ...entry }) => entry),
    })),
  );
}

/** A zip as Loop Habit Tracker's 'Export as CSV' writes it: an at-most habit and a yes/no one. */
function loopZip(day: string): Uint8Array {
  const row = (position: string, name: string, type: string, targetType: string, target: string) =>
    [position, name, type, '', '', '1', '1', '#EF4444', '', targetType, target, 'false'].join(',');
  return zipSync({
    'Habits.csv': strToU8(
      [
        LOOP_HABITS_COLUMNS.join(','),
        row('001', 'Espresso', 'NUMERICAL', 'AT_MOST', '2.0'),
        row('002', 'Meditate', 'YES_NO', '', ''),
      ].join('\n') + '\n',
    ),
    [`${loopHabitFolder(1, 'Espresso')}/Checkmarks.csv`]: strToU8(
      `Date,Value,Notes\n${day},4000,double shot\n`,
    ),
    [`${loopHabitFolder(2, 'Meditate')}/Checkmarks.csv`]: strToU8(
      `Date,Value,Notes\n${day},YES_MANUAL,\n`,
    ),
  });
}

/** A Loop backup of schema 24 (its tables as Loop's migrations leave them): 2 habits, 1 skipped. */
function loopBackup(day: string): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-loop-'));
  try {
    const file = path.join(dir, 'backup.db');
    const db = new Database(file);
    db.exec(
      "create table Habits (id integer primary key autoincrement, archived integer, color integer, description text, freq_den integer, freq_num integer, highlight integer, name text, position integer, reminder_hour integer, reminder_min integer, reminder_days integer not null default 127, type integer not null default 0, target_type integer not null default 0, target_value real not null default 0, unit text not null default '', question text, uuid text)",
    );
    db.exec(
      'create table Repetitions (id integer primary key autoincrement, habit integer not null references habits(id), timestamp integer not null, value integer not null)',
    );
    db.exec(
      "insert into Habits (name, position, archived, color, freq_num, freq_den, type, target_type, target_value) values ('Cigarettes', 0, 0, 0, 1, 7, 1, 1, 20), ('Read', 1, 0, 8, 1, 1, 0, 0, 0)",
    );
    db.prepare('insert into Repetitions (habit, timestamp, value) values (1, ?, 4000)').run(
      Date.parse(`${day}T00:00:00Z`),
    );
    db.pragma('user_version = 24');
    db.close();
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('Export and import', () => {
  test('export, delete the habits, import the file: the same data again', async () => {
    const coffee = await api.createHabit({
      name: 'Coffee',
      color: '#10B981',
      icon: 'coffee',
      goalType: 'number',
      goalSchedule: 'daily',
      dailyGoal: 2,
    });
    const wine = await api.createHabit({
      name: 'Wine',
      color: '#8B5CF6',
      icon: 'coffee',
      goalType: 'level',
      goalSchedule: 'daily',
      levelGoal: 'low',
    });
    await api.logEntry(coffee.id, { date: today(), actualValue: 3, note: 'long day' });
    await api.logEntry(coffee.id, { date: addDays(today(), -2), actualValue: 1 });
    await api.logEntry(wine.id, { date: addDays(today(), -1), levelValue: 'none' });
    const before = await snapshot();

    const page = await open('/account');
    await see(page.getByRole('heading', { name: 'Export data' }));
    const [zip] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV (zip)' }).click(),
    ]);
    expect(zip.suggestedFilename()).toBe(`taper-${today()}.zip`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download JSON' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`taper-${today()}.json`);
    const file = path.join(SCREENSHOTS, '..', `taper-${today()}.json`);
    await download.saveAs(file);
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ format: 'taper', version: 1 });

    for (const habit of await api.habits()) await api.call('DELETE', `/api/habits/${habit.id}`);
    expect(await api.habits()).toEqual([]);

    await page.getByLabel('Choose a file').setInputFiles(file);
    const preview = page.getByRole('region', { name: `What taper-${today()}.json holds` });
    await see(preview);
    await see(preview.getByText('Coffee', { exact: true }));
    await see(preview.getByText(/2 entries/));
    await page.getByRole('button', { name: 'Import 2 habits' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'import-preview-1280.png') });
    await page.getByRole('button', { name: 'Import 2 habits' }).click();
    await seeToast(page, 'Import complete', '2 habits and 3 entries imported.');
    expect(await snapshot()).toEqual(before);
  });

  test('a Loop zip dropped on Import data: its at-most habit and history on the calendar', async () => {
    const page = await open('/account', PHONE);
    await see(page.getByRole('heading', { name: 'Import data' }));
    await page.getByTestId('import-drop-zone').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'import-choose-375.png') });
    const bytes = Array.from(loopZip(today()));
    const dataTransfer = await page.evaluateHandle((data) => {
      const transfer = new DataTransfer();
      transfer.items.add(
        new File([new Uint8Array(data)], 'Loop Habits CSV.zip', { type: 'application/zip' }),
      );
      return transfer;
    }, bytes);
    await page.getByTestId('import-drop-zone').dispatchEvent('drop', { dataTransfer });
    const preview = page.getByRole('region', { name: 'What Loop Habits CSV.zip holds' });
    await see(preview.getByText('Espresso', { exact: true }));
    await see(preview.getByText(/Meditate/));
    await see(preview.getByText(/A yes\/no habit has no amount to keep under/));
    await page.getByRole('button', { name: 'Import 1 habit' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'import-preview-375.png') });
    await page.getByRole('button', { name: 'Import 1 habit' }).click();
    await seeToast(page, 'Import complete', '1 habit and 1 entry imported.');

    const espresso = (await api.habits()).find((habit) => habit.name === 'Espresso');
    expect(espresso).toMatchObject({ goalType: 'number', dailyGoal: 2, icon: 'coffee' });
    await page.goto(`/habit/${String(espresso?.id)}`);
    const day = page
      .getByRole('grid')
      .getByRole('button', { name: new RegExp(`^${fullDateText(today())}: 4, over target`) });
    await see(day);
  });

  test('a Loop .db backup picked on Import data: the preview names the backup, in light and dark', async () => {
    for (const [viewport, width] of [
      [PHONE, 375],
      [DESKTOP, 1280],
    ] as const) {
      const page = await open('/account', viewport);
      for (const scheme of ['light', 'dark'] as const) {
        const toggle = page.getByRole('switch', { name: 'Dark Mode' });
        if ((await toggle.isChecked()) !== (scheme === 'dark')) await toggle.click();
        await page.waitForFunction(
          (dark) => document.documentElement.classList.contains('dark') === dark,
          scheme === 'dark',
        );
        await page.getByLabel('Choose a file').setInputFiles({
          name: 'Loop Habits Backup.db',
          mimeType: '',
          buffer: loopBackup(today()),
        });
        const preview = page.getByRole('region', { name: 'What Loop Habits Backup.db holds' });
        await see(preview.getByText('Loop backup (schema 24): 2 habits — 1 to import, 1 skipped'));
        await see(preview.getByText('Cigarettes', { exact: true }));
        await see(preview.getByText(/A yes\/no habit has no amount to keep under/));
        await page.getByRole('button', { name: 'Import 1 habit' }).scrollIntoViewIfNeeded();
        await page.screenshot({
          path: path.join(SCREENSHOTS, `import-loop-backup-${String(width)}-${scheme}.png`),
        });
        await page.getByRole('button', { name: 'Cancel' }).click();
      }
      await page.getByRole('switch', { name: 'Dark Mode' }).click();
      await see(page.getByRole('status').filter({ hasText: 'Theme saved.' }));
    }
    const cigarettes = (await api.habits()).find((habit) => habit.name === 'Cigarettes');
    expect(cigarettes).toBeUndefined();
  });
});

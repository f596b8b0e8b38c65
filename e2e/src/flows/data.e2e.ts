/**
 * Your data in and out (issue 22): export the account from Account → Export data, delete the
 * habits, import the file and see the same data; import a Loop Habit Tracker CSV zip by drag and
 * drop and see its history on the calendar; pick a Loop .db backup and see its preview name the
 * backup and its schema. Screenshots of the import preview at 1280 and 375 px, light and dark.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { addDays, fullDateText } from '@taper/domain';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  coffeeHabit,
  IMPORT_SIZES,
  importPreview,
  loopBackup,
  loopZip,
  openAs,
  PHONE,
  SCREENSHOTS,
  see,
  seeToast,
  setScheme,
  setupApp,
  signedUp,
  today,
  type Api,
} from '../harness';

const app = setupApp('data');
let api: Api;

beforeAll(async () => {
  await signedUp(app, 'Admin', 'First'); // the first account is the admin; not used here
  ({ api } = await signedUp(app, 'Dana', 'Data'));
});

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

describe('Export and import', () => {
  test('export, delete the habits, import the file: the same data again', async () => {
    const coffee = await api.createHabit(coffeeHabit('#10B981', 2));
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

    const page = await openAs(app, api, '/account');
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
    const preview = importPreview(page, `taper-${today()}.json`);
    await see(preview);
    await see(preview.getByText('Coffee', { exact: true }));
    await see(preview.getByText(/2 entries/));
    await page.getByRole('button', { name: 'Import 2 habits' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'import-preview-1280.png') });
    await page.getByRole('button', { name: 'Import 2 habits' }).click();
    await seeToast(page, 'Import complete', '2 habits and 3 entries imported.');
    expect(await snapshot()).toEqual(before);
  });
});

describe('Export and import', () => {
  test('a Loop zip dropped on Import data: its at-most habit and history on the calendar', async () => {
    const page = await openAs(app, api, '/account', PHONE);
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
    const preview = importPreview(page, 'Loop Habits CSV.zip');
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
    for (const [viewport, width] of IMPORT_SIZES) {
      const page = await openAs(app, api, '/account', viewport);
      for (const scheme of ['light', 'dark'] as const) {
        await setScheme(page, scheme);
        await page.getByLabel('Choose a file').setInputFiles({
          name: 'Loop Habits Backup.db',
          mimeType: '',
          buffer: loopBackup(today()),
        });
        const preview = importPreview(page, 'Loop Habits Backup.db');
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

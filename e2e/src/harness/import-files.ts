/**
 * Account → Import data as the import flows use it: the files they pick (Loop Habit Tracker's CSV
 * archives, old and new, and its .db backup), the preview of a picked file, and the widths and
 * colour schemes its screenshots are taken in.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { LOOP_HABITS_COLUMNS, loopHabitFolder, loopLayoutColumns } from '@taper/domain/rules';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP, PHONE } from './constants';

/** A phone and a desktop, with the width their screenshots are named by. */
export const IMPORT_SIZES = [
  [PHONE, 375],
  [DESKTOP, 1280],
] as const;

/** Sets Account's Dark Mode switch to `scheme` and waits until the page shows it. */
export async function setScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  const toggle = page.getByRole('switch', { name: 'Dark Mode' });
  if ((await toggle.isChecked()) !== (scheme === 'dark')) await toggle.click();
  await page.waitForFunction(
    (dark) => document.documentElement.classList.contains('dark') === dark,
    scheme === 'dark',
  );
}

/** The preview of a picked file, named by the file: 'What Loop Habits CSV.zip holds'. */
export function importPreview(page: Page, fileName: string): Locator {
  return page.getByRole('region', { name: `What ${fileName} holds` });
}

/** A zip as Loop Habit Tracker's 'Export as CSV' writes it: an at-most habit and a yes/no one. */
export function loopZip(day: string): Uint8Array {
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

/**
 * A zip as Loop v2.0 to v2.3.0 wrote it: Habits.csv without type or target, each habit's header-less
 * Checkmarks.csv (`date,int`, amounts × 1000, 3 a skipped day, −1 Unknown), and the root files.
 */
export function legacyLoopZip(
  habits: readonly { name: string; interval: string; checkmarks: [string, string][] }[],
): Uint8Array {
  const columns = loopLayoutColumns('v2.0');
  const rows = habits.map((habit, index) => {
    const row: Record<string, string> = {
      Position: String(index + 1).padStart(3, '0'),
      Name: habit.name,
      Question: `How many ${habit.name}?`,
      Description: '',
      NumRepetitions: '1',
      Interval: habit.interval,
      Color: '#D32F2F',
    };
    return columns.map((column) => row[column] ?? '').join(',');
  });
  const files: Zippable = {
    'Habits.csv': strToU8([columns.join(','), ...rows].join('\n') + '\n'),
    'Checkmarks.csv': strToU8(`Date,${habits.map((habit) => habit.name).join(',')},\n`),
    'Scores.csv': strToU8(`Date,${habits.map((habit) => habit.name).join(',')},\n`),
  };
  habits.forEach((habit, index) => {
    const folder = loopHabitFolder(index + 1, habit.name);
    files[`${folder}/Checkmarks.csv`] = strToU8(
      habit.checkmarks.map(([date, value]) => `${date},${value}\n`).join(''),
    );
    files[`${folder}/Scores.csv`] = strToU8('2025-03-14,0.5000\n');
  });
  return zipSync(files);
}

/** A Loop backup of schema 24 (its tables as Loop's migrations leave them): 2 habits, 1 skipped. */
export function loopBackup(day: string): Buffer {
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

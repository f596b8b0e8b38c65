/** Hostile or broken files to import, each answered 4xx with a sentence and nothing changed. */
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestEngines, type TestApi } from '../testing';
import { LOOP_HABITS_COLUMNS } from '@taper/domain/rules';
import { importFile } from './calls.testing';
import { LOOP_SAMPLE, loopRow, loopZip } from './fixtures.testing';
import { createImportTestApi, habitsOf } from './import.testing';

/** 6 × 19 MB of zeros (files it does not read): about 100 KB zipped, past the 100 MB it inflates. */
let bomb: Uint8Array | undefined;
function zipBomb(): Uint8Array {
  const zeros = new Uint8Array(19 * 1024 * 1024);
  bomb ??= zipSync(
    Object.fromEntries(
      Array.from({ length: 6 }, (_, i) => [`00${String(i)} x/Scores.csv`, [zeros, { level: 9 }]]),
    ),
  );
  expect(bomb.length).toBeLessThan(1024 * 1024);
  return bomb;
}

/** The probe's zips (issue 39), made here: each about 100–300 KB. */
const HABITS_HEADER = `${LOOP_HABITS_COLUMNS.join(',')}\n`;
const habitLine = (position: number) =>
  `${LOOP_HABITS_COLUMNS.map((column) => loopRow(position, { Name: 'x' })[column]).join(',')}\n`;
export const HOSTILE_ZIPS = {
  /** `001 x/Checkmarks.csv`: the header and 95 MiB of newlines. */
  newlines: () =>
    zipSync({
      'Habits.csv': strToU8(HABITS_HEADER + habitLine(1)),
      '001 x/Checkmarks.csv': [
        strToU8(`Date,Value,Notes\n${'\n'.repeat(95 * 1024 * 1024)}`),
        { level: 9 },
      ],
    }),
  /** 5.8 million copies of one day. */
  duplicates: () =>
    zipSync({
      'Habits.csv': strToU8(HABITS_HEADER + habitLine(1)),
      '001 x/Checkmarks.csv': [
        strToU8(`Date,Value,Notes\n${'2025-01-01,1000,\n'.repeat(5_800_000)}`),
        { level: 9 },
      ],
    }),
  /** A Habits.csv of 2 million habits. */
  habits: () =>
    zipSync({
      'Habits.csv': [strToU8(HABITS_HEADER + habitLine(1).repeat(2_000_000)), { level: 9 }],
    }),
};

describe.each(availableTestEngines())('import refusals on %s', (engine) => {
  let t: TestApi;
  let token: string;

  beforeAll(async () => {
    ({ t, token } = await createImportTestApi(engine));
  });
  afterAll(async () => {
    await t.close();
  });

  const habits = (owner = token) => habitsOf(t, owner);

  const broken: [string, () => Uint8Array | string, string, number, RegExp][] = [
    ['not a zip', () => 'hello', 'application/zip', 400, /not a zip archive/],
    ['not JSON', () => 'hello', 'application/json', 400, /not JSON/],
    [
      'JSON of another app',
      () => JSON.stringify({ format: 'beaver', habits: [] }),
      'application/json',
      400,
      /Not a Taper export/,
    ],
    [
      'a zip without Habits.csv',
      () => zipSync({ 'a.txt': strToU8('a') }),
      'application/zip',
      400,
      /no Habits\.csv/,
    ],
    [
      'missing columns',
      () => zipSync({ 'Habits.csv': strToU8('Position,Name,Type\n001,Coffee,NUMERICAL\n') }),
      'application/zip',
      400,
      /missing the columns Question/,
    ],
    [
      'a bad date',
      () => loopZip([{ row: { Name: 'Coffee' }, checkmarks: [['2025-13-01', '1000', '']] }]),
      'application/zip',
      400,
      /line 2: '2025-13-01' is not a date/,
    ],
    [
      'a value that is not a number',
      () => loopZip([{ row: { Name: 'Coffee' }, checkmarks: [['2025-03-01', '3 cups', '']] }]),
      'application/zip',
      400,
      /'3 cups' is not a number/,
    ],
    [
      'path traversal',
      () => loopZip(LOOP_SAMPLE, { '../../etc/passwd': strToU8('x') }),
      'application/zip',
      400,
      /unsafe file name: \.\.\/\.\.\/etc\/passwd/,
    ],
    [
      'too many files',
      () =>
        zipSync(
          Object.fromEntries(
            Array.from({ length: 2001 }, (_, i) => [`f${String(i)}.csv`, strToU8('x')]),
          ),
        ),
      'application/zip',
      400,
      /more than 2000 files/,
    ],
    ['a zip bomb', zipBomb, 'application/zip', 400, /inflates to more than 100 MB/],
    [
      '95 MiB of newlines in a Checkmarks.csv',
      HOSTILE_ZIPS.newlines,
      'application/zip',
      400,
      /^001 x\/Checkmarks\.csv has more than 50001 lines/,
    ],
    [
      '5.8 million rows of one day',
      HOSTILE_ZIPS.duplicates,
      'application/zip',
      400,
      /^001 x\/Checkmarks\.csv has more than 50001 lines/,
    ],
    [
      'a Habits.csv of 2 million habits',
      HOSTILE_ZIPS.habits,
      'application/zip',
      400,
      /^Habits\.csv has more than 5001 lines/,
    ],
    [
      'a 95 MB note',
      () =>
        loopZip([
          { row: { Name: 'Coffee' }, checkmarks: [['2025-03-01', '1000', 'n'.repeat(95_000)]] },
        ]),
      'application/zip',
      400,
      /Checkmarks\.csv, line 2: a cell is longer than 10000 characters/,
    ],
    [
      // A Taper export's note is refused as the API refuses it (Loop's are cut: see below).
      'a note over 1,000 characters in a Taper export',
      () =>
        JSON.stringify({
          format: 'taper',
          version: 1,
          habits: [
            {
              name: 'Coffee',
              color: '#3B82F6',
              icon: 'coffee',
              goalHistory: [
                {
                  effectiveFrom: '2025-01-01',
                  goal: { goalType: 'number', goalSchedule: 'daily', dailyGoal: 1 },
                },
              ],
              entries: [{ date: '2025-03-01', actualValue: 1, note: 'n'.repeat(1001) }],
            },
          ],
        }),
      'application/json',
      400,
      /^Coffee, entry 1: Note must be at most 1000/,
    ],
    [
      'a value past the API’s range',
      () =>
        loopZip([
          { row: { Name: 'Coffee' }, checkmarks: [['2025-03-01', '1'.padEnd(23, '0'), '']] },
        ]),
      'application/zip',
      400,
      /^Coffee, entry 1 \(2025-03-01\): .*1000000000000/,
    ],
    [
      'a value of -0',
      () => loopZip([{ row: { Name: 'Coffee' }, checkmarks: [['2025-03-01', '-0', '']] }]),
      'application/zip',
      400,
      /line 2: '-0' is not a number/,
    ],
    [
      'a day before 1900',
      () => loopZip([{ row: { Name: 'Coffee' }, checkmarks: [['0000-01-01', '1000', '']] }]),
      'application/zip',
      400,
      /^Coffee, entry 1 \(0000-01-01\): Not a real calendar date/,
    ],
    [
      'too many entries',
      () =>
        JSON.stringify({
          format: 'taper',
          version: 1,
          habits: [
            {
              name: 'Coffee',
              color: '#3B82F6',
              icon: 'coffee',
              goalHistory: [
                {
                  effectiveFrom: '2000-01-01',
                  goal: { goalType: 'number', goalSchedule: 'daily', dailyGoal: 1 },
                },
              ],
              entries: Array.from({ length: 200_001 }, (_, i) => ({
                date: new Date(Date.UTC(1400, 0, 1 + i)).toISOString().slice(0, 10),
                actualValue: 1,
              })),
            },
          ],
        }),
      'application/json',
      400,
      /more than 200000 entries/,
    ],
  ];

  it.each(broken)(
    'refuses %s with a clear message and changes nothing',
    async (_name, file, type, status, message) => {
      const before = await habits();
      for (const dryRun of [true, false]) {
        const res = await importFile(t, token, file(), { type, dryRun });
        expect(res.statusCode).toBe(status);
        expect(res.json<{ message: string }>().message).toMatch(message);
      }
      expect(await habits()).toEqual(before);
    },
    // Each case reads up to 100 MB twice: a busy machine needs more than the default limit.
    120_000,
  );
});

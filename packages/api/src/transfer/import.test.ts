/**
 * Importing through the real server: a Loop Habit Tracker zip built from its format (at-most
 * numerical habits come in with their history; yes/no and at-least ones are listed as skipped),
 * and hostile or broken files, each answered 4xx with a sentence and nothing changed.
 */
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestEngines, createTestApi, numberHabit, type TestApi } from '../testing';
import { LOOP_HABITS_COLUMNS } from '@taper/domain/rules';
import { exportFile, importFile, transferCall } from './calls.testing';
import { LOOP_SAMPLE, loopRow, loopZip } from './fixtures.testing';

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

describe.each(availableTestEngines())('import on %s', (engine) => {
  let t: TestApi;
  let token: string;

  beforeAll(async () => {
    t = await createTestApi(engine, { transferLimits: { max: 100, timeWindowMs: 60_000 } });
    token = (await t.signup('loop@example.com')).token;
    await t.rest('POST', '/api/habits', { token, body: numberHabit });
  });
  afterAll(async () => {
    await t.close();
  });

  const habits = async (owner = token) =>
    (await t.rest('GET', '/api/habits', { token: owner })).json<Record<string, unknown>[]>();

  it('previews a Loop zip: the at-most habits with their entries and dates, the others skipped and why', async () => {
    const res = await importFile(t, token, loopZip(LOOP_SAMPLE), { dryRun: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      dryRun: true,
      source: 'loop',
      sourceName: 'Loop CSV (v2.3.1)',
      habits: [
        {
          name: 'Coffee',
          importedAs: 'Coffee (imported)',
          goal: 'Goal: 3 daily',
          entries: 4,
          from: '2025-03-11',
          to: '2025-03-14',
        },
        {
          name: 'Wine & beer',
          importedAs: 'Wine & beer',
          goal: 'Goal: 1 daily',
          entries: 1,
          from: '2025-01-02',
          to: '2025-01-02',
        },
      ],
      entries: 5,
      skipped: [
        { name: 'Meditate', reason: 'A yes/no habit has no amount to keep under' },
        {
          name: 'Walk',
          reason: 'An at-least target counts up; Taper keeps amounts at most a goal',
        },
      ],
      skipKinds: ['yes/no habits', 'at-least habits'],
      warnings: [],
    });
    expect(await habits()).toHaveLength(1);
  });

  it('imports it: number goals with Loop’s target, preset or custom colours, the coffee icon, and the history', async () => {
    const res = await importFile(t, token, loopZip(LOOP_SAMPLE));
    expect(res.json()).toEqual({
      habitsImported: 2,
      entriesImported: 5,
      skipped: [
        { name: 'Meditate', reason: 'A yes/no habit has no amount to keep under' },
        {
          name: 'Walk',
          reason: 'An at-least target counts up; Taper keeps amounts at most a goal',
        },
      ],
      warnings: [],
    });
    const [, coffee, wine] = await habits();
    expect(coffee).toMatchObject({
      name: 'Coffee (imported)',
      color: '#EF4444',
      icon: 'coffee',
      goalType: 'number',
      dailyGoal: 3,
      // Loop counts a day with nothing logged as 0 for an "at most" habit.
      unloggedDays: 'zero',
    });
    expect(wine).toMatchObject({
      name: 'Wine & beer',
      color: '#123ABC',
      icon: 'coffee',
      dailyGoal: 1,
    });
    const entries = await t.rest('GET', `/api/habits/${String(coffee?.id)}/entries`, { token });
    // Loop's SKIP is a skipped day; UNKNOWN is no entry.
    expect(entries.json()).toMatchObject([
      { date: '2025-03-11', actualValue: null, performance: 'skipped', note: null },
      { date: '2025-03-12', actualValue: 0, performance: 'success', note: null },
      { date: '2025-03-13', actualValue: 2.5, performance: 'success' },
      { date: '2025-03-14', actualValue: 4, performance: 'over', note: 'a long day' },
    ]);
    const csv = await exportFile(t, token, 'csv');
    expect(csv.statusCode).toBe(200);
  });

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

  it('rounds a fractional Loop target and leaves out one past 1,000,000,000, saying so in the preview and the import alike', async () => {
    const file = loopZip([
      { row: { Name: 'Half', 'Target Value': '2.5' }, checkmarks: [['2025-03-01', '1000', '']] },
      { row: { Name: 'Huge', 'Target Value': '2.0E9' }, checkmarks: [] },
      { row: { Name: 'Tea', 'Target Value': '2.0' }, checkmarks: [['2025-03-01', '=1+1', '']] },
    ]);
    const skipped = [
      { name: 'Huge', reason: 'Its target is over 1,000,000,000, more than a Taper goal holds' },
    ];
    const warnings = ["Half: the target 2.5 is rounded to 3 (Taper's goals are whole numbers)"];
    const preview = await importFile(t, token, file, { dryRun: true });
    expect(preview.statusCode).toBe(400);
    expect(preview.json<{ message: string }>().message).toMatch(/'=1\+1' is not a number/);
    const fine = loopZip([
      { row: { Name: 'Half', 'Target Value': '2.5' }, checkmarks: [['2025-03-01', '1000', '']] },
      { row: { Name: 'Huge', 'Target Value': '2.0E9' }, checkmarks: [] },
      {
        row: { Name: 'Tea', 'Target Value': '2.0' },
        checkmarks: [['2025-03-01', '1000', "'=SUM(A1)"]],
      },
    ]);
    const previewed = await importFile(t, token, fine, { dryRun: true });
    expect(previewed.statusCode).toBe(200);
    expect(previewed.json()).toMatchObject({ entries: 2, skipped, warnings });
    const imported = await importFile(t, token, fine);
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toEqual({
      habitsImported: 2,
      entriesImported: 2,
      skipped,
      warnings,
    });
    expect((await habits()).find((habit) => habit.name === 'Half')).toMatchObject({
      dailyGoal: 3,
    });
    const tea = (await habits()).find((habit) => habit.name === 'Tea');
    const entries = await t.rest('GET', `/api/habits/${String(tea?.id)}/entries`, { token });
    // The spreadsheet escape of Taper's own export is undone: the note is '=SUM(A1)'.
    expect(entries.json()).toMatchObject([
      { date: '2025-03-01', actualValue: 1, note: '=SUM(A1)' },
    ]);
  });

  it('cuts a Loop note over 1,000 characters, with a warning line in the preview and the import alike', async () => {
    const owner = (await t.signup('long-notes@example.com')).token;
    const file = loopZip([
      {
        row: { Name: 'Coffee' },
        checkmarks: [
          ['2025-03-02', 'SKIP', 's'.repeat(1200)],
          ['2025-03-01', '1000', 'n'.repeat(1001)],
        ],
      },
    ]);
    const warnings = [
      'Coffee, 2025-03-02: the note of 1200 characters is cut to its first 1000',
      'Coffee, 2025-03-01: the note of 1001 characters is cut to its first 1000',
    ];
    const preview = await importFile(t, owner, file, { dryRun: true });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ entries: 2, warnings });
    const imported = await importFile(t, owner, file);
    expect(imported.json()).toEqual({
      habitsImported: 1,
      entriesImported: 2,
      skipped: [],
      warnings,
    });
    const [coffee] = await habits(owner);
    const entries = await t.rest('GET', `/api/habits/${String(coffee?.id)}/entries`, {
      token: owner,
    });
    expect(entries.json()).toMatchObject([
      { date: '2025-03-01', actualValue: 1, note: 'n'.repeat(1000) },
      { date: '2025-03-02', performance: 'skipped', note: 's'.repeat(1000) },
    ]);
  });

  it('runs one import at a time per account: a second one meanwhile is refused with 409', async () => {
    const racing = await createTestApi(engine);
    try {
      const owner = (await racing.signup('racing@example.com')).token;
      const other = (await racing.signup('other-racer@example.com')).token;
      const big = loopZip([
        {
          row: { Name: 'Coffee' },
          checkmarks: Array.from({ length: 20_000 }, (_, i) => [
            new Date(Date.UTC(1960, 0, 1 + i)).toISOString().slice(0, 10),
            '1000',
            '',
          ]),
        },
      ]);
      const [first, second, third] = await Promise.all([
        importFile(racing, owner, big),
        importFile(racing, owner, big, { dryRun: true }),
        importFile(racing, other, loopZip(LOOP_SAMPLE), { dryRun: true }),
      ]);
      // Both are sent at once, so either may start first: exactly one runs, the other is refused.
      const statuses = [first.statusCode, second.statusCode].sort();
      expect(statuses).toEqual([200, 409]);
      const refused = first.statusCode === 409 ? first : second;
      expect(refused.json()).toEqual({
        code: 'CONFLICT',
        message: 'Another import of this account is still running; please wait for it to finish',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(third.statusCode).toBe(200);
      // Once it has finished, the next one runs.
      expect((await importFile(racing, owner, big, { dryRun: true })).statusCode).toBe(200);
    } finally {
      await racing.close();
    }
    // Two imports of 20,000 days each: a loaded machine needs more than the default time.
  }, 120_000);

  it('needs a session, a file type it reads, and limits imports per user', async () => {
    const anonymous = await transferCall(t, {
      method: 'POST',
      url: '/api/import',
      contentType: 'application/json',
      bytes: new TextEncoder().encode('{}'),
    });
    expect(anonymous.statusCode).toBe(401);
    const limited = await createTestApi(engine, {
      transferLimits: { max: 2, timeWindowMs: 60_000 },
    });
    try {
      const owner = (await limited.signup('busy@example.com')).token;
      const other = (await limited.signup('calm@example.com')).token;
      const send = (who: string) =>
        importFile(limited, who, loopZip(LOOP_SAMPLE), { dryRun: true });
      expect((await send(owner)).statusCode).toBe(200);
      expect((await send(owner)).statusCode).toBe(200);
      const refused = await send(owner);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await send(other)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

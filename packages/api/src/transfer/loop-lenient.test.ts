/**
 * A Loop file is imported row by row, never refused whole for one row: a name over 100 characters
 * is cut between two characters, a blank one named, an entry after the user's today left out, a
 * timestamp past midnight taken as its day, a long note cut before an emoji rather than inside it,
 * the spaces in notes and names kept; each change said in a warning line, in the preview and the
 * import alike. Only the habits that would be imported count toward the 500 one import brings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOOP_SKIP_REASONS, pastHabitLimitReason } from '@taper/domain/rules';
import { loopBackup, type LoopBackupHabitFixture } from './loop-backup-fixtures.testing';
import { availableTestEngines, createTestApi, type TestApi } from '../testing';
import { importFile } from './calls.testing';
import { loopZip } from './fixtures.testing';

const SQLITE = 'application/vnd.sqlite3';
const LONG_NAME = `${'B'.repeat(99)}🍺${'x'.repeat(30)}`;
const CUT_NAME = 'B'.repeat(99);
const SPACED = '  after  the  game ';
const EMOJI_NOTE = `${'x'.repeat(998)}🍺🍺`;

const HABITS: LoopBackupHabitFixture[] = [
  {
    name: LONG_NAME,
    position: 0,
    targetValue: 3,
    repetitions: [
      { date: '2025-03-14', value: 2000, notes: SPACED },
      // 13:00 UTC: Loop rounds it down to its day.
      { date: '2025-03-13', value: 1000, afterMidnight: 13 * 3_600_000 },
      { date: '2025-03-16', value: 1000 },
      { date: '2025-03-20', value: 5000 },
    ],
  },
  {
    name: '   ',
    position: 1,
    targetValue: 2,
    repetitions: [{ date: '2025-03-01', value: 1000, notes: EMOJI_NOTE }],
  },
];

const WARNINGS = [
  `${CUT_NAME}: the name of 130 characters is cut to its first 99`,
  "Habit 2: the habit has no name in the file, so it is imported as 'Habit 2'",
  'Habit 2, 2025-03-01: the note of 1000 characters is cut to its first 999',
  `${CUT_NAME}: 2 entries after today (2025-03-16 to 2025-03-20) are left out`,
];

describe.each(availableTestEngines())('lenient Loop imports on %s', (engine) => {
  let t: TestApi;

  beforeAll(async () => {
    t = await createTestApi(engine, { transferLimits: { max: 500, timeWindowMs: 60_000 } });
  });
  afterAll(async () => {
    await t.close();
  });

  const habitsOf = async (token: string) =>
    (await t.rest('GET', '/api/habits', { token })).json<{ id: number; name: string }[]>();
  const entriesOf = async (token: string, id: number) =>
    (await t.rest('GET', `/api/habits/${String(id)}/entries`, { token })).json<
      { date: string; actualValue: number | null; note: string | null }[]
    >();

  it('a backup with a long name, a blank one, days after today and a time past midnight imports, every change said', async () => {
    const token = (await t.signup('lenient-backup@example.com')).token;
    const backup = loopBackup(25, HABITS);
    const preview = await importFile(t, token, backup, { dryRun: true, type: SQLITE });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      habits: [
        { name: CUT_NAME, entries: 2, from: '2025-03-13', to: '2025-03-14' },
        { name: 'Habit 2', entries: 1 },
      ],
      entries: 3,
      skipped: [],
      warnings: WARNINGS,
    });
    const imported = await importFile(t, token, backup, { type: SQLITE });
    expect(imported.json()).toEqual({
      habitsImported: 2,
      entriesImported: 3,
      skipped: [],
      warnings: WARNINGS,
    });
    const [long, blank] = await habitsOf(token);
    expect(long?.name).toBe(CUT_NAME);
    expect(blank?.name).toBe('Habit 2');
    expect(await entriesOf(token, long?.id ?? 0)).toMatchObject([
      { date: '2025-03-13', actualValue: 1, note: null },
      { date: '2025-03-14', actualValue: 2, note: SPACED },
    ]);
    const [withNote] = await entriesOf(token, blank?.id ?? 0);
    expect(withNote?.note).toBe(`${'x'.repeat(998)}🍺`);
  });

  it('a Loop CSV with a long name, a note of spaces inside and a day after today imports, every change said', async () => {
    const token = (await t.signup('lenient-csv@example.com')).token;
    const zip = loopZip([
      {
        row: { Name: ` Red  wine ${'w'.repeat(120)}` },
        checkmarks: [
          ['2025-03-17', '1000', ''],
          ['2025-03-14', '2000', SPACED],
        ],
      },
    ]);
    const name = `Red  wine ${'w'.repeat(90)}`;
    const warnings = [
      `${name}: the name of 130 characters is cut to its first 100`,
      `${name}: 1 entry after today (2025-03-17) is left out`,
    ];
    const preview = await importFile(t, token, zip, { dryRun: true });
    expect(preview.json()).toMatchObject({ habits: [{ name, entries: 1 }], warnings });
    const imported = await importFile(t, token, zip);
    expect(imported.json()).toEqual({
      habitsImported: 1,
      entriesImported: 1,
      skipped: [],
      warnings,
    });
    const [habit] = await habitsOf(token);
    expect(habit?.name).toBe(name);
    expect(await entriesOf(token, habit?.id ?? 0)).toMatchObject([
      { date: '2025-03-14', actualValue: 2, note: SPACED },
    ]);
  });

  it('counts only the habits it would import toward 500: 520 yes/no habits and 2 at-most ones import', async () => {
    const token = (await t.signup('lenient-many@example.com')).token;
    const many: LoopBackupHabitFixture[] = [
      ...Array.from({ length: 520 }, (_, i) => ({
        name: `Check ${String(i)}`,
        position: i,
        type: 0,
      })),
      { name: 'Coffee', position: 600, targetValue: 3 },
      { name: 'Beer', position: 601, targetValue: 1 },
    ];
    const imported = await importFile(t, token, loopBackup(25, many), { type: SQLITE });
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({ habitsImported: 2 });
    const csv = loopZip([
      ...Array.from({ length: 520 }, (_, i) => ({
        row: { Name: `Check ${String(i)}`, Type: 'YES_NO' },
        checkmarks: [],
      })),
      { row: { Name: 'Tea' }, checkmarks: [['2025-03-01', '1000', '']] },
    ]);
    const fromCsv = await importFile(t, token, csv, { dryRun: true });
    expect(fromCsv.statusCode).toBe(200);
    expect(fromCsv.json()).toMatchObject({ habits: [{ name: 'Tea', entries: 1 }] });
  });

  it('past 500 habits to import, the rest are left out with the reason, in the preview as in the import', async () => {
    const token = (await t.signup('lenient-501@example.com')).token;
    const many = Array.from({ length: 502 }, (_, i) => ({
      name: `Habit ${String(i)}`,
      position: i,
      targetValue: 2,
    }));
    const backup = loopBackup(25, [...many, { name: 'Floss', position: 900, type: 0 }]);
    const skipped = [
      { name: 'Habit 500', reason: pastHabitLimitReason(500) },
      { name: 'Habit 501', reason: pastHabitLimitReason(500) },
      { name: 'Floss', reason: LOOP_SKIP_REASONS.yesNo },
    ];
    const preview = await importFile(t, token, backup, { dryRun: true, type: SQLITE });
    expect(preview.json<{ habits: unknown[] }>().habits).toHaveLength(500);
    expect(preview.json()).toMatchObject({ skipped });
    const imported = await importFile(t, token, backup, { type: SQLITE });
    expect(imported.json()).toMatchObject({ habitsImported: 500, skipped });
  });
});

/**
 * A Loop backup is read whatever the casing of its columns: Loop's first versions (ActiveAndroid)
 * declared the key `Id`, its later migrations kept it on Habits (and on Repetitions until schema 22
 * rebuilt that table), and SQLite hands a column back under its declared name. Backups of schemas
 * 9, 18 and 25 are built here from Loop's documented schema, keyed `Id`, `id` and in capitals, and
 * must import the same habits and entries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOOP_SKIP_REASONS } from '@taper/domain/rules';
import {
  loopBackup,
  type LoopBackupCasing,
  type LoopBackupHabitFixture,
} from './loop-backup-fixtures.testing';
import { availableTestEngines, createTestApi, type TestApi } from '../testing';
import { importFile } from './calls.testing';

const SQLITE = 'application/vnd.sqlite3';
const CASINGS: LoopBackupCasing[] = ['loop', 'Id', 'upper'];

/** Eight habits, as in a real backup: five at-most habits with 3 + 2 + 1 + 4 + 2 entries. */
const HABITS: LoopBackupHabitFixture[] = [
  {
    name: 'Coffee',
    position: 0,
    targetValue: 3,
    repetitions: [
      { date: '2025-03-12', value: 2000 },
      { date: '2025-03-13', value: 4000 },
      { date: '2025-03-14', value: 3 },
    ],
  },
  { name: 'Floss', position: 1, type: 0, repetitions: [{ date: '2025-03-14', value: 2 }] },
  {
    name: 'Beer',
    position: 2,
    targetValue: 10,
    freqDen: 7,
    repetitions: [
      { date: '2025-02-01', value: 6000 },
      { date: '2025-02-02', value: 1000 },
    ],
  },
  { name: 'Walk', position: 3, targetType: 0, targetValue: 5 },
  { name: 'Sugar', position: 4, targetValue: 1, repetitions: [{ date: '2025-01-01', value: 0 }] },
  {
    name: 'Screens',
    position: 5,
    targetValue: 2,
    repetitions: ['2025-01-01', '2025-01-02', '2025-01-03', '2025-01-04'].map((date) => ({
      date,
      value: 1500,
    })),
  },
  { name: 'Read', position: 6, type: 0 },
  {
    name: 'Snacks',
    position: 7,
    targetValue: 4,
    repetitions: [
      { date: '2024-12-30', value: 5000 },
      { date: '2024-12-31', value: 2000 },
    ],
  },
];

const AT_MOST = ['Coffee', 'Beer', 'Sugar', 'Screens', 'Snacks'];
const ENTRIES: Record<string, number> = { Coffee: 3, Beer: 2, Sugar: 1, Screens: 4, Snacks: 2 };

describe.each(availableTestEngines())('Loop backup columns of any casing on %s', (engine) => {
  let t: TestApi;

  beforeAll(async () => {
    t = await createTestApi(engine, { transferLimits: { max: 500, timeWindowMs: 60_000 } });
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([18, 25])(
    'schema %i: keyed Id, id or in capitals, every at-most habit comes with its whole history',
    async (version) => {
      const previews: unknown[] = [];
      for (const casing of CASINGS) {
        const token = (await t.signup(`casing-${String(version)}-${casing}@example.com`)).token;
        const backup = loopBackup(version, HABITS, { casing });
        const preview = await importFile(t, token, backup, { dryRun: true, type: SQLITE });
        expect(preview.statusCode).toBe(200);
        const body = preview.json<{ habits: { name: string; entries: number }[] }>();
        expect(body.habits.map(({ name, entries }) => [name, entries])).toEqual(
          AT_MOST.map((name) => [name, ENTRIES[name]]),
        );
        previews.push(body);
        const imported = await importFile(t, token, backup, { type: SQLITE });
        expect(imported.json()).toEqual({
          habitsImported: 5,
          entriesImported: 12,
          skipped: [
            { name: 'Floss', reason: LOOP_SKIP_REASONS.yesNo },
            { name: 'Walk', reason: LOOP_SKIP_REASONS.atLeast },
            { name: 'Read', reason: LOOP_SKIP_REASONS.yesNo },
          ],
          warnings: [],
        });
        const habits = (await t.rest('GET', '/api/habits', { token })).json<
          { id: number; name: string }[]
        >();
        expect(habits.map((habit) => habit.name)).toEqual(AT_MOST);
        for (const habit of habits) {
          const entries = (
            await t.rest('GET', `/api/habits/${String(habit.id)}/entries`, { token })
          ).json<unknown[]>();
          expect(entries).toHaveLength(ENTRIES[habit.name] ?? -1);
        }
      }
      // The preview says the same whatever the casing.
      expect(previews[1]).toEqual(previews[0]);
      expect(previews[2]).toEqual(previews[0]);
    },
  );

  it('schema 9 (every habit yes/no): each habit of an Id-keyed backup is named, none merged', async () => {
    const token = (await t.signup('casing-9@example.com')).token;
    for (const casing of CASINGS) {
      const res = await importFile(t, token, loopBackup(9, HABITS, { casing }), {
        dryRun: true,
        type: SQLITE,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        sourceName: 'Loop backup (schema 9)',
        habits: [],
        skipped: HABITS.map((habit) => ({ name: habit.name, reason: LOOP_SKIP_REASONS.yesNo })),
      });
    }
  });
});

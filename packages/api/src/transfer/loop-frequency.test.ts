/**
 * Every Loop frequency is said: a period of a day, a week or a month keeps its meaning (a budget
 * for x/7 and x/30), any other becomes the nearest Taper goal with a warning line naming the habit
 * and what changed, in the preview and the import alike; the Loop export then writes the goal's
 * own frequency back (1/1, 1/7, 1/30).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backupRows,
  loopBackup,
  type LoopBackupHabitFixture,
} from './loop-backup-fixtures.testing';
import { availableTestEngines, createTestApi, type TestApi } from '../testing';
import { exportFile, importFile } from './calls.testing';
import { loopZip } from './fixtures.testing';

const SQLITE = 'application/vnd.sqlite3';

const HABITS: LoopBackupHabitFixture[] = [
  { name: 'Run every 2 days', position: 0, targetValue: 2, freqNum: 1, freqDen: 2 },
  { name: 'Sweets', position: 1, targetValue: 10, freqNum: 3, freqDen: 7 },
  { name: 'Takeaway', position: 2, targetValue: 4, freqNum: 2, freqDen: 30 },
  { name: 'Fortnight', position: 3, targetValue: 3, freqNum: 1, freqDen: 14 },
  { name: 'Coffee', position: 4, targetValue: 3, freqNum: 1, freqDen: 1 },
];

const WARNINGS = [
  `Run every 2 days: Loop's "at most 2 every 2 days" became "at most 1 a day"`,
  `Fortnight: Loop's "at most 3 every 14 days" became "at most 2 a week"`,
];

describe.each(availableTestEngines())('Loop frequencies on %s', (engine) => {
  let t: TestApi;

  beforeAll(async () => {
    t = await createTestApi(engine, { transferLimits: { max: 200, timeWindowMs: 60_000 } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('imports every frequency as the nearest goal, says each change, and exports it back as Loop writes it', async () => {
    const token = (await t.signup('loop-frequency@example.com')).token;
    const backup = loopBackup(25, HABITS);
    const preview = await importFile(t, token, backup, { dryRun: true, type: SQLITE });
    expect(preview.json()).toMatchObject({
      habits: [
        { name: 'Run every 2 days', goal: 'Goal: 1 daily' },
        { name: 'Sweets', goal: 'Goal: at most 10 a week' },
        { name: 'Takeaway', goal: 'Goal: at most 4 a month' },
        { name: 'Fortnight', goal: 'Goal: at most 2 a week' },
        { name: 'Coffee', goal: 'Goal: 3 daily' },
      ],
      warnings: WARNINGS,
    });
    const imported = await importFile(t, token, backup, { type: SQLITE });
    expect(imported.json()).toMatchObject({ habitsImported: 5, warnings: WARNINGS });
    expect((await t.rest('GET', '/api/habits', { token })).json()).toMatchObject([
      { goalSchedule: 'daily', dailyGoal: 1 },
      { goalSchedule: 'weekly_budget', budget: 10 },
      { goalSchedule: 'monthly_budget', budget: 4 },
      { goalSchedule: 'weekly_budget', budget: 2 },
      { goalSchedule: 'daily', dailyGoal: 3 },
    ]);
    const exported = await exportFile(t, token, 'loop');
    expect(
      backupRows(
        exported.rawPayload,
        'SELECT name, freq_num, freq_den, target_value FROM Habits ORDER BY position',
      ),
    ).toEqual([
      { name: 'Run every 2 days', freq_num: 1, freq_den: 1, target_value: 1 },
      { name: 'Sweets', freq_num: 1, freq_den: 7, target_value: 10 },
      { name: 'Takeaway', freq_num: 1, freq_den: 30, target_value: 4 },
      { name: 'Fortnight', freq_num: 1, freq_den: 7, target_value: 2 },
      { name: 'Coffee', freq_num: 1, freq_den: 1, target_value: 3 },
    ]);
  });

  it("a Loop CSV's frequency is read by the same rule", async () => {
    const token = (await t.signup('loop-frequency-csv@example.com')).token;
    const zip = loopZip([
      {
        row: { Name: 'Run every 2 days', FrequencyDenominator: '2', 'Target Value': '2.0' },
        checkmarks: [],
      },
      {
        row: { Name: 'Sweets', FrequencyNumerator: '3', FrequencyDenominator: '7' },
        checkmarks: [],
      },
    ]);
    const preview = await importFile(t, token, zip, { dryRun: true });
    expect(preview.json()).toMatchObject({
      habits: [
        { name: 'Run every 2 days', goal: 'Goal: 1 daily' },
        { name: 'Sweets', goal: 'Goal: at most 3 a week' },
      ],
      warnings: [WARNINGS[0]],
    });
  });
});

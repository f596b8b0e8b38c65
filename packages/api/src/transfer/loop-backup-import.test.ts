/**
 * Importing a Loop Habit Tracker .db backup through the real server: backups of several schema
 * versions built here from Loop's documented schema, sent as a SQLite file, as any file or as a
 * zip (told by its first bytes).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOOP_SKIP_REASONS } from '@taper/domain/rules';
import { loopBackup } from './loop-backup-fixtures.testing';
import { availableTestEngines, type TestApi } from '../testing';
import { importFile } from './calls.testing';
import {
  createLoopBackupTestApi,
  HABITS,
  habitsOf,
  leftovers,
  SQLITE,
} from './loop-backup.testing';

describe.each(availableTestEngines())('Loop backup import on %s', (engine) => {
  let t: TestApi;
  let token: string;
  let other: string;

  beforeAll(async () => {
    ({ t, token, other } = await createLoopBackupTestApi(engine));
  });
  afterAll(async () => {
    await t.close();
  });

  const habits = (owner = token) => habitsOf(t, owner);

  it('previews a schema 25 backup: its name and version, the at-most habits by position, the others skipped, a long note cut', async () => {
    const before = await habits();
    const res = await importFile(t, token, loopBackup(25, HABITS), { dryRun: true, type: SQLITE });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      dryRun: true,
      source: 'loop_backup',
      sourceName: 'Loop backup (schema 25)',
      habits: [
        {
          name: 'Beer',
          importedAs: 'Beer',
          // Loop's target of 10 every 7 days: a weekly budget.
          goal: 'Goal: at most 10 a week',
          entries: 1,
          from: '2025-02-01',
          to: '2025-02-01',
        },
        {
          name: 'Coffee',
          importedAs: 'Coffee',
          goal: 'Goal: 3 daily',
          entries: 5,
          from: '2025-03-09',
          to: '2025-03-14',
        },
      ],
      entries: 6,
      skipped: [
        { name: 'Meditate', reason: LOOP_SKIP_REASONS.yesNo },
        { name: 'Walk', reason: LOOP_SKIP_REASONS.atLeast },
      ],
      skipKinds: ['yes/no habits', 'at-least habits'],
      warnings: [
        'Coffee, 2025-03-09: the note of 1500 characters is cut to its first 1000',
        'Coffee: 1 note on days marked Unknown is not imported (an Unknown day is no entry)',
      ],
    });
    expect(await habits()).toEqual(before);
    expect(leftovers()).toEqual([]);
  });

  it('imports it: budgets from frequencies, archived and order kept, values ÷ 1000, SKIP skipped, notes kept, UNKNOWN left out', async () => {
    const res = await importFile(t, token, loopBackup(25, HABITS), { type: SQLITE });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      habitsImported: 2,
      entriesImported: 6,
      skipped: [
        { name: 'Meditate', reason: LOOP_SKIP_REASONS.yesNo },
        { name: 'Walk', reason: LOOP_SKIP_REASONS.atLeast },
      ],
      warnings: [
        'Coffee, 2025-03-09: the note of 1500 characters is cut to its first 1000',
        'Coffee: 1 note on days marked Unknown is not imported (an Unknown day is no entry)',
      ],
    });
    const [beer, coffee] = await habits();
    expect(beer).toMatchObject({
      name: 'Beer',
      archived: true,
      goalType: 'number',
      goalSchedule: 'weekly_budget',
      budget: 10,
      color: '#AAAAAA',
      unit: null,
    });
    expect(coffee).toMatchObject({
      name: 'Coffee',
      archived: false,
      goalSchedule: 'daily',
      dailyGoal: 3,
      color: '#D32F2F',
      unloggedDays: 'zero',
      unit: 'cups',
    });
    const entries = (
      await t.rest('GET', `/api/habits/${String(coffee?.id)}/entries`, { token })
    ).json<{ date: string; note: string | null }[]>();
    expect(entries).toMatchObject([
      { date: '2025-03-09', actualValue: 1 },
      { date: '2025-03-11', actualValue: null, performance: 'skipped', note: 'ill' },
      { date: '2025-03-12', actualValue: 0, performance: 'success', note: null },
      { date: '2025-03-13', actualValue: 2.5, performance: 'success' },
      { date: '2025-03-14', actualValue: 4, performance: 'over', note: 'a long day' },
    ]);
    expect(entries[0]?.note).toBe('n'.repeat(1000));
    // Another account sees none of it.
    const foreign = await t.rest('GET', `/api/habits/${String(coffee?.id)}`, { token: other });
    expect(foreign.statusCode).toBe(404);
    expect(await habits(other)).toEqual([]);
  });

  it('reads schema 18 (palette of 13, no notes) and 12 (yes/no only), sent as any file or as a zip', async () => {
    const owner = (await t.signup('old-loop@example.com')).token;
    const old = loopBackup(18, [
      {
        name: 'Tea',
        position: 1,
        targetValue: 2,
        freqNum: 1,
        freqDen: 30,
        color: 2,
        repetitions: [
          { date: '2024-12-30', value: 1500 },
          { date: '2024-12-31', value: 3 },
        ],
      },
      { name: 'Half', position: 2, targetValue: 2.5 },
      { name: 'Huge', position: 3, targetValue: 2e9 },
    ]);
    const skipped = [{ name: 'Huge', reason: LOOP_SKIP_REASONS.hugeTarget }];
    const warnings = ["Half: the target 2.5 is rounded to 3 (Taper's goals are whole numbers)"];
    const preview = await importFile(t, owner, old, {
      dryRun: true,
      type: 'application/octet-stream',
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      sourceName: 'Loop backup (schema 18)',
      habits: [
        { name: 'Tea', entries: 2 },
        { name: 'Half', entries: 0 },
      ],
      skipped,
      warnings,
    });
    // A fraction is rounded and a target past 1,000,000,000 left out, in the import as in the preview.
    const imported = await importFile(t, owner, old, { type: 'application/zip' });
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toEqual({
      habitsImported: 2,
      entriesImported: 2,
      skipped,
      warnings,
    });
    expect(await habits(owner)).toMatchObject([
      { name: 'Tea', goalSchedule: 'monthly_budget', budget: 2, color: '#F9A825' },
      { name: 'Half', goalSchedule: 'daily', dailyGoal: 3 },
    ]);
    const yesNo = loopBackup(12, [
      { name: 'Floss', position: 1, repetitions: [{ date: '2020-01-01' }] },
    ]);
    const res = await importFile(t, owner, yesNo, { dryRun: true, type: SQLITE });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      sourceName: 'Loop backup (schema 12)',
      habits: [],
      skipped: [{ name: 'Floss', reason: LOOP_SKIP_REASONS.yesNo }],
    });
  });
});

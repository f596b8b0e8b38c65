/**
 * Importing a Loop Habit Tracker zip built from its format through the real server: at-most
 * numerical habits come in with their history; yes/no and at-least ones are listed as skipped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestEngines, type TestApi } from '../testing';
import { exportFile, importFile } from './calls.testing';
import { LOOP_SAMPLE, loopZip } from './fixtures.testing';
import { createImportTestApi, habitsOf } from './import.testing';

describe.each(availableTestEngines())('Loop import on %s', (engine) => {
  let t: TestApi;
  let token: string;

  beforeAll(async () => {
    ({ t, token } = await createImportTestApi(engine));
  });
  afterAll(async () => {
    await t.close();
  });

  const habits = (owner = token) => habitsOf(t, owner);

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
});

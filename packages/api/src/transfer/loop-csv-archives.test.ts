/**
 * Every CSV Loop Habit Tracker wrote, through the real server: archives built here by Loop's
 * exporter rules for v1.x, v2.0 to v2.3.0 and v2.3.1, and a one-habit export. Goals chosen in the
 * preview ride in the request; the preview and the import say the same.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GOAL_CHOICE_REASONS,
  LOOP_MISSING_FOLDER_REASON,
  LOOP_SKIP_REASONS,
  YES_NO_HINT,
} from '@taper/domain/rules';
import { availableTestEngines, type TestApi } from '../testing';
import { importFile } from './calls.testing';
import { loopLegacyZip, loopZip, type LoopLegacyHabitFixture } from './fixtures.testing';
import { createCsvImportTestApi, entriesOf, habitsOf } from './import.testing';

/** Beer once a week, Coffee daily (with a skip and an Unknown day), a yes/no habit, Tea. */
const V2_HABITS: LoopLegacyHabitFixture[] = [
  {
    name: 'Beer',
    numRepetitions: '1',
    interval: '7',
    checkmarks: [
      ['2025-03-14', '2000'],
      ['2025-03-08', '6000'],
    ],
  },
  {
    name: 'Coffee',
    color: '#7cb342',
    checkmarks: [
      ['2025-03-14', '4000'],
      ['2025-03-13', '2500'],
      ['2025-03-12', '3'],
      ['2025-03-11', '-1'],
      ['2025-03-10', '0'],
    ],
  },
  {
    name: 'Meditate',
    checkmarks: [
      ['2025-03-14', '2'],
      ['2025-03-13', '1'],
      ['2025-03-12', '0'],
    ],
  },
  { name: 'Tea', checkmarks: [['2025-03-01', '1000']] },
];

const CHOOSE = GOAL_CHOICE_REASONS.loopChoose;

describe.each(availableTestEngines())('Loop CSV archives on %s', (engine) => {
  let t: TestApi;

  beforeAll(async () => {
    t = await createCsvImportTestApi(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  const habits = (owner: string) => habitsOf(t, owner);
  const entries = (owner: string, id: unknown) => entriesOf(t, owner, id);

  it('previews a v2.0 to v2.3.0 archive: each habit listed for its goal, none imported until chosen', async () => {
    const owner = (await t.signup('loop-v2@example.com')).token;
    const res = await importFile(t, owner, loopLegacyZip('v2.0', V2_HABITS), { dryRun: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      dryRun: true,
      source: 'loop',
      sourceName: 'Loop CSV (v2.0 to v2.3.0)',
      habits: [],
      entries: 0,
      skipped: V2_HABITS.map((habit) => ({ name: habit.name, reason: CHOOSE })),
      skipKinds: ['no goal chosen yet'],
      warnings: [],
      goalChoices: [
        {
          key: '001',
          name: 'Beer',
          entries: 2,
          largest: 6,
          schedule: 'weekly_budget',
          atMost: null,
          hint: null,
        },
        {
          key: '002',
          name: 'Coffee',
          entries: 4,
          largest: 4,
          schedule: 'daily',
          atMost: null,
          hint: null,
        },
        {
          key: '003',
          name: 'Meditate',
          entries: 3,
          largest: 0.002,
          schedule: 'daily',
          atMost: null,
          hint: YES_NO_HINT,
        },
        {
          key: '004',
          name: 'Tea',
          entries: 1,
          largest: 1,
          schedule: 'daily',
          atMost: null,
          hint: null,
        },
      ],
    });
    expect(await habits(owner)).toEqual([]);
  });

  it('imports the chosen goals, as the preview with the same choices says: a fraction rounded, a huge one refused', async () => {
    const owner = (await t.signup('loop-v2-import@example.com')).token;
    const other = (await t.signup('loop-v2-other@example.com')).token;
    const file = loopLegacyZip('v2.0', V2_HABITS);
    const goals = { '001': 10, '002': 2.6, '003': null, '004': 2e9 };
    const skipped = [
      { name: 'Meditate', reason: GOAL_CHOICE_REASONS.leftOut },
      { name: 'Tea', reason: LOOP_SKIP_REASONS.hugeTarget },
    ];
    const warnings = ["Coffee: the target 2.6 is rounded to 3 (Taper's goals are whole numbers)"];
    const preview = await importFile(t, owner, file, { dryRun: true, goals });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      habits: [
        { name: 'Beer', entries: 2, from: '2025-03-08', to: '2025-03-14' },
        { name: 'Coffee', entries: 4, from: '2025-03-10', to: '2025-03-14' },
      ],
      entries: 6,
      skipped,
      warnings,
    });
    expect(preview.json<{ goalChoices: { atMost: number | null }[] }>().goalChoices).toMatchObject([
      { atMost: 10 },
      { atMost: 2.6 },
      { atMost: null },
      { atMost: 2e9 },
    ]);
    const imported = await importFile(t, owner, file, { goals });
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toEqual({
      habitsImported: 2,
      entriesImported: 6,
      skipped,
      warnings,
    });
    const [beer, coffee] = await habits(owner);
    expect(beer).toMatchObject({ name: 'Beer', goalSchedule: 'weekly_budget', budget: 10 });
    expect(coffee).toMatchObject({
      name: 'Coffee',
      goalSchedule: 'daily',
      dailyGoal: 3,
      color: '#7CB342',
    });
    // Values ÷ 1000; 3 a skipped day; −1 (Unknown) no entry; 0 a logged zero.
    expect(await entries(owner, coffee?.id)).toMatchObject([
      { date: '2025-03-10', actualValue: 0 },
      { date: '2025-03-12', performance: 'skipped', actualValue: null },
      { date: '2025-03-13', actualValue: 2.5 },
      { date: '2025-03-14', actualValue: 4 },
    ]);
    expect(await habits(other)).toEqual([]);
    const foreign = await t.rest('GET', `/api/habits/${String(coffee?.id)}`, { token: other });
    expect(foreign.statusCode).toBe(404);
  });

  it("reads a v1.x archive: the description as the question's column, every day's value", async () => {
    const owner = (await t.signup('loop-v1@example.com')).token;
    const file = loopLegacyZip('v1', [
      {
        name: 'Smoke',
        interval: '30',
        checkmarks: [
          ['2019-08-03', '5000'],
          ['2019-08-02', '0'],
          ['2019-08-01', '12000'],
        ],
      },
    ]);
    const preview = await importFile(t, owner, file, { dryRun: true, goals: { '001': 40 } });
    expect(preview.json()).toMatchObject({
      sourceName: 'Loop CSV (v1.x)',
      habits: [{ name: 'Smoke', entries: 3 }],
      goalChoices: [{ key: '001', largest: 12, schedule: 'monthly_budget', atMost: 40 }],
    });
    const imported = await importFile(t, owner, file, { goals: { '001': 40 } });
    expect(imported.json()).toMatchObject({ habitsImported: 1, entriesImported: 3 });
    const [smoke] = await habits(owner);
    expect(smoke).toMatchObject({ goalSchedule: 'monthly_budget', budget: 40 });
    expect((await entries(owner, smoke?.id)).map((entry) => entry.actualValue)).toEqual([12, 0, 5]);
  });

  it('imports the habits of a one-habit export and lists the others as skipped, in every layout', async () => {
    const owner = (await t.signup('one-habit@example.com')).token;
    const current = loopZip(
      [{ row: { Name: 'Coffee' }, checkmarks: [['2025-03-01', '2000', '']] }],
      {},
    );
    // Habits.csv of v2.3.1 listing three habits, the archive holding the first one's folder only.
    const { unzipSync, zipSync, strToU8 } = await import('fflate');
    const files = unzipSync(current);
    files['Habits.csv'] = strToU8(
      [
        'Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?',
        '001,Coffee,NUMERICAL,,,1,1,#D32F2F,cups,AT_MOST,3.0,false',
        '002,Beer,NUMERICAL,,,1,7,#D32F2F,,AT_MOST,10.0,false',
        '003,Floss,YES_NO,,,1,1,#D32F2F,,AT_LEAST,0.0,false',
        '',
      ].join('\n'),
    );
    const oneHabit = zipSync(files);
    const preview = await importFile(t, owner, oneHabit, { dryRun: true });
    expect(preview.statusCode).toBe(200);
    const skipped = [
      { name: 'Beer', reason: LOOP_MISSING_FOLDER_REASON },
      { name: 'Floss', reason: LOOP_SKIP_REASONS.yesNo },
    ];
    expect(preview.json()).toMatchObject({
      sourceName: 'Loop CSV (v2.3.1)',
      habits: [{ name: 'Coffee', entries: 1 }],
      skipped,
    });
    const imported = await importFile(t, owner, oneHabit);
    expect(imported.json()).toEqual({
      habitsImported: 1,
      entriesImported: 1,
      skipped,
      warnings: [],
    });

    const legacy = loopLegacyZip('v2.0', [
      { name: 'Wine' },
      { name: 'Sugar', checkmarks: [['2025-03-01', '30000']] },
    ]);
    const old = await importFile(t, owner, legacy, { dryRun: true, goals: { '002': 50 } });
    expect(old.json()).toMatchObject({
      habits: [{ name: 'Sugar', entries: 1 }],
      skipped: [{ name: 'Wine', reason: LOOP_MISSING_FOLDER_REASON }],
      goalChoices: [{ key: '002', name: 'Sugar', atMost: 50 }],
    });
  });

  it('counts the notes of Unknown days as dropped, with a warning line, and makes no entry of them', async () => {
    const owner = (await t.signup('unknown-notes@example.com')).token;
    const file = loopZip([
      {
        row: { Name: 'Coffee' },
        checkmarks: [
          ['2025-03-03', 'UNKNOWN', 'lost count'],
          ['2025-03-02', 'UNKNOWN', 'party'],
          ['2025-03-01', 'UNKNOWN', ''],
          ['2025-02-28', '1000', 'one'],
        ],
      },
    ]);
    const warnings = [
      'Coffee: 2 notes on days marked Unknown are not imported (an Unknown day is no entry)',
    ];
    const preview = await importFile(t, owner, file, { dryRun: true });
    expect(preview.json()).toMatchObject({ entries: 1, warnings });
    const imported = await importFile(t, owner, file);
    expect(imported.json()).toMatchObject({ entriesImported: 1, warnings });
  });
});

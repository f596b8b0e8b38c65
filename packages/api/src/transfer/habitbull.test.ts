/** HabitBull CSV files through the real server: goals chosen in the preview, hostile variants refused. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOAL_CHOICE_REASONS, HABITBULL_YES_NO_REASON } from '@taper/domain/rules';
import { availableTestEngines, type TestApi } from '../testing';
import { importFile } from './calls.testing';
import { habitBullCsv, loopLegacyZip } from './fixtures.testing';
import { createCsvImportTestApi, entriesOf, habitsOf } from './import.testing';

describe.each(availableTestEngines())('HabitBull CSV on %s', (engine) => {
  let t: TestApi;

  beforeAll(async () => {
    t = await createCsvImportTestApi(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  const habits = (owner: string) => habitsOf(t, owner);
  const entries = (owner: string, id: unknown) => entriesOf(t, owner, id);

  it('imports HabitBull CSV: numerical habits by the chosen goal, yes/no ones skipped, both date formats', async () => {
    const owner = (await t.signup('habitbull@example.com')).token;
    const file = habitBullCsv([
      ['Pushups', '', 'Fitness', '2021-09-01', '30', ''],
      ['Cigarettes', 'fewer', 'Health', '01/08/2022', '12', 'stressful'],
      ['Cigarettes', 'fewer', 'Health', '01/09/2022', '9', ''],
      ['Cigarettes', 'fewer', 'Health', '2022-01-10', '0', ''],
      ['Breed dragons', 'with love', 'Diet & Food', '2016-03-18', '1', 'text'],
      ['Breed dragons', 'with love', 'Diet & Food', '2016-03-19', '0', ''],
    ]);
    const preview = await importFile(t, owner, file, { dryRun: true, type: 'text/csv' });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      dryRun: true,
      source: 'habitbull',
      sourceName: 'HabitBull CSV',
      habits: [],
      entries: 0,
      skipped: [
        { name: 'Pushups', reason: GOAL_CHOICE_REASONS.habitBullChoose },
        { name: 'Cigarettes', reason: GOAL_CHOICE_REASONS.habitBullChoose },
        { name: 'Breed dragons', reason: HABITBULL_YES_NO_REASON },
      ],
      skipKinds: ['no goal chosen yet', 'yes/no habits'],
      warnings: [],
      goalChoices: [
        {
          key: 'Pushups',
          name: 'Pushups',
          entries: 1,
          largest: 30,
          schedule: 'daily',
          atMost: null,
          hint: null,
        },
        {
          key: 'Cigarettes',
          name: 'Cigarettes',
          entries: 3,
          largest: 12,
          schedule: 'daily',
          atMost: null,
          hint: null,
        },
      ],
    });
    const goals = { Cigarettes: 10, Pushups: null };
    const chosen = await importFile(t, owner, file, {
      dryRun: true,
      type: 'application/octet-stream',
      goals,
    });
    expect(chosen.json()).toMatchObject({
      habits: [{ name: 'Cigarettes', entries: 3, from: '2022-01-08', to: '2022-01-10' }],
    });
    const imported = await importFile(t, owner, file, { type: 'text/csv', goals });
    expect(imported.json()).toMatchObject({ habitsImported: 1, entriesImported: 3 });
    const [cigarettes] = await habits(owner);
    expect(cigarettes).toMatchObject({ name: 'Cigarettes', dailyGoal: 10 });
    expect(await entries(owner, cigarettes?.id)).toMatchObject([
      { date: '2022-01-08', actualValue: 12, note: 'stressful' },
      { date: '2022-01-09', actualValue: 9 },
      { date: '2022-01-10', actualValue: 0 },
    ]);
  });

  it.each([
    ['goals that are not JSON', 'zip', '{001:3', /^goals is a JSON object/],
    ['goals as a list', 'zip', '[3]', /^goals is a JSON object/],
    ['a negative goal', 'zip', '{"001":-1}', /^A habit's goal is at least 0$/],
    ['a goal as text', 'zip', '{"001":"3"}', /^A habit's goal is a number/],
    [
      'a legacy value Loop never writes',
      'bad-value',
      undefined,
      /line 1: '-7' is not a value Loop writes/,
    ],
    ['a legacy date that is none', 'bad-date', undefined, /line 1: '14\/03\/2025' is not a date/],
    ['a HabitBull date that is none', 'hb-date', undefined, /line 2: '2025-13-01' is not a date/],
    [
      'a HabitBull value below 0',
      'hb-value',
      undefined,
      /line 2: '-3' is not a number of at least 0/,
    ],
    ['a CSV that is not HabitBull', 'not-hb', undefined, /is not a HabitBull export/],
    ['a HabitBull file of 5,001 habits', 'hb-many', undefined, /more than 5000 habits/],
  ] as const)('refuses %s with a 400 and changes nothing', async (_label, kind, goals, message) => {
    const owner = (
      await t.signup(`hostile-${kind}-${String(Math.random()).slice(2, 8)}@example.com`)
    ).token;
    const base = loopLegacyZip('v2.0', [{ name: 'Tea', checkmarks: [['2025-03-01', '1000']] }]);
    const files: Record<string, { body: Uint8Array | string; type: string }> = {
      zip: { body: base, type: 'application/zip' },
      'bad-value': {
        body: loopLegacyZip('v2.0', [{ name: 'Tea', checkmarks: [['2025-03-01', '-7']] }]),
        type: 'application/zip',
      },
      'bad-date': {
        body: loopLegacyZip('v1', [{ name: 'Tea', checkmarks: [['14/03/2025', '1000']] }]),
        type: 'application/zip',
      },
      'hb-date': { body: habitBullCsv([['Tea', '', '', '2025-13-01', '3', '']]), type: 'text/csv' },
      'hb-value': {
        body: habitBullCsv([['Tea', '', '', '2025-01-01', '-3', '']]),
        type: 'text/csv',
      },
      'not-hb': { body: 'Date,Value\n2025-01-01,3\n', type: 'text/csv' },
      'hb-many': {
        body: habitBullCsv(
          Array.from({ length: 5001 }, (_, i) => [`H${String(i)}`, '', '', '2025-01-01', '3', '']),
        ),
        type: 'text/csv',
      },
    };
    const file = files[kind];
    if (!file) throw new Error(kind);
    for (const dryRun of [true, false]) {
      const res = await importFile(t, owner, file.body, {
        dryRun,
        type: file.type,
        ...(goals === undefined ? { goals: { '001': 3, Tea: 3 } } : { goals }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(message);
    }
    expect(await habits(owner)).toEqual([]);
  });
});

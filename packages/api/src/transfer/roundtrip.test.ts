/**
 * Export and import through the real server: the Taper document validates against its JSON Schema
 * in docs/, the CSV zip is Loop's layout, and export → import into a fresh account → export gives
 * the same data but for ids and timestamps, on each engine. (The CSV export's cells and length:
 * export-csv-cells.test.ts.)
 */
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taperExportSchema } from '@taper/domain';
import { availableTestEngines, createTestApi, type TestApi } from '../testing';
import { exportFile, importFile, transferCall } from './calls.testing';
import { COFFEE_REMINDERS, comparable, fillAccount } from './roundtrip.testing';

const schemaFile = new URL('../../../../docs/taper-export.schema.json', import.meta.url);

describe.each(availableTestEngines())('export and import on %s', (engine) => {
  let t: TestApi;
  let token: string;

  beforeAll(async () => {
    t = await createTestApi(engine);
    token = (await t.signup('exporter@example.com')).token;
    await fillAccount(t, token);
  });
  afterAll(async () => {
    await t.close();
  });

  it('exports the account as a Taper document that validates against docs/taper-export.schema.json', async () => {
    const res = await exportFile(t, token, 'json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="taper-2025-03-15.json"');
    const document = res.json<Record<string, unknown>>();
    expect(taperExportSchema.safeParse(document).success).toBe(true);
    const ajv = new Ajv2020({ strict: false });
    // ajv-formats is CommonJS: its default export arrives as `default` here.
    const formats =
      (addFormats as unknown as { default?: typeof addFormats }).default ?? addFormats;
    formats(ajv);
    const validate = ajv.compile(JSON.parse(readFileSync(schemaFile, 'utf8')) as object);
    expect(validate(document), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ ...document, version: 2 })).toBe(false);
    expect(document).toMatchObject({
      format: 'taper',
      version: 1,
      exportedAt: '2025-03-15T12:00:00.000Z',
    });
    expect(JSON.stringify(document.user)).not.toMatch(/password|hash|token/i);
    const [coffee] = document.habits as Record<string, unknown>[];
    expect(coffee).toMatchObject({
      name: 'Coffee',
      goalType: 'number',
      dailyGoal: 3,
      plan: { startGoal: 3, endGoal: 1, everyDays: 7, startDate: '2025-03-15' },
      entries: [
        {
          date: '2025-03-01',
          actualValue: 1,
          levelValue: null,
          note: null,
          performance: 'success',
        },
        { date: '2025-03-05', actualValue: 3, note: 'busy, "very"' },
        { date: '2025-03-10', actualValue: 0, performance: 'success' },
      ],
    });
  });

  it("exports a zip in Loop's layout: Habits.csv, and each habit's Checkmarks.csv and Scores.csv", async () => {
    const res = await exportFile(t, token, 'csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="taper-2025-03-15.zip"');
    const files = unzipSync(res.rawPayload);
    expect(Object.keys(files).sort()).toEqual([
      '001 Coffee/Checkmarks.csv',
      '001 Coffee/Scores.csv',
      '002 Wine/Checkmarks.csv',
      '002 Wine/Scores.csv',
      '003 Screens late/Checkmarks.csv',
      '003 Screens late/Scores.csv',
      'Habits.csv',
      'README.txt',
    ]);
    const text = (name: string) => strFromU8(files[name] ?? new Uint8Array());
    // README.txt says what the layout could not keep, only what applies to these habits.
    const readme = text('README.txt');
    expect(readme).toContain('Levels are written as ranks (0 None, 1 Low, 2 Moderate, 3 High)');
    expect(readme).toContain(': Wine.');
    expect(readme).toContain('Tags are written as their positions');
    expect(readme).toContain("Only today's goal is kept, not the goals of earlier days: Coffee.");
    expect(readme).toContain('Taper plans are not kept: Coffee.');
    expect(readme).not.toContain('differ by weekday');
    expect(text('Habits.csv').split('\n')[0]).toBe(
      'Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?',
    );
    expect(text('Habits.csv')).toContain(
      '003,"Screens, ""late""",NUMERICAL,,,1,1,#3B82F6,,AT_MOST,2.0,false',
    );
    expect(text('001 Coffee/Checkmarks.csv')).toBe(
      'Date,Value,Notes\n2025-03-10,NO,\n2025-03-05,3000,"busy, ""very"""\n2025-03-01,1000,\n',
    );
    const scores = text('001 Coffee/Scores.csv').trim().split('\n');
    expect(scores[0]).toBe('Date,Score');
    expect(scores[1]).toMatch(/^2025-03-15,0\.\d{4}$/);
    expect(scores.at(-1)).toMatch(/^2025-03-01,0\.0519$/);
  });

  it('round trip: export, import into a fresh account, export again: the same but for ids and timestamps', async () => {
    const first = (await exportFile(t, token, 'json')).json<{
      habits: Record<string, unknown>[];
    }>();
    const fresh = (await t.signup(`fresh-${engine}@example.com`)).token;
    const preview = await importFile(t, fresh, JSON.stringify(first), {
      dryRun: true,
      type: 'application/json',
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      dryRun: true,
      source: 'taper',
      entries: 6,
      habits: [
        {
          name: 'Coffee',
          importedAs: 'Coffee',
          // The goal the import creates today, with the plan's course (3 down to 1) beside it.
          goal: 'Goal: 3 daily · plan: 3 → 1 by 29 Mar',
          entries: 3,
          from: '2025-03-01',
          to: '2025-03-10',
        },
        { name: 'Wine', entries: 1 },
        { name: 'Screens, "late"', entries: 2 },
      ],
      skipped: [],
    });
    expect((await t.rest('GET', '/api/habits', { token: fresh })).json()).toEqual([]);
    const done = await importFile(t, fresh, JSON.stringify(first), { type: 'application/json' });
    expect(done.json()).toEqual({
      habitsImported: 3,
      entriesImported: 6,
      skipped: [],
      warnings: [],
    });
    const second = (await exportFile(t, fresh, 'json')).json<{
      habits: Record<string, unknown>[];
    }>();
    expect(comparable(second)).toEqual(comparable(first));
    const [coffee, wine, tags] = second.habits;
    expect(coffee).toMatchObject({ reminders: COFFEE_REMINDERS, reminder: COFFEE_REMINDERS[0] });
    expect(wine).toMatchObject({ name: 'Wine', archived: true, unloggedDays: 'zero' });
    expect(tags?.entries).toContainEqual({
      date: '2025-03-04',
      actualValue: null,
      levelValue: null,
      note: 'away',
      performance: 'skipped',
    });

    // Importing again names the copies ' (imported)' and keeps the first ones.
    await importFile(t, fresh, JSON.stringify(first), { type: 'application/json' });
    const names = (await t.rest('GET', '/api/habits', { token: fresh })).json<{ name: string }[]>();
    expect(names.map((habit) => habit.name)).toEqual([
      'Coffee',
      'Wine',
      'Screens, "late"',
      'Coffee (imported)',
      'Wine (imported)',
      'Screens, "late" (imported)',
    ]);
  });

  it("brings back an older export's one reminder, and refuses a habit's reminders that could not be saved", async () => {
    const document = (await exportFile(t, token, 'json')).json<{
      habits: Record<string, unknown>[];
    }>();
    const older = {
      ...document,
      habits: document.habits.map(({ reminders: _list, ...habit }) => habit),
    };
    const owner = (await t.signup(`older-${engine}@example.com`)).token;
    const imported = await importFile(t, owner, JSON.stringify(older), {
      type: 'application/json',
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const habits = (await t.rest('GET', '/api/habits', { token: owner })).json<
      { name: string; reminders: unknown[] }[]
    >();
    expect(habits.map((habit) => [habit.name, habit.reminders])).toEqual([
      ['Coffee', [COFFEE_REMINDERS[0]]],
      ['Wine', []],
      ['Screens, "late"', []],
    ]);

    const twice = {
      ...document,
      habits: document.habits.map((habit, index) =>
        index === 0
          ? {
              ...habit,
              reminders: [COFFEE_REMINDERS[0], { ...COFFEE_REMINDERS[1], time: '08:30' }],
            }
          : habit,
      ),
    };
    const stranger = (await t.signup(`twice-${engine}@example.com`)).token;
    for (const dryRun of [true, false]) {
      const refused = await importFile(t, stranger, JSON.stringify(twice), {
        dryRun,
        type: 'application/json',
      });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json<{ message: string }>().message).toBe(
        'Coffee: Each reminder of a habit has its own time.',
      );
    }
    expect((await t.rest('GET', '/api/habits', { token: stranger })).json()).toEqual([]);
  });

  it('answers 401 without a session, and exports only the signed-in user’s habits', async () => {
    const res = await transferCall(t, { method: 'GET', url: '/api/export?format=json' });
    expect(res.statusCode).toBe(401);
    const other = (await t.signup(`other-${engine}@example.com`)).token;
    expect((await exportFile(t, other, 'json')).json()).toMatchObject({ habits: [] });
    const bad = await transferCall(t, { method: 'GET', url: '/api/export?format=xml', token });
    expect(bad.statusCode).toBe(400);
    expect((await importFile(t, other, '{}', { type: 'text/plain' })).statusCode).toBe(415);
  });
});

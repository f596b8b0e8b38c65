/**
 * Export and import through the real server: the Taper document validates against its JSON Schema
 * in docs/, the CSV zip is Loop's layout, and export → import into a fresh account → export gives
 * the same data but for ids and timestamps, on each engine.
 */
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taperExportSchema } from '@taper/domain';
import { availableTestEngines, createTestApi, numberHabit, type TestApi } from '../testing';
import { exportFile, importFile, transferCall } from './calls.testing';
import { loopZip } from './fixtures.testing';

const schemaFile = new URL('../../../../docs/taper-export.schema.json', import.meta.url);

/** Coffee's two reminders, as the habit answers them: the earliest first, days Monday first. */
const COFFEE_REMINDERS = [
  { time: '08:30', days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] },
  { time: '21:00', days: ['saturday', 'sunday'] },
];

/** The export without what a fresh account gives anew: ids, timestamps and the user. */
function comparable(document: { habits: Record<string, unknown>[] }) {
  return document.habits.map(({ id: _id, createdAt: _c, updatedAt: _u, ...habit }) => habit);
}

describe.each(availableTestEngines())('export and import on %s', (engine) => {
  let t: TestApi;
  let token: string;

  /** A number habit with a goal change and a plan, a level habit and a custom-tags habit. */
  async function fillAccount(owner: string) {
    const create = async (body: object) =>
      (await t.rest('POST', '/api/habits', { token: owner, body })).json<{ id: number }>().id;
    const log = (id: number, body: object) =>
      t.rest('POST', `/api/habits/${String(id)}/entries`, { token: owner, body });
    const coffee = await create({
      ...numberHabit,
      baseline: 5,
      unit: 'cups',
      costPerUnit: 3.2,
      reminders: COFFEE_REMINDERS,
    });
    const wine = await create({
      ...numberHabit,
      name: 'Wine',
      color: '#123ABC',
      goalType: 'level',
      levelGoal: 'low',
    });
    const tags = await create({
      ...numberHabit,
      name: 'Screens, "late"',
      goalType: 'custom_tags',
      levelGoal: '2',
      customTags: ['a', 'b', 'c'],
    });
    for (const [date, value] of [
      ['2025-03-01', 1],
      ['2025-03-05', 3],
      ['2025-03-10', 0],
    ] as const)
      expect(
        (
          await log(coffee, {
            date,
            actualValue: value,
            note: date === '2025-03-05' ? 'busy, "very"' : undefined,
          })
        ).statusCode,
      ).toBe(200);
    await log(wine, { date: '2025-03-02', levelValue: 'high' });
    await log(tags, { date: '2025-03-03', levelValue: '1' });
    // A skipped day and an archived habit travel too.
    expect((await log(tags, { date: '2025-03-04', skip: true, note: 'away' })).statusCode).toBe(
      200,
    );
    const archived = await t.rest('POST', `/api/habits/${String(wine)}/archive`, { token: owner });
    expect(archived.statusCode).toBe(200);
    // So does what a day not logged counts as.
    const zero = await t.rest('PUT', `/api/habits/${String(wine)}`, {
      token: owner,
      body: { name: 'Wine', unloggedDays: 'zero' },
    });
    expect(zero.statusCode, zero.body).toBe(200);
    const changed = await t.rest('PUT', `/api/habits/${String(coffee)}`, {
      token: owner,
      body: { ...numberHabit, dailyGoal: 1 },
    });
    expect(changed.statusCode).toBe(200);
    const plan = await t.rest('PUT', `/api/habits/${String(coffee)}/plan`, {
      token: owner,
      body: { startGoal: 3, endGoal: 1, everyDays: 7, startDate: '2025-03-15' },
    });
    expect(plan.statusCode).toBe(200);
  }

  beforeAll(async () => {
    t = await createTestApi(engine);
    token = (await t.signup('exporter@example.com')).token;
    await fillAccount(token);
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

  it('writes formula-like cells as text, reads them back unchanged, and keeps Scores.csv to ten years', async () => {
    const owner = (await t.signup(`formulas-${engine}@example.com`)).token;
    const name = '=HYPERLINK("http://evil.example")';
    const created = await t.rest('POST', '/api/habits', {
      token: owner,
      body: { ...numberHabit, name, dailyGoal: 2 },
    });
    const id = created.json<{ id: number }>().id;
    for (const [date, note] of [
      ['2005-03-01', '+1 -2'],
      ['2025-03-14', '@SUM(A1)'],
      ['2025-03-13', "'-quoted"],
    ] as const) {
      const logged = await t.rest('POST', `/api/habits/${String(id)}/entries`, {
        token: owner,
        body: { date, actualValue: 1, note },
      });
      expect(logged.statusCode).toBe(200);
    }
    const zip = (await exportFile(t, owner, 'csv')).rawPayload;
    const files = unzipSync(zip);
    const text = (file: string) => strFromU8(files[file] ?? new Uint8Array());
    expect(text('Habits.csv')).toContain('001,"\'=HYPERLINK(""http://evil.example"")",NUMERICAL');
    expect(text('001 HYPERLINKhttpevil.example/Checkmarks.csv')).toBe(
      "Date,Value,Notes\n2025-03-14,1000,'@SUM(A1)\n2025-03-13,1000,''-quoted\n2005-03-01,1000,'+1 -2\n",
    );
    const scores = text('001 HYPERLINKhttpevil.example/Scores.csv').trim().split('\n');
    expect(scores).toHaveLength(1 + 3653);
    expect(scores[1]).toMatch(/^2025-03-15,/);
    expect(scores.at(-1)).toMatch(/^2015-03-16,/);

    const fresh = (await t.signup(`formulas-back-${engine}@example.com`)).token;
    expect((await importFile(t, fresh, zip)).json()).toMatchObject({ habitsImported: 1 });
    const [habit] = (await t.rest('GET', '/api/habits', { token: fresh })).json<
      { id: number; name: string }[]
    >();
    expect(habit?.name).toBe(name);
    const entries = await t.rest('GET', `/api/habits/${String(habit?.id)}/entries`, {
      token: fresh,
    });
    expect(entries.json<{ note: string }[]>().map((entry) => entry.note)).toEqual([
      '+1 -2',
      "'-quoted",
      '@SUM(A1)',
    ]);
  });

  it('exports a long history read a page at a time: every entry once, in order, in both formats', async () => {
    const owner = (await t.signup(`long-${engine}@example.com`)).token;
    // 1,201 days ending the day before today: more than two pages of entries.
    const dates = Array.from({ length: 1201 }, (_, i) =>
      new Date(Date.UTC(2025, 2, 14 - 1200 + i)).toISOString().slice(0, 10),
    );
    const zip = loopZip([
      { row: { Name: 'Tea' }, checkmarks: dates.map((date) => [date, '1000', ''] as const) },
    ]);
    expect((await importFile(t, owner, zip)).statusCode).toBe(200);

    const document = (await exportFile(t, owner, 'json')).json<{
      habits: { entries: { date: string }[] }[];
    }>();
    expect(document.habits[0]?.entries.map((entry) => entry.date)).toEqual(dates);

    const files = unzipSync((await exportFile(t, owner, 'csv')).rawPayload);
    const checkmarks = strFromU8(files['001 Tea/Checkmarks.csv'] ?? new Uint8Array())
      .trim()
      .split('\n');
    expect(checkmarks.slice(1)).toEqual([...dates].reverse().map((date) => `${date},1000,`));
    const scores = strFromU8(files['001 Tea/Scores.csv'] ?? new Uint8Array())
      .trim()
      .split('\n');
    // Today and every day back to the first entry, newest first.
    expect(scores).toHaveLength(1 + 1202);
    expect(scores[1]).toMatch(/^2025-03-15,/);
    expect(scores.at(-1)).toMatch(new RegExp(`^${dates[0] ?? ''},`));
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

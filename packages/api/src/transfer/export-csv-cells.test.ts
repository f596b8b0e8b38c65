/**
 * The Loop CSV export's cells and length, through the real server: a formula-like name or note is
 * written as text and read back unchanged, Scores.csv keeps to ten years, and a long history read a
 * page at a time comes out whole and in order, on each engine.
 */
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestEngines, createTestApi, numberHabit, type TestApi } from '../testing';
import { exportFile, importFile } from './calls.testing';
import { loopZip } from './fixtures.testing';

describe.each(availableTestEngines())('the CSV export on %s', (engine) => {
  let t: TestApi;

  beforeAll(async () => {
    t = await createTestApi(engine);
  });
  afterAll(async () => {
    await t.close();
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
});

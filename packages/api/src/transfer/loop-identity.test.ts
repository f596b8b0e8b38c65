/**
 * Loop's identity is kept: a habit from a Loop backup keeps its uuid (`loopUuid`, null for a habit
 * made in Taper) and its question and description (`description`); a second import of the same
 * backup adds only the days that are new to the habit already here, said in the preview; the .db
 * Taper writes carries the kept uuid and the description back, so Loop merges instead of copying
 * (and an import of it into Taper finds its habits again).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backupRows,
  loopBackup,
  type LoopBackupHabitFixture,
} from './loop-backup-fixtures.testing';
import { availableTestEngines, createTestApi, numberHabit, type TestApi } from '../testing';
import { exportFile, importFile } from './calls.testing';

const SQLITE = 'application/vnd.sqlite3';
const BEER_UUID = '0b4c7e9a3f2d4c1e8a6b5d4c3b2a1f0e';

const beer = (days: string[]): LoopBackupHabitFixture => ({
  name: 'Beer',
  position: 0,
  targetValue: 2,
  uuid: BEER_UUID,
  question: 'How many beers today?',
  description: 'Weekends only.\nNever alone.',
  repetitions: days.map((date) => ({ date, value: 1000 })),
});
const coffee: LoopBackupHabitFixture = {
  name: 'Coffee',
  position: 1,
  targetValue: 3,
  uuid: 'c0ffee00-0000-4000-8000-000000000001',
  repetitions: [{ date: '2025-03-01', value: 2000 }],
};

interface HabitAnswer {
  id: number;
  name: string;
  loopUuid: string | null;
  description: string | null;
}

describe.each(availableTestEngines())("Loop's identity on %s", (engine) => {
  let t: TestApi;

  beforeAll(async () => {
    t = await createTestApi(engine, { transferLimits: { max: 200, timeWindowMs: 60_000 } });
  });
  afterAll(async () => {
    await t.close();
  });

  const habitsOf = async (token: string) =>
    (await t.rest('GET', '/api/habits', { token })).json<HabitAnswer[]>();
  const entriesOf = async (token: string, id: number) =>
    (await t.rest('GET', `/api/habits/${String(id)}/entries`, { token })).json<
      { date: string }[]
    >();

  it('keeps the uuid and the question and description; a second import adds only the new days', async () => {
    const token = (await t.signup('loop-identity@example.com')).token;
    const first = loopBackup(25, [beer(['2025-03-01', '2025-03-02']), coffee]);
    expect((await importFile(t, token, first, { type: SQLITE })).json()).toMatchObject({
      habitsImported: 2,
      entriesImported: 3,
    });
    const [imported] = await habitsOf(token);
    expect(imported).toMatchObject({
      name: 'Beer',
      loopUuid: BEER_UUID,
      description: 'How many beers today?\n\nWeekends only.\nNever alone.',
    });

    // The same backup, three days later: only those days are new.
    const later = loopBackup(25, [
      beer(['2025-03-01', '2025-03-02', '2025-03-03', '2025-03-04', '2025-03-05']),
      coffee,
    ]);
    const preview = await importFile(t, token, later, { dryRun: true, type: SQLITE });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      habits: [
        { name: 'Beer', importedAs: 'Beer', entries: 3, from: '2025-03-03', alreadyHere: true },
        { name: 'Coffee', importedAs: 'Coffee', entries: 0, alreadyHere: true },
      ],
      entries: 3,
      alreadyHere: ['Beer: already here, 3 new days', 'Coffee: already here, no new days'],
    });
    const again = await importFile(t, token, later, { type: SQLITE });
    expect(again.json()).toEqual({
      habitsImported: 0,
      entriesImported: 3,
      habitsAddedTo: 1,
      skipped: [],
      warnings: [],
    });
    const habits = await habitsOf(token);
    expect(habits.map((habit) => habit.name)).toEqual(['Beer', 'Coffee']);
    expect((await entriesOf(token, habits[0]?.id ?? 0)).map((entry) => entry.date)).toEqual([
      '2025-03-01',
      '2025-03-02',
      '2025-03-03',
      '2025-03-04',
      '2025-03-05',
    ]);
    // The very same file a third time changes nothing.
    expect((await importFile(t, token, later, { type: SQLITE })).json()).toMatchObject({
      habitsImported: 0,
      entriesImported: 0,
    });
    expect(await habitsOf(token)).toHaveLength(2);
  });

  it('the .db export writes the kept uuid and the question and description back', async () => {
    const token = (await t.signup('loop-identity-export@example.com')).token;
    await importFile(t, token, loopBackup(25, [beer(['2025-03-01'])]), { type: SQLITE });
    const made = await t.rest('POST', '/api/habits', {
      token,
      body: { ...numberHabit, name: 'Tea', description: 'Green only' },
    });
    expect(made.json()).toMatchObject({ loopUuid: null, description: 'Green only' });
    const exported = await exportFile(t, token, 'loop');
    const rows = backupRows<{ name: string; uuid: string; question: string; description: string }>(
      exported.rawPayload,
      'SELECT name, uuid, question, description FROM Habits ORDER BY position',
    );
    expect(rows[0]).toEqual({
      name: 'Beer',
      uuid: BEER_UUID,
      question: 'How many beers today?',
      description: 'Weekends only.\nNever alone.',
    });
    expect(rows[1]).toMatchObject({ name: 'Tea', question: 'Green only', description: '' });
    expect(rows[1]?.uuid).toMatch(/^[0-9a-f]{32}$/);
    // Taken back into Taper, the backup finds both habits: nothing is copied.
    const back = await importFile(t, token, exported.rawPayload, { dryRun: true, type: SQLITE });
    expect(back.json()).toMatchObject({
      habits: [
        { name: 'Beer', alreadyHere: true, entries: 0 },
        { name: 'Tea', alreadyHere: true, entries: 0 },
      ],
    });
  });

  it('a Taper export keeps the uuid and description; into the same account its copy goes by no uuid', async () => {
    const token = (await t.signup('loop-identity-json@example.com')).token;
    await importFile(t, token, loopBackup(25, [beer(['2025-03-01'])]), { type: SQLITE });
    const exported = await exportFile(t, token, 'json');
    const fresh = (await t.signup('loop-identity-json-2@example.com')).token;
    await importFile(t, fresh, exported.rawPayload, { type: 'application/json' });
    expect(await habitsOf(fresh)).toMatchObject([
      {
        name: 'Beer',
        loopUuid: BEER_UUID,
        description: 'How many beers today?\n\nWeekends only.\nNever alone.',
      },
    ]);
    const again = await importFile(t, token, exported.rawPayload, { type: 'application/json' });
    expect(again.json()).toMatchObject({ habitsImported: 1 });
    expect(await habitsOf(token)).toMatchObject([
      { name: 'Beer', loopUuid: BEER_UUID },
      { name: 'Beer (imported)', loopUuid: null },
    ]);
  });

  it('a description is set and cleared in the settings, at most 500 characters', async () => {
    const token = (await t.signup('loop-identity-settings@example.com')).token;
    const id = (await t.rest('POST', '/api/habits', { token, body: numberHabit })).json<{
      id: number;
    }>().id;
    const path = `/api/habits/${String(id)}`;
    const set = await t.rest('PUT', path, {
      token,
      body: { name: 'Coffee', description: 'Only  after lunch' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ description: 'Only  after lunch', loopUuid: null });
    const renamed = await t.rest('PUT', path, { token, body: { name: 'Espresso' } });
    expect(renamed.json()).toMatchObject({ name: 'Espresso', description: 'Only  after lunch' });
    const long = await t.rest('PUT', path, {
      token,
      body: { name: 'Espresso', description: 'd'.repeat(501) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ message: string }>().message).toMatch(/at most 500 characters/);
    const cleared = await t.rest('PUT', path, {
      token,
      body: { name: 'Espresso', description: null },
    });
    expect(cleared.json()).toMatchObject({ description: null });
  });
});

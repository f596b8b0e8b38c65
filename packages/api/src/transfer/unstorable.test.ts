/**
 * An import file holding text no store can hold (a NUL or an unpaired surrogate) in a habit's
 * name, a note, a unit or a tag: the preview and the import refuse it alike, with a sentence, on
 * both engines; nothing is written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestEngines, createTestApi, numberHabit, type TestApi } from '../testing';
import { exportFile, importFile } from './calls.testing';

const SENTENCE = /must not contain a NUL character \(U\+0000\) or an unpaired surrogate/;

describe.each(availableTestEngines())('importing text a store cannot hold on %s', (engine) => {
  let t: TestApi;
  let token: string;
  let exported: string;

  beforeAll(async () => {
    t = await createTestApi(engine, { transferLimits: { max: 200, timeWindowMs: 60_000 } });
    token = (await t.signup('nul@example.com')).token;
    const habit = await t.rest('POST', '/api/habits', {
      token,
      body: { ...numberHabit, name: 'Tea', unit: 'cups' },
    });
    const id = habit.json<{ id: number }>().id;
    await t.rest('POST', `/api/habits/${String(id)}/entries`, {
      token,
      body: { date: '2025-03-10', actualValue: 1, note: 'fine' },
    });
    exported = (await exportFile(t, token, 'json')).body;
    await t.rest('DELETE', `/api/habits/${String(id)}`, { token });
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['a name', '"name": "Tea"', '"name": "Te\\u0000a"'],
    ['a note', '"note": "fine"', '"note": "fi\\u0000ne"'],
    ['a unit', '"unit": "cups"', '"unit": "cu\\ud800ps"'],
    ['a note with a lone low surrogate', '"note": "fine"', '"note": "\\udc00"'],
  ])('refuses %s in preview and import alike', async (_, from, to) => {
    const compact = JSON.stringify(JSON.parse(exported), null, 1).replace(/": /g, '": ');
    expect(compact).toContain(from);
    const file = compact.replace(from, to);
    const preview = await importFile(t, token, file, { dryRun: true, type: 'application/json' });
    const imported = await importFile(t, token, file, { type: 'application/json' });
    expect(preview.statusCode, preview.body).toBe(400);
    expect(imported.statusCode, imported.body).toBe(400);
    expect(preview.json<{ message: string }>().message).toMatch(SENTENCE);
    expect(imported.json()).toEqual(preview.json());
    expect((await t.rest('GET', '/api/habits', { token })).json()).toEqual([]);
  });
});

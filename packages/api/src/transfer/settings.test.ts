/**
 * A Taper export brings back its week start, day end and theme when asked: the preview reports
 * the archive's settings, `restoreSettings=true` applies them with the habits, and without it the
 * account's own are kept. Only the importing account changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestEngines, createTestApi, numberHabit, type TestApi } from '../testing';
import { exportFile, transferCall } from './calls.testing';

const JSON_TYPE = 'application/json';

describe.each(availableTestEngines())('restoring settings from a Taper export on %s', (engine) => {
  let t: TestApi;
  let source: string;
  let archive: string;

  const settingsOf = async (token: string) => {
    const user = (await t.rest('GET', '/api/auth/user', { token })).json<Record<string, unknown>>();
    return {
      weekStart: user.weekStart,
      dayEndsAtHour: user.dayEndsAtHour,
      themePreference: user.themePreference,
    };
  };
  const send = (token: string, query: string, payload = archive) =>
    transferCall(t, {
      method: 'POST',
      url: `/api/import?${query}`,
      token,
      contentType: JSON_TYPE,
      bytes: new TextEncoder().encode(payload),
    });

  beforeAll(async () => {
    t = await createTestApi(engine, { transferLimits: { max: 200, timeWindowMs: 60_000 } });
    source = (await t.signup('settings-source@example.com')).token;
    const set = await t.rest('PUT', '/api/auth/user', {
      token: source,
      body: { weekStart: 'sunday', dayEndsAtHour: 3, themePreference: 'dark' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const created = await t.rest('POST', '/api/habits', {
      token: source,
      body: { ...numberHabit, goalSchedule: 'weekly_budget', budget: 10 },
    });
    expect(created.statusCode, created.body).toBe(200);
    archive = (await exportFile(t, source, 'json')).body;
  });
  afterAll(async () => {
    await t.close();
  });

  it("previews the archive's week start, day end and theme", async () => {
    const fresh = (await t.signup(`settings-preview-${engine}@example.com`)).token;
    const res = await send(fresh, 'dryRun=true');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      source: 'taper',
      settings: { weekStart: 'sunday', dayEndsAtHour: 3, themePreference: 'dark' },
    });
  });

  it("keeps the account's own settings unless asked", async () => {
    const fresh = (await t.signup(`settings-kept-${engine}@example.com`)).token;
    const before = await settingsOf(fresh);
    const res = await send(fresh, 'dryRun=false');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).not.toHaveProperty('settingsRestored');
    expect(await settingsOf(fresh)).toEqual(before);
    expect(before).toEqual({ weekStart: 'monday', dayEndsAtHour: 0, themePreference: 'light' });
  });

  it('brings them back with restoreSettings=true, in the importing account only', async () => {
    const fresh = (await t.signup(`settings-restored-${engine}@example.com`)).token;
    const bystander = (await t.signup(`settings-bystander-${engine}@example.com`)).token;
    const untouched = await settingsOf(bystander);
    const res = await send(fresh, 'dryRun=false&restoreSettings=true');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      habitsImported: 1,
      settingsRestored: { weekStart: 'sunday', dayEndsAtHour: 3, themePreference: 'dark' },
    });
    expect(await settingsOf(fresh)).toEqual({
      weekStart: 'sunday',
      dayEndsAtHour: 3,
      themePreference: 'dark',
    });
    expect(await settingsOf(bystander)).toEqual(untouched);
  });

  it('changes nothing on a dry run with restoreSettings=true', async () => {
    const fresh = (await t.signup(`settings-dry-${engine}@example.com`)).token;
    const before = await settingsOf(fresh);
    const res = await send(fresh, 'dryRun=true&restoreSettings=true');
    expect(res.statusCode).toBe(200);
    expect(await settingsOf(fresh)).toEqual(before);
  });

  it('brings back only the valid settings of a hand-edited file, and refuses a bad option', async () => {
    const edited = JSON.parse(archive) as { user: Record<string, unknown> };
    edited.user.weekStart = 'friday';
    const fresh = (await t.signup(`settings-edited-${engine}@example.com`)).token;
    const res = await send(fresh, 'dryRun=false&restoreSettings=true', JSON.stringify(edited));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      settingsRestored: { dayEndsAtHour: 3, themePreference: 'dark' },
    });
    expect(await settingsOf(fresh)).toMatchObject({ weekStart: 'monday', dayEndsAtHour: 3 });
    const bad = await send(fresh, 'dryRun=true&restoreSettings=yes');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      code: 'BAD_REQUEST',
      message: "restoreSettings is 'true' or 'false'",
    });
  });
});

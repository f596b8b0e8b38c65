/** What a share link shows and for how long, what it refuses, and how often it may be guessed. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../index';
import { Answers } from '../reads/answers';
import { availableTestEngines, STRONG_PASSWORD, type TestApi } from '../testing';
import { addHabit, createSharesTestApi, viewShare, type CreatedShare } from './shares.testing';

describe.each(availableTestEngines())('share link limits on %s', (engine) => {
  let t: TestApi;
  let token: string;
  let coffee: number;
  let beer: number;
  beforeAll(async () => {
    ({ t, token, coffee, beer } = await createSharesTestApi(engine));
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses bad input with a sentence, changing nothing', async () => {
    const count = (await t.rest('GET', '/api/shares', { token })).json<unknown[]>().length;
    for (const body of [
      { habitIds: [] },
      { habitIds: Array.from({ length: 51 }, (_, i) => i + 1) },
      { habitIds: [coffee], label: 'x'.repeat(61) },
      { habitIds: [coffee], email: 'not an email' },
      { habitIds: [coffee], expiresOn: '2025-03-14' },
      { habitIds: [coffee], expiresOn: '2025-02-30' },
      { habitIds: ['x'] },
    ]) {
      const res = await t.rest('POST', '/api/shares', { token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ message: string }>().message.length).toBeGreaterThan(5);
    }
    expect((await t.rest('GET', '/api/shares', { token })).json<unknown[]>()).toHaveLength(count);
  });

  it('shows notes only when shared; an expired link and a deleted habit show nothing', async () => {
    const created = (
      await t.rest('POST', '/api/shares', {
        token,
        body: { habitIds: [coffee, beer], expiresOn: '2025-03-16' },
      })
    ).json<CreatedShare>();
    const withNotes = await t.rest('PUT', `/api/shares/${String(created.id)}`, {
      token,
      body: { showNotes: true },
    });
    expect(withNotes.json()).toMatchObject({ showNotes: true, habitIds: [coffee, beer] });
    const seen = await viewShare(t, 'rest', created.token);
    expect(seen.body).toContain('a private note');
    expect(seen.body).toContain('unshared note');

    // Deleting a habit takes it out of every share at once.
    expect(
      (await t.rest('DELETE', `/api/habits/${String(beer)}`, { token })).statusCode,
    ).toBeLessThan(300);
    const after = await viewShare(t, 'rest', created.token);
    expect(after.json<{ habits: { name: string }[] }>().habits.map((h) => h.name)).toEqual([
      'Cigarettes',
    ]);
    expect(after.body).not.toContain('unshared note');
    await t.rest('POST', `/api/habits/${String(beer)}/restore`, { token });
    expect((await viewShare(t, 'rest', created.token)).body).not.toContain('Gambling');

    // The 16th is its last day; the 17th it is the same 404 as any unknown token.
    const saved = t.clock.now;
    t.clock.now = new Date('2025-03-16T20:00:00Z');
    expect((await viewShare(t, 'rest', created.token)).statusCode).toBe(200);
    t.clock.now = new Date('2025-03-17T12:00:00Z');
    const expired = await viewShare(t, 'rest', created.token);
    expect(expired.statusCode).toBe(404);
    expect(expired.body).toBe((await viewShare(t, 'rest', 'B'.repeat(32))).body);
    const listed = (await t.rest('GET', '/api/shares', { token })).json<
      { id: number; expired: boolean }[]
    >();
    expect(listed.find((share) => share.id === created.id)?.expired).toBe(true);
    t.clock.now = saved;
  });

  it('limits unknown tokens per address to 60 a minute across processes, known links untouched', async () => {
    const known = (
      await t.rest('POST', '/api/shares', { token, body: { habitIds: [coffee] } })
    ).json<CreatedShare>();
    // A second process on the same database: the count is shared.
    const second = createApi({ ...t.services, answers: new Answers() });
    const ip = '203.0.113.7';
    for (let i = 0; i < 60; i += 1) {
      const url = `/api/shared/${String(i).padStart(32, 'x')}`;
      const handle = i % 2 === 0 ? t.api.rest : second.rest;
      const res = await handle({
        method: 'GET',
        url,
        query: {},
        ip,
        authorization: undefined,
        contentType: undefined,
        body: undefined,
        origin: 'http://localhost:3000',
      });
      expect(res.status).toBe(404);
    }
    for (let i = 0; i < 5; i += 1) {
      const ok = await viewShare(t, 'rest', known.token, ip);
      expect(ok.statusCode).toBe(200);
    }
    const limited = await viewShare(t, 'rest', 'C'.repeat(32), ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['cache-control']).toBe('no-store');
    const limitedTrpc = await viewShare(t, 'trpc', 'D'.repeat(32), ip);
    expect(limitedTrpc.statusCode).toBe(429);
    // Another address is not limited; a minute later this one is not either.
    expect((await viewShare(t, 'rest', 'C'.repeat(32), '198.51.100.1')).statusCode).toBe(404);
    const saved = t.clock.now;
    t.clock.now = new Date(saved.getTime() + 61_000);
    expect((await viewShare(t, 'rest', 'C'.repeat(32), ip)).statusCode).toBe(404);
    t.clock.now = saved;
  });

  it('ends every link when the account is deleted', async () => {
    const leaver = await t.signup('leaver@example.com', { firstName: 'Lee' });
    const id = await addHabit(t, 'Sweets', leaver.token);
    const created = (
      await t.rest('POST', '/api/shares', { token: leaver.token, body: { habitIds: [id] } })
    ).json<CreatedShare>();
    expect((await viewShare(t, 'rest', created.token)).statusCode).toBe(200);
    const deleted = await t.rest('DELETE', '/api/auth/user', {
      token: leaver.token,
      body: { password: STRONG_PASSWORD },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await viewShare(t, 'rest', created.token)).statusCode).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../tokens';
import { createApi } from '../index';
import { Answers } from '../reads/answers';
import {
  availableTestEngines,
  createTestApi,
  numberHabit,
  STRONG_PASSWORD,
  type TestApi,
  type TestResponse,
} from '../testing';

interface Created {
  id: number;
  token: string;
  url: string;
  habitIds: number[];
  showNotes: boolean;
  expiresOn: string | null;
  label: string | null;
  email: string | null;
  createdAt: string;
}

type Adapter = 'rest' | 'trpc';

/** The data of an answer, whichever wire format carried it. */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- as TestResponse.json
function data<T>(adapter: Adapter, res: TestResponse): T {
  const body = res.json<unknown>();
  return adapter === 'rest' ? (body as T) : (body as { result: { data: T } }).result.data;
}

describe.each(availableTestEngines())('share links on %s', (engine) => {
  let t: TestApi;
  let token: string;
  let otherToken: string;
  let coffee: number;
  let beer: number;
  let theirs: number;

  async function habit(name: string, as: string): Promise<number> {
    const res = await t.rest('POST', '/api/habits', { token: as, body: { ...numberHabit, name } });
    expect(res.statusCode).toBe(200);
    return res.json<{ id: number }>().id;
  }

  async function log(id: number, date: string, actualValue: number, note: string, as = token) {
    const res = await t.rest('POST', `/api/habits/${String(id)}/entries`, {
      token: as,
      body: { date, actualValue, note },
    });
    expect(res.statusCode).toBe(200);
  }

  const create = async (adapter: Adapter, body: unknown, as = token) =>
    adapter === 'rest'
      ? t.rest('POST', '/api/shares', { token: as, body })
      : t.trpc('mutation', 'shares.create', body, as);

  const view = async (adapter: Adapter, shareToken: string, ip = '127.0.0.1') =>
    adapter === 'rest'
      ? t.request({ method: 'GET', url: `/api/shared/${shareToken}`, ip })
      : t.request({
          method: 'GET',
          url: `/trpc/shares.view?input=${encodeURIComponent(JSON.stringify({ token: shareToken }))}`,
          ip,
        });

  beforeAll(async () => {
    t = await createTestApi(engine);
    await t.signup('admin@example.com');
    token = (await t.signup('ana@example.com', { firstName: 'Ana', lastName: 'Zweistein' })).token;
    otherToken = (await t.signup('bo@example.com', { firstName: 'Bo', lastName: 'Other' })).token;
    coffee = await habit('Cigarettes', token);
    beer = await habit('Gambling', token);
    theirs = await habit('Their habit', otherToken);
    await log(coffee, '2025-03-13', 1, 'a private note');
    await log(coffee, '2025-03-14', 5, 'a hard day');
    await log(coffee, '2025-03-15', 1, '');
    await log(beer, '2025-03-15', 9, 'unshared note');
    await log(theirs, '2025-03-15', 1, 'their note', otherToken);
  });
  afterAll(async () => {
    await t.close();
  });

  describe.each(['rest', 'trpc'] as const)('over %s', (adapter) => {
    it('makes a link shown once, stored as a hash, that a signed-out visitor opens read-only', async () => {
      const res = await create(adapter, { habitIds: [coffee], label: 'For Sam' });
      expect(res.statusCode).toBe(200);
      const created = data<Created>(adapter, res);
      expect(created).toMatchObject({
        habitIds: [coffee],
        showNotes: false,
        expiresOn: null,
        label: 'For Sam',
        email: null,
      });
      // At least 128 random bits, base64url; the link is relative without PUBLIC_URL.
      expect(created.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(created.url).toBe(`/s/${created.token}`);
      const stored = await t.testDb.db.selectFrom('shareTokens').selectAll().execute();
      expect(stored.map((row) => row.tokenHash)).toContain(hashToken(created.token));
      expect(
        JSON.stringify(await t.testDb.db.selectFrom('shares').selectAll().execute()),
      ).not.toContain(created.token);

      const seen = await view(adapter, created.token);
      expect(seen.statusCode).toBe(200);
      expect(seen.headers['cache-control']).toBe('no-store');
      expect(seen.headers['x-robots-tag']).toBe('noindex');
      const shown = data<{
        owner: { firstName: string };
        habits: {
          name: string;
          goal: string;
          entries: { date: string; performance: string; value: string; note?: string }[];
          streaks: { currentStreak: number; text: string };
          longestStreak: string;
          reduction: unknown;
          month: { heading: string; calendar: unknown[] };
        }[];
        generatedAt: string;
      }>(adapter, seen);
      expect(shown.owner).toEqual({ firstName: 'Ana' });
      expect(shown.habits.map((h) => h.name)).toEqual(['Cigarettes']);
      const [cigarettes] = shown.habits;
      expect(cigarettes?.goal).toBe('Goal: 2 daily');
      expect(cigarettes?.entries).toEqual([
        { date: '2025-03-13', performance: 'success', value: '1' },
        { date: '2025-03-14', performance: 'over', value: '5' },
        { date: '2025-03-15', performance: 'success', value: '1' },
      ]);
      expect(cigarettes?.streaks.currentStreak).toBe(1);
      expect(cigarettes?.longestStreak).toBe('1 day');
      expect(cigarettes?.month.heading).toBe('March 2025');
      expect(cigarettes?.month.calendar).toHaveLength(42);
      // Nothing of the owner but the first name, nothing unshared, no notes, no ids.
      for (const secret of [
        'Zweistein',
        'ana@example.com',
        'Gambling',
        'unshared note',
        'a private note',
        'a hard day',
        'Their habit',
        'their note',
        '"id"',
        'habitId',
      ])
        expect(seen.body).not.toContain(secret);

      // Its owner's list has no token, and tells when it was last viewed.
      const listed = await t.rest('GET', '/api/shares', { token });
      const mine = listed.json<(Created & { lastViewedAt: string | null })[]>();
      const entry = mine.find((share) => share.id === created.id);
      expect(entry?.lastViewedAt).toBe(t.clock.now.toISOString());
      expect(listed.body).not.toContain(created.token);
      expect(entry).not.toHaveProperty('token');

      // A share token is never a bearer token.
      expect((await t.rest('GET', '/api/habits', { token: created.token })).statusCode).toBe(401);
      expect((await t.rest('GET', '/api/shares', { token: created.token })).statusCode).toBe(401);

      // Revoked: at once the same 404 as a token that never was.
      const revoke =
        adapter === 'rest'
          ? await t.rest('DELETE', `/api/shares/${String(created.id)}`, { token })
          : await t.trpc('mutation', 'shares.remove', { id: created.id }, token);
      expect(revoke.statusCode).toBe(200);
      const gone = await view(adapter, created.token);
      const never = await view(adapter, 'A'.repeat(32));
      expect(gone.statusCode).toBe(404);
      expect(gone.body).toBe(never.body);
      expect(gone.headers['cache-control']).toBe('no-store');
      expect(gone.headers['x-robots-tag']).toBe('noindex');
    });

    it("refuses another user's habit and link, changing nothing", async () => {
      const res = await create(adapter, { habitIds: [coffee, theirs] });
      expect(res.statusCode).toBe(404);
      const before = (await t.rest('GET', '/api/shares', { token })).body;
      const mine = data<Created>(adapter, await create(adapter, { habitIds: [coffee] }));
      const id = mine.id;
      const asOther = [
        await t.rest('PUT', `/api/shares/${String(id)}`, {
          token: otherToken,
          body: { habitIds: [theirs], showNotes: true },
        }),
        await t.rest('DELETE', `/api/shares/${String(id)}`, { token: otherToken }),
        await t.rest('POST', `/api/shares/${String(id)}/summary`, { token: otherToken }),
        await t.trpc('mutation', 'shares.update', { id, label: 'mine now' }, otherToken),
        await t.trpc('mutation', 'shares.remove', { id }, otherToken),
        await t.rest('PUT', `/api/shares/${String(id)}`, {
          token,
          body: { habitIds: [coffee, theirs] },
        }),
      ];
      for (const answer of asOther) expect(answer.statusCode).toBe(404);
      expect((await t.rest('GET', '/api/shares', { token: otherToken })).json()).toEqual([]);
      expect((await view(adapter, mine.token)).statusCode).toBe(200);
      const after = (await t.rest('GET', '/api/shares', { token })).json<Created[]>();
      expect(after.find((share) => share.id === id)).toMatchObject({
        habitIds: [coffee],
        showNotes: false,
        label: null,
      });
      expect(before).not.toContain(mine.token);
      // Signed out, the owner's calls are 401.
      expect((await t.rest('GET', '/api/shares')).statusCode).toBe(401);
      expect(
        (await t.rest('POST', '/api/shares', { body: { habitIds: [coffee] } })).statusCode,
      ).toBe(401);
    });
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
    ).json<Created>();
    const withNotes = await t.rest('PUT', `/api/shares/${String(created.id)}`, {
      token,
      body: { showNotes: true },
    });
    expect(withNotes.json()).toMatchObject({ showNotes: true, habitIds: [coffee, beer] });
    const seen = await view('rest', created.token);
    expect(seen.body).toContain('a private note');
    expect(seen.body).toContain('unshared note');

    // Deleting a habit takes it out of every share at once.
    expect(
      (await t.rest('DELETE', `/api/habits/${String(beer)}`, { token })).statusCode,
    ).toBeLessThan(300);
    const after = await view('rest', created.token);
    expect(after.json<{ habits: { name: string }[] }>().habits.map((h) => h.name)).toEqual([
      'Cigarettes',
    ]);
    expect(after.body).not.toContain('unshared note');
    await t.rest('POST', `/api/habits/${String(beer)}/restore`, { token });
    expect((await view('rest', created.token)).body).not.toContain('Gambling');

    // The 16th is its last day; the 17th it is the same 404 as any unknown token.
    const saved = t.clock.now;
    t.clock.now = new Date('2025-03-16T20:00:00Z');
    expect((await view('rest', created.token)).statusCode).toBe(200);
    t.clock.now = new Date('2025-03-17T12:00:00Z');
    const expired = await view('rest', created.token);
    expect(expired.statusCode).toBe(404);
    expect(expired.body).toBe((await view('rest', 'B'.repeat(32))).body);
    const listed = (await t.rest('GET', '/api/shares', { token })).json<
      { id: number; expired: boolean }[]
    >();
    expect(listed.find((share) => share.id === created.id)?.expired).toBe(true);
    t.clock.now = saved;
  });

  it('limits unknown tokens per address to 60 a minute across processes, known links untouched', async () => {
    const known = (
      await t.rest('POST', '/api/shares', { token, body: { habitIds: [coffee] } })
    ).json<Created>();
    // A second process on the same database: the count is shared.
    const second = createApi({ ...t.services, answers: new Answers() });
    const ip = '203.0.113.7';
    for (let i = 0; i < 60; i += 1) {
      const url = `/api/shared/${String(i).padStart(32, 'x')}`;
      const handle = i % 2 === 0 ? t.api.rest : second.rest;
      const res = await handle({
        method: 'GET',
        url,
        ip,
        authorization: undefined,
        contentType: undefined,
        body: undefined,
        origin: 'http://localhost:3000',
      });
      expect(res.status).toBe(404);
    }
    for (let i = 0; i < 5; i += 1) {
      const ok = await view('rest', known.token, ip);
      expect(ok.statusCode).toBe(200);
    }
    const limited = await view('rest', 'C'.repeat(32), ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['cache-control']).toBe('no-store');
    const limitedTrpc = await view('trpc', 'D'.repeat(32), ip);
    expect(limitedTrpc.statusCode).toBe(429);
    // Another address is not limited; a minute later this one is not either.
    expect((await view('rest', 'C'.repeat(32), '198.51.100.1')).statusCode).toBe(404);
    const saved = t.clock.now;
    t.clock.now = new Date(saved.getTime() + 61_000);
    expect((await view('rest', 'C'.repeat(32), ip)).statusCode).toBe(404);
    t.clock.now = saved;
  });

  it('ends every link when the account is deleted', async () => {
    const leaver = await t.signup('leaver@example.com', { firstName: 'Lee' });
    const id = await habit('Sweets', leaver.token);
    const created = (
      await t.rest('POST', '/api/shares', { token: leaver.token, body: { habitIds: [id] } })
    ).json<Created>();
    expect((await view('rest', created.token)).statusCode).toBe(200);
    const deleted = await t.rest('DELETE', '/api/auth/user', {
      token: leaver.token,
      body: { password: STRONG_PASSWORD },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await view('rest', created.token)).statusCode).toBe(404);
  });
});

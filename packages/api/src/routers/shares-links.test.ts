/** A share link over REST and tRPC: made, opened by a visitor, listed, revoked; only its owner's. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../tokens';
import { availableTestEngines, type TestApi } from '../testing';
import {
  createShare,
  createSharesTestApi,
  data,
  viewShare,
  type CreatedShare,
} from './shares.testing';

describe.each(availableTestEngines())('share links on %s', (engine) => {
  let t: TestApi;
  let token: string;
  let otherToken: string;
  let coffee: number;
  let theirs: number;
  beforeAll(async () => {
    ({ t, token, otherToken, coffee, theirs } = await createSharesTestApi(engine));
  });
  afterAll(async () => {
    await t.close();
  });

  describe.each(['rest', 'trpc'] as const)('over %s', (adapter) => {
    /** The token is shown once: the database keeps only its hash. */
    const expectStoredAsHash = async (created: CreatedShare) => {
      const stored = await t.testDb.db.selectFrom('shareTokens').selectAll().execute();
      expect(stored.map((row) => row.tokenHash)).toContain(hashToken(created.token));
      expect(
        JSON.stringify(await t.testDb.db.selectFrom('shares').selectAll().execute()),
      ).not.toContain(created.token);
    };

    /** A signed-out visitor sees the shared habit's figures and nothing else of the owner. */
    const expectVisitorSeesOnlyTheShare = async (created: CreatedShare) => {
      const seen = await viewShare(t, adapter, created.token);
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
    };

    /** Revoked: at once the same 404 as a token that never was. */
    const expectRevokedLikeUnknown = async (created: CreatedShare) => {
      const revoke =
        adapter === 'rest'
          ? await t.rest('DELETE', `/api/shares/${String(created.id)}`, { token })
          : await t.trpc('mutation', 'shares.remove', { id: created.id }, token);
      expect(revoke.statusCode).toBe(200);
      const gone = await viewShare(t, adapter, created.token);
      const never = await viewShare(t, adapter, 'A'.repeat(32));
      expect(gone.statusCode).toBe(404);
      expect(gone.body).toBe(never.body);
      expect(gone.headers['cache-control']).toBe('no-store');
      expect(gone.headers['x-robots-tag']).toBe('noindex');
    };

    it('makes a link shown once, stored as a hash, that a signed-out visitor opens read-only', async () => {
      const res = await createShare(t, adapter, { habitIds: [coffee], label: 'For Sam' }, token);
      expect(res.statusCode).toBe(200);
      const created = data<CreatedShare>(adapter, res);
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
      await expectStoredAsHash(created);
      await expectVisitorSeesOnlyTheShare(created);

      // Its owner's list has no token, and tells when it was last viewed.
      const listed = await t.rest('GET', '/api/shares', { token });
      const mine = listed.json<(CreatedShare & { lastViewedAt: string | null })[]>();
      const entry = mine.find((share) => share.id === created.id);
      expect(entry?.lastViewedAt).toBe(t.clock.now.toISOString());
      expect(listed.body).not.toContain(created.token);
      expect(entry).not.toHaveProperty('token');

      // A share token is never a bearer token.
      expect((await t.rest('GET', '/api/habits', { token: created.token })).statusCode).toBe(401);
      expect((await t.rest('GET', '/api/shares', { token: created.token })).statusCode).toBe(401);

      await expectRevokedLikeUnknown(created);
    });

    it("refuses another user's habit and link, changing nothing", async () => {
      const res = await createShare(t, adapter, { habitIds: [coffee, theirs] }, token);
      expect(res.statusCode).toBe(404);
      const before = (await t.rest('GET', '/api/shares', { token })).body;
      const mine = data<CreatedShare>(
        adapter,
        await createShare(t, adapter, { habitIds: [coffee] }, token),
      );
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
      expect((await viewShare(t, adapter, mine.token)).statusCode).toBe(200);
      const after = (await t.rest('GET', '/api/shares', { token })).json<CreatedShare[]>();
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
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { findSessionWithUser, listUserSessions } from '../index';
import { createTestDbWithOldRows, ENGINES, type TestDb } from '../testing';

describe.each(ENGINES)(
  'migration 0016: session devices, API tokens and password resets [$engine]',
  ({ engine, available }) => {
    let testDb: TestDb | undefined;
    let userId = 0;
    const expires = new Date('2099-01-01T00:00:00.000Z');

    beforeAll(async () => {
      if (!available) return;
      ({
        testDb,
        userIds: [userId = 0],
      } = await createTestDbWithOldRows(engine, '0015_reduction', {
        more: async (db, [id]) => {
          const at = engine === 'postgres' ? expires : expires.toISOString();
          for (const session of ['old-session-1', 'old-session-2']) {
            await sql`insert into sessions (id, user_id, expires_at)
              values (${session}, ${id}, ${at})`.execute(db);
          }
        },
      }));
    });

    afterAll(async () => {
      await testDb?.dispose();
    });

    test.skipIf(!available)(
      'existing sessions stay signed in with distinct random public ids and no last use',
      async () => {
        const db = testDb!.db;
        const found = await findSessionWithUser(db, 'old-session-1');
        expect(found?.session).toMatchObject({ lastSeenAt: null, userAgent: null });
        const listed = await listUserSessions(db, userId, new Date());
        expect(listed).toHaveLength(2);
        const ids = listed.map((session) => session.publicId);
        for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
        expect(new Set(ids).size).toBe(2);
        const first = found?.session.publicId;
        await expect(
          sql`update sessions set public_id = ${first} where id = 'old-session-2'`.execute(db),
        ).rejects.toThrow();
        await expect(
          sql`update sessions set user_agent = ${'x'.repeat(301)}`.execute(db),
        ).rejects.toThrow();
      },
    );

    test.skipIf(!available)('tokens and reset links go with their user', async () => {
      const db = testDb!.db;
      const at = engine === 'postgres' ? expires : expires.toISOString();
      await sql`insert into api_tokens (user_id, name, scope, token_hash)
        values (${userId}, 'script', 'write', 'h1')`.execute(db);
      await expect(
        sql`insert into api_tokens (user_id, name, scope, token_hash)
          values (${userId}, 'again', 'read', 'h1')`.execute(db),
      ).rejects.toThrow();
      await expect(
        sql`insert into api_tokens (user_id, name, scope, token_hash)
          values (${userId}, '', 'read', 'h2')`.execute(db),
      ).rejects.toThrow();
      await sql`insert into password_resets (id, user_id, expires_at)
        values ('r1', ${userId}, ${at})`.execute(db);
      await sql`delete from users where id = ${userId}`.execute(db);
      const tokens = await sql<{
        n: number | string;
      }>`select count(*) as n from api_tokens`.execute(db);
      const resets = await sql<{
        n: number | string;
      }>`select count(*) as n from password_resets`.execute(db);
      expect(Number(tokens.rows[0]!.n)).toBe(0);
      expect(Number(resets.rows[0]!.n)).toBe(0);
    });
  },
);

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { findUserById, updateTheme } from '../index';
import { createTestDb, ENGINES, type TestDb } from '../testing';

describe.each(ENGINES)(
  'migration 0007: a theme that follows the system [$engine]',
  ({ engine, available }) => {
    let testDb: TestDb | undefined;
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      if (!available) return;
      testDb = await createTestDb(engine, { upTo: '0005_rate_limits' });
      for (const theme of ['light', 'dark']) {
        const row = await sql<{ id: number }>`
      insert into users (email, first_name, last_name, password_hash, role, tier, theme_preference, timezone)
      values (${`${theme}@example.com`}, 'A', 'B', 'x', 'USER', 'FREE', ${theme}, 'UTC')
      returning id`.execute(testDb.db);
        ids[theme] = row.rows[0]!.id;
      }
      await testDb.migrateToLatest();
    });

    afterAll(async () => {
      await testDb?.dispose();
    });

    test.skipIf(!available)('keeps each saved theme and accepts system, nothing else', async () => {
      const db = testDb!.db;
      expect((await findUserById(db, ids.light!))?.theme).toBe('light');
      expect((await findUserById(db, ids.dark!))?.theme).toBe('dark');
      expect((await updateTheme(db, ids.dark!, 'system'))?.theme).toBe('system');
      await expect(
        sql`update users set theme = 'sepia' where id = ${ids.light!}`.execute(db),
      ).rejects.toThrow();
    });
  },
);

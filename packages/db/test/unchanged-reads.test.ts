/**
 * The session lookup answers again without a query only while the database provably reads the same
 * (SQLite's change marks): its answer must always equal a fresh read, whoever wrote in between.
 */
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  createDb,
  createSession,
  deleteSession,
  extendSession,
  findSessionWithUser,
  keptSessionWithUser,
  setRole,
  setTier,
  type Db,
  type DbHandle,
  type SessionWithUser,
} from '../src';
import { createSqliteTestDb, createTestDb, type SqliteTestDb } from '../src/testing';
import { makeUser, POSTGRES_AVAILABLE } from './engines';

const EXPIRES = new Date('2031-01-01T00:00:00.000Z');
let counter = 0;
const sessionId = () => `unchanged-${String(++counter).padStart(8, '0')}`;

/** What a comparison needs of a session and its user. */
interface Seen {
  expiresAt: string;
  role: string;
  tier: string;
  dataRevision: number;
}

function seen(found: SessionWithUser | undefined): Seen | undefined {
  return found === undefined
    ? undefined
    : {
        expiresAt: found.session.expiresAt.toISOString(),
        role: found.user.role,
        tier: found.user.tier,
        dataRevision: found.user.dataRevision,
      };
}

/** The same join, run as plain SQL on another connection: what the lookup must answer. */
async function freshRead(db: Db, id: string): Promise<Seen | undefined> {
  const { rows } = await sql<{
    role: string;
    tier: string;
    expires_at: string;
    data_revision: number;
  }>`select u.role, u.tier, s.expires_at, u.data_revision from sessions s join users u on u.id = s.user_id where s.id = ${id}`.execute(
    db.withoutPlugins(),
  );
  const row = rows[0];
  return row === undefined
    ? undefined
    : {
        expiresAt: new Date(row.expires_at).toISOString(),
        role: row.role,
        tier: row.tier,
        dataRevision: row.data_revision,
      };
}

describe('session lookups on an unchanged SQLite database', () => {
  let testDb: SqliteTestDb;
  /** A second handle on the same file: another process, as far as SQLite can tell. */
  let other: DbHandle;

  beforeAll(async () => {
    testDb = await createSqliteTestDb();
    other = createDb(testDb.file);
  });
  afterAll(async () => {
    await other.close();
    await testDb.dispose();
  });

  async function newSession(): Promise<{ id: string; userId: number }> {
    const user = await makeUser(testDb.db);
    const id = sessionId();
    await createSession(testDb.db, { id, userId: user.id, expiresAt: EXPIRES });
    return { id, userId: user.id };
  }

  test('a repeated lookup gives the same frozen answer, without a query', async () => {
    const { id } = await newSession();
    expect(keptSessionWithUser(testDb.db, id)).toBeUndefined();
    const first = await findSessionWithUser(testDb.db, id);
    expect(keptSessionWithUser(testDb.db, id)).toBe(first);
    const second = await findSessionWithUser(testDb.db, id);
    expect(second).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first?.user)).toBe(true);
    expect(Object.isFrozen(first?.session)).toBe(true);
  });

  test('a write through the same handle is seen by the next lookup', async () => {
    const { id, userId } = await newSession();
    const before = await findSessionWithUser(testDb.db, id);
    await setRole(testDb.db, userId, 'ADMIN');
    expect(keptSessionWithUser(testDb.db, id)).toBeUndefined();
    const after = await findSessionWithUser(testDb.db, id);
    expect(after).not.toBe(before);
    expect(after?.user.role).toBe('ADMIN');
    const later = new Date('2031-06-01T00:00:00.000Z');
    await extendSession(testDb.db, id, later);
    expect((await findSessionWithUser(testDb.db, id))?.session.expiresAt).toEqual(later);
    await deleteSession(testDb.db, id);
    expect(await findSessionWithUser(testDb.db, id)).toBeUndefined();
  });

  test('a commit by another connection is seen by the next lookup', async () => {
    const { id, userId } = await newSession();
    expect((await findSessionWithUser(testDb.db, id))?.user.tier).toBe('FREE');
    await setTier(other.db, userId, 'PREMIUM');
    expect(keptSessionWithUser(testDb.db, id)).toBeUndefined();
    expect((await findSessionWithUser(testDb.db, id))?.user.tier).toBe('PREMIUM');
    await deleteSession(other.db, id);
    expect(await findSessionWithUser(testDb.db, id)).toBeUndefined();
  });

  test('a lookup waiting on a transaction answers what the transaction left', async () => {
    const { id, userId } = await newSession();
    await findSessionWithUser(testDb.db, id);
    let waiting: Promise<SessionWithUser | undefined> | undefined;
    await expect(
      testDb.db.transaction().execute(async (trx) => {
        await setRole(trx, userId, 'ADMIN');
        waiting = findSessionWithUser(testDb.db, id);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await waiting)?.user.role).toBe('USER');
    expect((await findSessionWithUser(testDb.db, id))?.user.role).toBe('USER');

    await testDb.db.transaction().execute(async (trx) => {
      await setRole(trx, userId, 'ADMIN');
      waiting = findSessionWithUser(testDb.db, id);
    });
    expect((await waiting)?.user.role).toBe('ADMIN');
    expect((await findSessionWithUser(testDb.db, id))?.user.role).toBe('ADMIN');
  });

  test('whatever is written, and by whom, the lookup equals a fresh read', async () => {
    const { id, userId } = await newSession();
    type Step =
      | { kind: 'read' }
      | { kind: 'role' | 'tier'; on: 'same' | 'other' | 'rolled back' }
      | { kind: 'expiry'; on: 'same' | 'other'; day: number }
      | { kind: 'end' | 'restore'; on: 'same' | 'other' };
    const on = fc.constantFrom('same' as const, 'other' as const);
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.constant({ kind: 'read' as const }),
      fc.record({
        kind: fc.constantFrom('role' as const, 'tier' as const),
        on: fc.constantFrom('same' as const, 'other' as const, 'rolled back' as const),
      }),
      fc.record({ kind: fc.constant('expiry' as const), on, day: fc.integer({ min: 1, max: 28 }) }),
      fc.record({ kind: fc.constantFrom('end' as const, 'restore' as const), on }),
    );
    let flips = 0;
    const apply = async (current: Step): Promise<void> => {
      if (current.kind === 'read') return;
      const db = current.on === 'other' ? other.db : testDb.db;
      flips += 1;
      switch (current.kind) {
        case 'role':
        case 'tier': {
          const write = (target: Db) =>
            current.kind === 'role'
              ? setRole(target, userId, flips % 2 === 0 ? 'ADMIN' : 'USER')
              : setTier(target, userId, flips % 2 === 0 ? 'PREMIUM' : 'FREE');
          if (current.on !== 'rolled back') {
            await write(db);
            return;
          }
          await testDb.db
            .transaction()
            .execute(async (trx) => {
              await write(trx);
              throw new Error('roll back');
            })
            .catch(() => undefined);
          return;
        }
        case 'expiry':
          await extendSession(db, id, new Date(Date.UTC(2031, 2, current.day)));
          return;
        case 'end':
          await deleteSession(db, id);
          return;
        case 'restore':
          if ((await freshRead(other.db, id)) === undefined) {
            await createSession(db, { id, userId, expiresAt: EXPIRES });
          }
          return;
      }
    };
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        for (const current of steps) {
          await apply(current);
          const fresh = await freshRead(other.db, id);
          // Answered without waiting only when that answer is still the fresh one.
          const kept = keptSessionWithUser(testDb.db, id);
          if (kept !== undefined) expect(seen(kept)).toEqual(fresh);
          const found = await findSessionWithUser(testDb.db, id);
          expect(seen(found)).toEqual(fresh);
          expect(keptSessionWithUser(testDb.db, id)).toBe(found);
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe.skipIf(!POSTGRES_AVAILABLE)('session lookups on PostgreSQL', () => {
  test('always run their query (no cheap way to know nothing changed)', async () => {
    const testDb = await createTestDb('postgres');
    try {
      const user = await makeUser(testDb.db);
      const id = sessionId();
      await createSession(testDb.db, { id, userId: user.id, expiresAt: EXPIRES });
      const first = await findSessionWithUser(testDb.db, id);
      const second = await findSessionWithUser(testDb.db, id);
      expect(second).toEqual(first);
      expect(second).not.toBe(first);
      expect(keptSessionWithUser(testDb.db, id)).toBeUndefined();
    } finally {
      await testDb.dispose();
    }
  });
});

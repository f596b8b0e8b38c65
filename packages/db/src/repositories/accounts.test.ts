import { sql } from 'kysely';
import { expect, test } from 'vitest';
import type { Db } from '../client';
import {
  createApiToken,
  createGroup,
  createHabit,
  createPasswordReset,
  createPendingUpload,
  createShare,
  addShareToken,
  addEmailStopToken,
  claimReminder,
  createSession,
  deleteAccount,
  hitRateLimit,
  savePushSubscription,
  setAccess,
  upsertEntry,
} from '../index';
import { describeEngines, makeUser, type EngineContext } from '../testing';

/** Tables that hold no user's rows (checked apart: rate limits by the email in their buckets). */
const SHARED_TABLES = ['icons', 'icon_catalog', 'rate_limits', 'server_settings'];

let counter = 0;
const hex = (prefix: string) => `${prefix}${String(++counter).padStart(8, '0')}`.padEnd(64, '0');

/** A user with a row in every table that can hold one. */
async function userWithEverything(db: Db) {
  const user = await makeUser(db);
  const now = new Date();
  const later = new Date(now.getTime() + 60 * 60 * 1000);
  const group = await createGroup(db, user.id, { name: 'Alcohol' });
  const habit = await createHabit(db, user.id, {
    createdOn: '2025-01-01',
    name: 'Coffee',
    groupId: group.id,
  });
  await upsertEntry(db, {
    habitId: habit.id,
    userId: user.id,
    date: '2026-01-02',
    performance: 'success',
  });
  await createSession(db, { id: hex('s'), userId: user.id, expiresAt: later, userAgent: 'UA' });
  await createApiToken(
    db,
    { userId: user.id, name: 'script', scope: 'read', tokenHash: hex('t') },
    now,
  );
  await createPasswordReset(db, { id: hex('r'), userId: user.id, expiresAt: later }, now);
  await createPendingUpload(db, {
    id: hex('u'),
    userId: user.id,
    category: 'health',
    fileName: 'x.svg',
    expiresAt: later,
  });
  await hitRateLimit(db, `login|127.0.0.1|${user.email}`, now, 60_000);
  await savePushSubscription(db, user.id, {
    endpoint: `https://push.example.com/${String(user.id)}`,
    p256dh: 'key',
    auth: 'auth',
  });
  await claimReminder(
    db,
    { kind: 'habit', userId: user.id, habitId: habit.id, day: '2026-01-02', reminderTime: '09:00' },
    now,
  );
  const share = await createShare(
    db,
    {
      userId: user.id,
      habitIds: [habit.id],
      tokenHash: hex('h'),
      showNotes: false,
      expiresOn: null,
      label: null,
      email: null,
    },
    now,
  );
  await addShareToken(
    db,
    { tokenHash: hex('k'), shareId: share.id, userId: user.id, kind: 'stop' },
    now,
  );
  await addEmailStopToken(db, { tokenHash: hex('e'), userId: user.id }, now);
  return user;
}

/** Every table of the schema, with whether it has a `user_id` column. */
async function tablesOf(ctx: EngineContext) {
  const schema =
    ctx.engine === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(ctx.db)).rows[0]!
          .schema
      : undefined;
  const tables = await ctx.whileNoSchemaChanges(() => ctx.db.introspection.getTables());
  return tables
    .filter((table) => schema === undefined || table.schema === schema)
    .filter((table) => !table.name.startsWith('kysely_'))
    .map((table) => ({
      name: table.name,
      hasUserId: table.columns.some((column) => column.name === 'user_id'),
    }));
}

async function rowsOf(db: Db, table: string, column: string, id: number): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`
    select count(*) as n from ${sql.table(table)} where ${sql.ref(column)} = ${id}`.execute(db);
  return Number(rows[0]!.n);
}

describeEngines('deleting an account', (ctx) => {
  test('leaves no row of the user in any table, and every row of another user', async () => {
    // The first account is the admin; the users below are not.
    await makeUser(ctx.db);
    const leaving = await userWithEverything(ctx.db);
    const staying = await userWithEverything(ctx.db);
    const tables = await tablesOf(ctx);
    const userTables = tables.filter((table) => table.hasUserId).map((table) => table.name);
    // Every table either holds rows by user_id or is known to hold none: a new table is decided here.
    for (const table of tables) {
      if (table.name === 'users' || table.hasUserId) continue;
      expect(SHARED_TABLES, `table ${table.name} has no user_id`).toContain(table.name);
    }
    for (const table of userTables) {
      expect(await rowsOf(ctx.db, table, 'user_id', leaving.id), table).toBeGreaterThan(0);
    }

    expect(await deleteAccount(ctx.db, leaving.id)).toEqual({ ok: true });

    expect(await rowsOf(ctx.db, 'users', 'id', leaving.id)).toBe(0);
    for (const table of userTables) {
      expect(await rowsOf(ctx.db, table, 'user_id', leaving.id), table).toBe(0);
      expect(await rowsOf(ctx.db, table, 'user_id', staying.id), table).toBeGreaterThan(0);
    }
    const buckets = await ctx.db.selectFrom('rateLimits').select('bucket').execute();
    expect(buckets.map((row) => row.bucket)).not.toContain(`login|127.0.0.1|${leaving.email}`);
    expect(buckets.map((row) => row.bucket)).toContain(`login|127.0.0.1|${staying.email}`);
    expect(await deleteAccount(ctx.db, leaving.id)).toEqual({ ok: false, reason: 'not-found' });
  });

  test('the last admin cannot leave; with another admin they can', async () => {
    await ctx.db.updateTable('users').set({ role: 'USER' }).execute();
    const admin = await userWithEverything(ctx.db);
    await setAccess(ctx.db, admin.id, { role: 'ADMIN' });
    expect(await deleteAccount(ctx.db, admin.id)).toEqual({ ok: false, reason: 'last-admin' });
    expect(await rowsOf(ctx.db, 'habits', 'user_id', admin.id)).toBe(1);
    expect(await rowsOf(ctx.db, 'sessions', 'user_id', admin.id)).toBe(1);
    const other = await makeUser(ctx.db);
    await setAccess(ctx.db, other.id, { role: 'ADMIN' });
    expect(await deleteAccount(ctx.db, admin.id)).toEqual({ ok: true });
    expect(await deleteAccount(ctx.db, other.id)).toEqual({ ok: false, reason: 'last-admin' });
  });
});

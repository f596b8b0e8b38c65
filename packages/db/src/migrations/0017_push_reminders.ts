import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Reminders by Web Push: the browsers' push subscriptions (one user, several devices; an endpoint
 * belongs to one of them), server settings (the VAPID keys made at first start), a habit's
 * reminder and a user's daily check-in ({ time, days } as JSON, null for none), and the claims
 * that make each reminder go out once per user-day whatever the number of server processes.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = postgres ? 'timestamptz' : 'text';
  const json = postgres ? 'json' : 'text';
  const now = postgres ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'integer', (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`length(endpoint) <= 2048`),
    )
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', timestamp, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('push_subscriptions_user_id_idx')
    .on('push_subscriptions')
    .column('user_id')
    .execute();
  await db.schema
    .createTable('server_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('habits').addColumn('reminder', json).execute();
  await db.schema.alterTable('users').addColumn('check_in', json).execute();
  await db.schema
    .createTable('reminder_claims')
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('habit', 'check_in')`))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // 0 for the daily check-in, which is about all the user's habits.
    .addColumn('habit_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('claimed_at', timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('reminder_claims_pkey', ['kind', 'user_id', 'habit_id', 'day'])
    .execute();
  await db.schema
    .createIndex('reminder_claims_claimed_at_idx')
    .on('reminder_claims')
    .column('claimed_at')
    .execute();
}

import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * The email fallback (issue 54): 'Email me if I haven't logged by …' is a time of the user's day
 * (HH:MM in their zone, null for off); `email_reminder_sent_on` is the user-day last mailed, the
 * claim that lets one process, and one only, send a day's mail. The mail's stop links are single
 * tokens kept only as their SHA-256, each the user's (they go with the account).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = postgres ? 'timestamptz' : 'text';
  const now = postgres ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  await db.schema
    .alterTable('users')
    .addColumn('email_reminder_time', 'text', (c) => c.check(sql`length(email_reminder_time) = 5`))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('email_reminder_sent_on', 'text', (c) =>
      c.check(sql`length(email_reminder_sent_on) = 10`),
    )
    .execute();
  await db.schema
    .createTable('email_stop_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', timestamp, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('email_stop_tokens_user_id_idx')
    .on('email_stop_tokens')
    .column('user_id')
    .execute();
}

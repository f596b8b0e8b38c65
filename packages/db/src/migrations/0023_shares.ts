import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Read-only share links: a user's link to chosen habits (`shares`, with the habits in
 * `share_habits`), opened by secret tokens stored only as their SHA-256 (`share_tokens`: the
 * link's own token, and the tokens a weekly mail carries to view the link or to stop the mails).
 * Deleting the share, the habit or the user deletes its rows. `mailed_week` is the first day of
 * the last week whose summary was mailed: claiming a week is one conditional update, so a mail
 * goes once whatever the number of processes.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = postgres ? 'timestamptz' : 'text';
  const now = postgres ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

  await db.schema
    .createTable('shares')
    .addColumn('id', 'integer', (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('label', 'text', (c) => c.check(sql`length(label) <= 60`))
    .addColumn('email', 'text', (c) => c.check(sql`length(email) <= 254`))
    .addColumn('show_notes', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`show_notes in (0, 1)`),
    )
    .addColumn('expires_on', 'text')
    .addColumn('created_at', timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn('last_viewed_at', timestamp)
    .addColumn('mailed_week', 'text')
    .addColumn('last_mailed_at', timestamp)
    .addColumn('mail_stopped_at', timestamp)
    .execute();
  await db.schema.createIndex('shares_user_id_idx').on('shares').column('user_id').execute();

  await db.schema
    .createTable('share_habits')
    .addColumn('share_id', 'integer', (c) =>
      c.notNull().references('shares.id').onDelete('cascade'),
    )
    .addColumn('habit_id', 'integer', (c) =>
      c.notNull().references('habits.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('share_habits_pkey', ['share_id', 'habit_id'])
    .execute();
  await db.schema
    .createIndex('share_habits_habit_id_idx')
    .on('share_habits')
    .column('habit_id')
    .execute();
  await db.schema
    .createIndex('share_habits_user_id_idx')
    .on('share_habits')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('share_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('share_id', 'integer', (c) =>
      c.notNull().references('shares.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('view', 'stop')`))
    .addColumn('created_at', timestamp, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('share_tokens_share_id_idx')
    .on('share_tokens')
    .column('share_id')
    .execute();
  await db.schema
    .createIndex('share_tokens_user_id_idx')
    .on('share_tokens')
    .column('user_id')
    .execute();
}

import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Accounts a user can trust: each session keeps when it was last used, from which browser or
 * client, and a public id (a session's row id is the hash of its secret and is never shown);
 * personal API tokens (stored as the SHA-256 of the token, scoped read or write); and password
 * reset links (single-use, stored as the SHA-256 of the link's token). Existing sessions get a
 * random public id and no last use (their creation counts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = postgres ? 'timestamptz' : 'text';
  const now = postgres ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

  await db.schema.alterTable('sessions').addColumn('public_id', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('last_seen_at', timestamp).execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('user_agent', 'text', (c) => c.check(sql`length(user_agent) <= 300`))
    .execute();
  await db
    .updateTable('sessions')
    .set({
      public_id: postgres ? sql`md5(random()::text || id)` : sql`lower(hex(randomblob(16)))`,
    })
    .execute();
  await db.schema
    .createIndex('sessions_public_id_unique')
    .on('sessions')
    .column('public_id')
    .unique()
    .execute();

  await db.schema
    .createTable('api_tokens')
    .addColumn('id', 'integer', (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull().check(sql`length(name) between 1 and 60`))
    .addColumn('scope', 'text', (c) => c.notNull().check(sql`scope in ('read', 'write')`))
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn('last_used_at', timestamp)
    .execute();
  await db.schema
    .createIndex('api_tokens_token_hash_unique')
    .on('api_tokens')
    .column('token_hash')
    .unique()
    .execute();
  await db.schema
    .createIndex('api_tokens_user_id_idx')
    .on('api_tokens')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', timestamp, (c) => c.notNull())
    .addColumn('used_at', timestamp)
    .addColumn('created_at', timestamp, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('password_resets_user_id_idx')
    .on('password_resets')
    .column('user_id')
    .execute();
}

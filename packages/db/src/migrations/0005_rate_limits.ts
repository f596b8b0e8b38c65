import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Sign-in and sign-up attempts per bucket (action, address and email), counted in the database so
 * that every API process sees the same counts.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  const timestamp = db.getExecutor().adapter instanceof PostgresAdapter ? 'timestamptz' : 'text';
  await db.schema
    .createTable('rate_limits')
    .addColumn('bucket', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('resets_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limits_resets_at_idx')
    .on('rate_limits')
    .column('resets_at')
    .execute();
}

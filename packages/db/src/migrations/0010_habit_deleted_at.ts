import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Deleting a habit is kept restorable (issue 29): `deleted_at` marks a deleted habit, which every
 * read leaves out while its entries, goal versions and plan stay for a restore. Deleted habits are
 * purged for good after a while; the index finds them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .alterTable('habits')
    // ISO-8601 text on SQLite, as every other timestamp there.
    .addColumn('deleted_at', postgres ? 'timestamptz' : 'text')
    .execute();
  await db.schema.createIndex('habits_deleted_at').on('habits').column('deleted_at').execute();
}

import type { Kysely } from 'kysely';
import { columnTypes, engineOf } from '../dialect';

/**
 * Deleting a habit is kept restorable (issue 29): `deleted_at` marks a deleted habit, which every
 * read leaves out while its entries, goal versions and plan stay for a restore. Deleted habits are
 * purged for good after a while; the index finds them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  const type = columnTypes(engineOf(db));
  await db.schema.alterTable('habits').addColumn('deleted_at', type.timestamp).execute();
  await db.schema.createIndex('habits_deleted_at').on('habits').column('deleted_at').execute();
}

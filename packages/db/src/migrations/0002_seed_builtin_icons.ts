import type { Kysely } from 'kysely';
import { seedBuiltInIcons } from '../icons/seed';

/** The built-in catalog. A later catalog change adds a migration calling the same seed. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await seedBuiltInIcons(db);
}

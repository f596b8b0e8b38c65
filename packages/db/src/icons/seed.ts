import type { Kysely } from 'kysely';
import { BUILT_IN_ICONS } from './catalog';

/**
 * Inserts the built-in icons that are missing. Existing rows are left alone, so an admin's tier,
 * category and visibility changes survive every later seed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- runs inside migrations
export async function seedBuiltInIcons(db: Kysely<any>, now: Date = new Date()): Promise<void> {
  await db
    .insertInto('icons')
    .values(
      BUILT_IN_ICONS.map((icon) => ({
        id: icon.id,
        name: icon.name,
        display_name: icon.displayName,
        description: icon.description,
        category: icon.category,
        tier: icon.tier,
        visibility: 'enabled',
        is_built_in: true,
        filename: icon.filename,
        svg: null,
        created_at: now,
        updated_at: now,
      })),
    )
    // No conflict target: skips a taken id and a name an uploaded icon already uses.
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

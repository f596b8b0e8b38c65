import type { CategoryId, IconVisibility, Tier } from '@taper/domain';
import type { Db } from '../client';
import { arraySelectPerDb } from '../dialect';
import type { IconRow } from '../schema';

export interface ListIconsOptions {
  /** Admins see disabled icons too; users' pickers and lists never do. */
  includeDisabled?: boolean;
}

/** Free before premium, then by category and name. */
export async function listIcons(db: Db, options: ListIconsOptions = {}): Promise<IconRow[]> {
  let query = db.selectFrom('icons').selectAll();
  if (options.includeDisabled !== true) query = query.where('visibility', '=', 'enabled');
  return query.orderBy('tier').orderBy('category').orderBy('name').execute();
}

/** Each database's compiled revision read: every list of icons a page load asks for sends it. */
const catalogRevisionRead = arraySelectPerDb((db: Db) =>
  db.selectFrom('iconCatalog').select('revision').where('id', '=', 1),
);

/** The icon catalog's revision: it moves on with every change to the icons (migration 0029). */
export async function iconCatalogRevision(db: Db): Promise<number> {
  const [row] = await catalogRevisionRead(db)([1]);
  return Number(row?.[0] ?? 0);
}

export async function findIcon(db: Db, id: string): Promise<IconRow | undefined> {
  return db.selectFrom('icons').selectAll().where('id', '=', id).executeTakeFirst();
}

/** For serving images: the icon whose current filePath is /icons/{category}/{name}.svg. */
export async function findIconByCategoryAndName(
  db: Db,
  category: string,
  name: string,
): Promise<IconRow | undefined> {
  return db
    .selectFrom('icons')
    .selectAll()
    .where('category', '=', category as CategoryId)
    .where('name', '=', name)
    .executeTakeFirst();
}

export interface NewIconInput {
  name: string;
  displayName: string;
  description?: string;
  category: CategoryId;
  tier: Tier;
  visibility?: IconVisibility;
  /** The sanitized markup of the uploaded file. */
  svg: string;
}

/**
 * Creates an uploaded icon; its id is its name. A taken id or name throws a unique violation
 * (`isUniqueViolation`).
 */
export async function createIcon(
  db: Db,
  input: NewIconInput,
  now: Date = new Date(),
): Promise<IconRow> {
  return db
    .insertInto('icons')
    .values({
      id: input.name,
      name: input.name,
      displayName: input.displayName,
      description: input.description ?? '',
      category: input.category,
      tier: input.tier,
      visibility: input.visibility ?? 'enabled',
      isBuiltIn: false,
      filename: `${input.name}.svg`,
      svg: input.svg,
      createdAt: now,
      updatedAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface IconUpdate {
  name: string;
  displayName: string;
  category: CategoryId;
  tier: Tier;
}

/**
 * Edits an uploaded icon (built-ins keep their name: their file is found by it). The id stays, so
 * habits using the icon keep it. Undefined when there is no such uploaded icon; a taken name throws
 * a unique violation.
 */
export async function updateIcon(
  db: Db,
  id: string,
  update: IconUpdate,
  now: Date = new Date(),
): Promise<IconRow | undefined> {
  return db
    .updateTable('icons')
    .set({ ...update, filename: `${update.name}.svg`, updatedAt: now })
    .where('id', '=', id)
    .where('isBuiltIn', '=', false)
    .returningAll()
    .executeTakeFirst();
}

export interface IconTierUpdate {
  tier: Tier;
  category: CategoryId;
  visibility: IconVisibility;
}

/** The admin's tier / category / visibility change, for any icon; never undone by a re-seed. */
export async function setIconTier(
  db: Db,
  id: string,
  update: IconTierUpdate,
  now: Date = new Date(),
): Promise<IconRow | undefined> {
  return db
    .updateTable('icons')
    .set({ ...update, updatedAt: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes an uploaded icon; built-ins cannot be deleted (disable them instead). */
export async function deleteIcon(db: Db, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('icons')
    .where('id', '=', id)
    .where('isBuiltIn', '=', false)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

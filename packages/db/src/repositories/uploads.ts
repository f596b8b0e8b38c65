import type { CategoryId } from '@taper/domain';
import type { Db } from '../client';
import type { PendingUploadRow } from '../schema';

export interface NewPendingUploadInput {
  /** SHA-256 of the URL's secret (hex). */
  id: string;
  userId: number;
  category: CategoryId;
  fileName: string;
  expiresAt: Date;
}

export async function createPendingUpload(
  db: Db,
  input: NewPendingUploadInput,
  now: Date = new Date(),
): Promise<PendingUploadRow> {
  return db
    .insertInto('pendingUploads')
    .values({ ...input, usedAt: null, svg: null, createdAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findPendingUpload(db: Db, id: string): Promise<PendingUploadRow | undefined> {
  return db.selectFrom('pendingUploads').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Claims an upload URL: one UPDATE that succeeds only when the URL is unused and unexpired, so of
 * any number of concurrent PUTs exactly one gets true. The others answer 403 `Request has expired`.
 */
export async function markUploadUsed(db: Db, id: string, now: Date = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('pendingUploads')
    .set({ usedAt: now })
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Stores the sanitized file of a claimed upload until the icon record takes it. */
export async function attachSvg(db: Db, id: string, svg: string): Promise<boolean> {
  const result = await db
    .updateTable('pendingUploads')
    .set({ svg })
    .where('id', '=', id)
    .where('usedAt', 'is not', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The newest uploaded file for /icons/{category}/{fileName}, which `POST /api/admin/icons` names. */
export async function findUploadedFile(
  db: Db,
  category: CategoryId,
  fileName: string,
): Promise<PendingUploadRow | undefined> {
  return db
    .selectFrom('pendingUploads')
    .selectAll()
    .where('category', '=', category)
    .where('fileName', '=', fileName)
    .where('svg', 'is not', null)
    .orderBy('usedAt', 'desc')
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Once the icon record holds the file. */
export async function deletePendingUpload(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('pendingUploads').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Files uploaded but never turned into an icon are kept this long after the URL expired. */
export const UPLOADED_FILE_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * Housekeeping: removes unused URLs once expired, and uploaded files nobody claimed after a grace
 * period. Returns how many rows went.
 */
export async function deleteExpiredUploads(
  db: Db,
  now: Date = new Date(),
  graceMs: number = UPLOADED_FILE_GRACE_MS,
): Promise<number> {
  const result = await db
    .deleteFrom('pendingUploads')
    .where((eb) =>
      eb.or([
        eb.and([eb('svg', 'is', null), eb('expiresAt', '<=', now)]),
        eb('expiresAt', '<=', new Date(now.getTime() - graceMs)),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

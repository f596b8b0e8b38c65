/**
 * An uploaded SQLite file's bytes, checked before SQLite opens them: the header every database
 * begins with, a page size and page count the bytes hold, and a copy SQLite opens without a
 * write-ahead log of its own.
 */
import { refused } from './refusal';

export const SQLITE_HEADER = 'SQLite format 3\0';

/** Whether the bytes begin as every SQLite database does. */
export function isSqlite(bytes: Uint8Array): boolean {
  if (bytes.length < SQLITE_HEADER.length) return false;
  for (let i = 0; i < SQLITE_HEADER.length; i++)
    if (bytes[i] !== SQLITE_HEADER.charCodeAt(i)) return false;
  return true;
}

/** The header's page size (bytes 16–17; 1 means 65,536), if SQLite could have written it. */
export function pageSize(bytes: Uint8Array): number | undefined {
  const raw = ((bytes[16] ?? 0) << 8) | (bytes[17] ?? 0);
  const size = raw === 1 ? 65_536 : raw;
  return size >= 512 && size <= 65_536 && (size & (size - 1)) === 0 ? size : undefined;
}

/** The header's page count (bytes 28–31, big-endian). */
export function headerPages(bytes: Uint8Array): number {
  return new DataView(bytes.buffer, bytes.byteOffset + 28, 4).getUint32(0);
}

/**
 * The bytes to write: a copy in rollback-journal mode when the header says WAL (bytes 18 and 19
 * are 2), as a backup copied without its -wal file can only be opened read-only that way.
 */
export function rollbackCopy(bytes: Uint8Array): Uint8Array {
  if (bytes[18] !== 2 && bytes[19] !== 2) return bytes;
  const copy = new Uint8Array(bytes);
  copy[18] = 1;
  copy[19] = 1;
  return copy;
}

export function checkHeader(bytes: Uint8Array): void {
  const size = pageSize(bytes);
  if (bytes.length < 512 || size === undefined || bytes.length % size !== 0)
    throw refused('sqliteDamaged');
  if (headerPages(bytes) * size > bytes.length) throw refused('sqliteDamaged');
}

/**
 * Reading an uploaded zip without trusting it, as a stream: at most `maxFiles` files, at most
 * `maxFileBytes` per file and `maxBytes` in all once inflated (counted as it inflates, not as the
 * archive claims), and no name that climbs out of the archive (`..`, an absolute path, a drive
 * or a backslash). The archive is pushed in small slices with pauses (`Slicer`), and each file's
 * bytes go to the sink the caller opens for it as they inflate: nothing is kept that is not asked
 * for, and the first breach stops the reading.
 */
import { Unzip, UnzipInflate } from 'fflate';
import { ImportRefused, refused } from './refusal';
import { Slicer } from './slices';

export const ZIP_MAX_FILES = 2000;
export const ZIP_MAX_BYTES = 100 * 1024 * 1024;
export const ZIP_MAX_FILE_BYTES = 20 * 1024 * 1024;

export interface ZipLimits {
  maxFiles: number;
  maxBytes: number;
  maxFileBytes: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxFiles: ZIP_MAX_FILES,
  maxBytes: ZIP_MAX_BYTES,
  maxFileBytes: ZIP_MAX_FILE_BYTES,
};

/** Where a file's inflated bytes go; either may throw `ImportRefused`. */
export interface ZipSink {
  push(chunk: Uint8Array): void;
  end(): void;
}

export type ZipRead = { ok: true } | { ok: false; message: string };

function unsafeName(name: string): boolean {
  return (
    name.includes('\\') ||
    name.startsWith('/') ||
    /^[A-Za-z]:/.test(name) ||
    name.includes('\0') ||
    name.split('/').some((part) => part === '..')
  );
}

const MB = 1024 * 1024;

/** Reads the archive, handing each file to `open(name)`'s sink (none: counted, then dropped). */
export async function readZip(
  bytes: Uint8Array,
  open: (name: string) => ZipSink | undefined,
  limits: ZipLimits = DEFAULT_ZIP_LIMITS,
): Promise<ZipRead> {
  // A zip starts with a local file header (or, empty, with the end of the central directory).
  if (bytes.length < 4 || bytes[0] !== 0x50 || bytes[1] !== 0x4b)
    return { ok: false, message: 'The file is not a zip archive' };
  let count = 0;
  let total = 0;
  // fflate may catch what a callback throws: the first refusal is kept here too.
  let refusal: Error | undefined;
  const refuse = (error: unknown): never => {
    refusal ??= error instanceof ImportRefused ? error : refused('archiveDamaged');
    throw refusal;
  };
  const unzip = new Unzip((file) => {
    count += 1;
    if (count > limits.maxFiles) refuse(refused('archiveFiles', { max: String(limits.maxFiles) }));
    if (unsafeName(file.name))
      refuse(refused('archiveUnsafeName', { name: file.name.slice(0, 100) }));
    if (file.name.endsWith('/')) return;
    const sink = open(file.name);
    let size = 0;
    file.ondata = (error, chunk, final) => {
      if (refusal) throw refusal;
      if (error) refuse(refused('archiveDamaged'));
      total += chunk.length;
      size += chunk.length;
      if (total > limits.maxBytes)
        refuse(refused('archiveInflates', { mb: String(limits.maxBytes / MB) }));
      if (size > limits.maxFileBytes)
        refuse(
          refused('archiveFileSize', {
            name: file.name.slice(0, 100),
            mb: String(limits.maxFileBytes / MB),
          }),
        );
      try {
        sink?.push(chunk);
        if (final) sink?.end();
      } catch (failure) {
        refuse(failure);
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  const slicer = new Slicer();
  try {
    // Pushed in slices so an inflating file is counted (and read) as it grows.
    // At most about 1 MB inflates from 1 KB of deflate: a slice is little work.
    const SLICE = 2 * 1024;
    for (let at = 0; at < bytes.length; at += SLICE) {
      unzip.push(bytes.subarray(at, at + SLICE), at + SLICE >= bytes.length);
      if (refusal) break;
      await slicer.pause();
    }
  } catch (error) {
    if (!refusal && !(error instanceof ImportRefused)) refusal = refused('archiveDamaged');
    refusal ??= error as ImportRefused;
  }
  if (refusal) return { ok: false, message: refusal.message };
  return { ok: true };
}

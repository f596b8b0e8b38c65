/**
 * Reading an uploaded zip without trusting it: at most `ZIP_MAX_FILES` files, at most
 * `ZIP_MAX_BYTES` once inflated (counted as it inflates, not as the archive claims), and no name
 * that climbs out of the archive (`..`, an absolute path, a drive or a backslash).
 */
import { Unzip, UnzipInflate } from 'fflate';

export const ZIP_MAX_FILES = 2000;
export const ZIP_MAX_BYTES = 100 * 1024 * 1024;

export type ZipRead = { ok: true; files: Map<string, Uint8Array> } | { ok: false; message: string };

function unsafeName(name: string): boolean {
  return (
    name.includes('\\') ||
    name.startsWith('/') ||
    /^[A-Za-z]:/.test(name) ||
    name.includes('\0') ||
    name.split('/').some((part) => part === '..')
  );
}

class ZipRefused extends Error {}

export function readZip(
  bytes: Uint8Array,
  limits = { maxFiles: ZIP_MAX_FILES, maxBytes: ZIP_MAX_BYTES },
): ZipRead {
  // A zip starts with a local file header (or, empty, with the end of the central directory).
  if (bytes.length < 4 || bytes[0] !== 0x50 || bytes[1] !== 0x4b)
    return { ok: false, message: 'The file is not a zip archive' };
  const files = new Map<string, Uint8Array>();
  let count = 0;
  let total = 0;
  // fflate may catch what a callback throws: the refusal is kept here too.
  let refusal: ZipRefused | undefined;
  const refuse = (message: string) => {
    refusal ??= new ZipRefused(message);
    throw refusal;
  };
  const unzip = new Unzip((file) => {
    count += 1;
    if (count > limits.maxFiles)
      refuse(`The archive holds more than ${String(limits.maxFiles)} files`);
    if (unsafeName(file.name))
      refuse(`The archive holds an unsafe file name: ${file.name.slice(0, 100)}`);
    if (file.name.endsWith('/')) return;
    const chunks: Uint8Array[] = [];
    file.ondata = (error, chunk, final) => {
      if (refusal) throw refusal;
      if (error) refuse('The archive is damaged');
      total += chunk.length;
      if (total > limits.maxBytes)
        refuse(`The archive inflates to more than ${String(limits.maxBytes / 1024 / 1024)} MB`);
      chunks.push(chunk);
      if (final) files.set(file.name, concat(chunks));
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    // Pushed in slices so an inflating file is counted as it grows.
    const SLICE = 16 * 1024;
    for (let at = 0; at < bytes.length; at += SLICE)
      unzip.push(bytes.subarray(at, at + SLICE), at + SLICE >= bytes.length);
  } catch {
    return { ok: false, message: refusal?.message ?? 'The archive is damaged' };
  }
  if (refusal) return { ok: false, message: refusal.message };
  return { ok: true, files };
}

function concat(chunks: readonly Uint8Array[]): Uint8Array {
  if (chunks.length === 1 && chunks[0]) return chunks[0];
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

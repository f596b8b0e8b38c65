/** The worker threads' module as `pnpm build` builds it, and the day and user the reads are for. */
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'tsup';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const TODAY = '2025-03-15';
export const USER = { timezone: 'UTC', dayEndsAtHour: 0, weekStart: 'monday' } as const;

/** The worker's module as tsup.config.ts builds it, inside apps/api so its imports resolve. */
export async function buildWorker(): Promise<{ file: string; remove: () => void }> {
  const outDir = mkdtempSync(path.join(API_DIR, '.test-worker-'));
  await build({
    entry: { 'computed-reads-worker': path.join(API_DIR, 'src', 'computed-reads-worker.ts') },
    format: 'esm',
    target: 'node20',
    platform: 'node',
    outDir,
    noExternal: [/^@taper\//],
    silent: true,
    config: false,
  });
  return {
    file: path.join(outDir, 'computed-reads-worker.js'),
    remove: () => {
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

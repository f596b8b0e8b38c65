/** The built web app: built with Vite when its dist is missing. */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const WEB_DIR = path.join(REPO_ROOT, 'apps', 'web');
export const WEB_DIST = path.join(WEB_DIR, 'dist');
export const API_DIR = path.join(REPO_ROOT, 'apps', 'api');
export const API_MAIN = path.join(API_DIR, 'dist', 'main.js');

export function ensureWebBuilt(): Promise<void> {
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
    execFileSync('npx', ['vite', 'build'], { cwd: WEB_DIR, stdio: 'inherit', timeout: 300_000 });
  }
  return Promise.resolve();
}

/** The newest modification time of the files under `dir`. */
function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

let apiChecked = false;

/** The production server bundle: built with tsup when missing or older than its sources. */
export function ensureApiBuilt(): void {
  if (apiChecked) return;
  apiChecked = true;
  const sources = [
    'apps/api/src',
    'packages/api/src',
    'packages/db/src',
    'packages/domain/src',
  ].map((dir) => path.join(REPO_ROOT, dir));
  if (!existsSync(API_MAIN) || statSync(API_MAIN).mtimeMs < Math.max(...sources.map(newestMtime))) {
    execFileSync('npx', ['tsup'], { cwd: API_DIR, stdio: 'inherit', timeout: 300_000 });
  }
}

/** Paths and settings shared by the global setup and the flows (no test-runner imports here). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const ARTIFACTS = path.join(ROOT, 'artifacts');
export const SCREENSHOTS = path.join(ARTIFACTS, 'screenshots');
export const SERVER_MAIN = path.join(ROOT, 'apps', 'api', 'dist', 'main.js');
export const WEB_INDEX = path.join(ROOT, 'apps', 'web', 'dist', 'index.html');

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-dev-shm-usage',
];

/**
 * The browser's (and so the user's) time zone. Far from UTC on purpose: 'today' must be the
 * user's today on every screen and in the API, not the server's.
 */
export const TIMEZONE = process.env.E2E_TIMEZONE ?? 'Pacific/Auckland';
export function chromeMissingMessage(): string {
  return (
    `No Chromium found at ${CHROME_PATH}. Install one with 'apt-get install -y chromium', ` +
    'or set CHROME_PATH to a Chromium or Chrome binary.'
  );
}

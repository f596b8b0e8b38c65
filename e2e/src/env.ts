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
 * Zones far from UTC, in order of preference: the user's 'today' must be theirs on every screen and
 * in the API, not the server's (UTC).
 */
export const FAR_ZONES = [
  'Pacific/Auckland',
  'Asia/Tokyo',
  'America/Los_Angeles',
  'Pacific/Honolulu',
  'Asia/Kolkata',
  'America/New_York',
] as const;

/** The zone's hour of the day at `now`, 0–23 (minutes as a fraction). */
const hourFormats = new Map<string, Intl.DateTimeFormat>();
export function hourIn(zone: string, now: Date): number {
  let format = hourFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    hourFormats.set(zone, format);
  }
  const parts = format.formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part('hour') + part('minute') / 60;
}

/**
 * The first far zone whose day is between 06:00 and 18:00 at `now`: its midnight is at least six
 * hours away, so no run of the suite, started at any hour, sees 'today' move under a test.
 */
export function zoneAwayFromMidnight(now: Date): string {
  const zone = FAR_ZONES.find((candidate) => {
    const hour = hourIn(candidate, now);
    return hour >= 6 && hour < 18;
  });
  if (!zone)
    throw new Error(`No zone of ${FAR_ZONES.join(', ')} is in its day at ${now.toISOString()}`);
  return zone;
}

/**
 * The browser's (and so the user's) time zone: chosen once per run by the global setup (or set by
 * E2E_TIMEZONE), else when this file loads.
 */
export const TIMEZONE = process.env.E2E_TIMEZONE ?? zoneAwayFromMidnight(new Date());
export function chromeMissingMessage(): string {
  return (
    `No Chromium found at ${CHROME_PATH}. Install one with 'apt-get install -y chromium', ` +
    'or set CHROME_PATH to a Chromium or Chrome binary.'
  );
}

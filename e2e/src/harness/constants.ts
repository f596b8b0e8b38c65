/** The sizes, time limit and "today" every flow shares. */
import type { IsoDate } from '@taper/domain';
import { dateInTimeZone } from '@taper/domain/rules';
import { TIMEZONE } from '../env';

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 375, height: 812 } as const;
/** The narrowest screen the app is made for. */
export const NARROW = { width: 320, height: 640 } as const;
/** How long a waiting assertion waits (the machine may be busy: a build, other suites). */
export const TIMEOUT_MS = Number(process.env.E2E_TIMEOUT_MS ?? 15_000);

/** The user's today, as the app computes it. */
export function today(): IsoDate {
  return dateInTimeZone(new Date(), TIMEZONE);
}

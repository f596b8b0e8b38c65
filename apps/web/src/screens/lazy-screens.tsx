import { preloadable } from '../lib/preloadable';

/**
 * A habit's screen (`/habit/{id}`, `/?habitId=`): not part of the summary's first load. It is asked
 * for at start when the address is one of its own, and otherwise when the user starts using the
 * summary, so opening a habit from it renders at once.
 */
export const HabitScreen = preloadable(() =>
  import('./habit/HabitScreen').then((m) => m.HabitScreen),
);

/**
 * A habit's progress (`/habit/{id}/progress`): asked for at start when the address is its own, beside
 * the app's first API calls, rather than after the user is known and the route renders.
 */
export const ProgressScreen = preloadable(() =>
  import('./progress/ProgressScreen').then((m) => m.ProgressScreen),
);

/** `/admin-portal`: nothing of it (its access-denied page included) is in a USER's first load. */
export const AdminPortalRoute = preloadable(() =>
  import('./admin-portal/AdminPortalRoute').then((m) => m.AdminPortalRoute),
);

import type { HistoryBucket, IsoDate } from '@taper/domain';
import { trpc } from '../lib/trpc';

/** A range already shown stays on screen while the next one loads. */
const KEEP_PREVIOUS = { placeholderData: <T>(previous: T) => previous };

/** A habit's values against its goal in buckets, computed by the server. */
export function useHabitHistory(id: number, bucket: HistoryBucket, from: IsoDate, to: IsoDate) {
  return trpc.habits.history.useQuery({ id, bucket, from, to }, KEEP_PREVIOUS);
}

/** A habit's strength after each day of a range. */
export function useHabitStrength(id: number, from: IsoDate, to: IsoDate) {
  return trpc.habits.strength.useQuery({ id, from, to }, KEEP_PREVIOUS);
}

/** How often each weekday is over target, and the worst in words. */
export function useWeekdayPattern(id: number) {
  return trpc.habits.weekdays.useQuery({ id });
}

/**
 * The habit's read model (today, its first day, its strength), asked for at once by the habit's id
 * rather than after the habit list: the progress screen's first figures wait for one round trip.
 * The same query as `useHabitStats(id, undefined)`, so either fills the other's cache.
 */
export function useProgressStart(id: number | undefined) {
  return trpc.habits.stats.useQuery({ id: id ?? 0 }, { enabled: id !== undefined });
}

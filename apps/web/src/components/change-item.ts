import { type IsoDate } from '@taper/domain';
import { shortDate } from '../lib/dates';
import type { QueuedChange } from '../lib/entry-queue/state';
import { OFFLINE_TEXTS } from '../messages';

/** '24 Nov' ('24. Nov.'). */
function shortDay(date: IsoDate): string {
  return shortDate(date);
}

/** A queued change by its habit and day: 'Coffee, 24 Nov'. */
export function changeItemText(change: Pick<QueuedChange, 'habitName' | 'date'>): string {
  return OFFLINE_TEXTS.notSavedItem(change.habitName, shortDay(change.date));
}

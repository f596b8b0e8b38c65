import type { IsoDate } from '@taper/domain';

/**
 * What a Log dialog sends for a day (POST /api/habits/{id}/entries). Apart from the dialog's rules
 * and texts, so the service worker's entry queue types it without the page's texts.
 */
export interface LogEntryBody {
  date: IsoDate;
  actualValue?: number;
  levelValue?: string;
  /** A skipped day: sent without a value. */
  skip?: true;
  note?: string;
}

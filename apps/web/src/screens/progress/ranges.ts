import { addDays, type HistoryBucket, type IsoDate } from '@taper/domain';

/** How many days one page of the values chart spans, by bucket. */
const SPAN_DAYS: Record<HistoryBucket, number> = {
  day: 30,
  week: 26 * 7,
  month: 730,
  year: 3650,
};

/** The strength curve shows at most the last year of the page: one point per day. */
const STRENGTH_DAYS = 365;

export interface ProgressRange {
  from: IsoDate;
  to: IsoDate;
  strengthFrom: IsoDate;
}

/** The page of `bucket` that ends on `to`. */
export function rangeEnding(bucket: HistoryBucket, to: IsoDate): ProgressRange {
  const from = addDays(to, 1 - SPAN_DAYS[bucket]);
  const yearBack = addDays(to, 1 - STRENGTH_DAYS);
  return { from, to, strengthFrom: yearBack > from ? yearBack : from };
}

/** The end of the page before (`step` -1) or after (+1) the one ending on `to`, never past today. */
export function pageEnd(bucket: HistoryBucket, to: IsoDate, step: -1 | 1, today: IsoDate): IsoDate {
  const end = addDays(to, step * SPAN_DAYS[bucket]);
  return end > today ? today : end;
}

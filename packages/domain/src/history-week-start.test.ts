import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from './dates';
import { weekdayName } from './dateTexts';
import { WEEK_STARTS } from './weeks';
import { habitHistory } from './history';
import { weekdayPattern } from './weekdayPattern';
import { MONDAY } from './testing/fixtures';
import { threeCups } from './testing/historyFixtures';

describe('the week start', () => {
  it('starts the weekday pattern on Sunday for a Sunday week', () => {
    const entries = [{ date: '2025-03-09', performance: 'over' }];
    const pattern = weekdayPattern(entries, 'sunday');
    expect(pattern.map((day) => day.weekday)).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    expect(pattern[0]).toMatchObject({ loggedDays: 1, overDays: 1 });
  });

  it('property: week buckets are always 7 days from the week start, one after another', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 60 }),
        fc.constantFrom(...WEEK_STARTS),
        (offset, length, weekStart) => {
          const from = addDays(MONDAY, offset);
          const to = addDays(from, length);
          const buckets = habitHistory(threeCups, [], { from, to, bucket: 'week' }, to, weekStart);
          expect(buckets[0]!.start <= from).toBe(true);
          expect(buckets.at(-1)!.end >= to).toBe(true);
          buckets.forEach((bucket, index) => {
            expect(weekdayName(bucket.start).toLowerCase()).toBe(weekStart);
            expect(daysBetween(bucket.start, bucket.end)).toBe(6);
            if (index > 0) expect(daysBetween(buckets[index - 1]!.end, bucket.start)).toBe(1);
          });
        },
      ),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import { habitHistory } from './history';
import { bucketValue, isBucketOver } from './historyBuckets';
import { MONDAY } from './testing/fixtures';
import { threeCups, amounts } from './testing/historyFixtures';

describe('bucketValue and isBucketOver', () => {
  const base = { total: 6, average: 3, successDays: 1, overDays: 1, loggedDays: 2, goal: 2.5 };
  it("shows a day's value and a longer bucket's mean, over when it is above the mean goal", () => {
    const week = { ...base, start: '2025-03-03', end: '2025-03-09' };
    expect(bucketValue(week)).toBe(3);
    expect(isBucketOver(week)).toBe(true);
    expect(isBucketOver({ ...week, goal: 3 })).toBe(false);
    const day = { ...base, start: '2025-03-03', end: '2025-03-03', overDays: 0, average: 6 };
    expect(bucketValue(day)).toBe(6);
    expect(isBucketOver(day)).toBe(false);
    expect(bucketValue({ ...day, loggedDays: 0 })).toBeNull();
  });
});

describe("each bucket's drawn value and verdict (the chart reads them, never judges)", () => {
  it('a day is over when judged over; a week when its mean is above its mean goal', () => {
    const entries = amounts(threeCups, [2, 5, null, 4, 4]);
    const to = addDays(MONDAY, 6);
    const days = habitHistory(threeCups, entries, { from: MONDAY, to, bucket: 'day' }, to);
    expect(days.map((day) => [day.value, day.over])).toEqual([
      [2, false],
      [5, true],
      [null, false],
      [4, true],
      [4, true],
      [null, false],
      [null, false],
    ]);
    const [week] = habitHistory(threeCups, entries, { from: MONDAY, to, bucket: 'week' }, to);
    expect(week).toMatchObject({ value: 3.75, over: true });
    const [calmer] = habitHistory(
      threeCups,
      amounts(threeCups, [1, 5, 1]),
      { from: MONDAY, to, bucket: 'week' },
      to,
    );
    expect(calmer).toMatchObject({ value: 2.33, over: false });
  });

  it('always agree with bucketValue and isBucketOver', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: 0, max: 9 })), { maxLength: 21 }),
        fc.constantFrom('day', 'week', 'month', 'year'),
        (values, bucket) => {
          const to = addDays(MONDAY, 20);
          const buckets = habitHistory(
            threeCups,
            amounts(threeCups, values),
            { from: MONDAY, to, bucket },
            to,
          );
          for (const one of buckets) {
            expect(one.value).toBe(bucketValue(one));
            expect(one.over).toBe(isBucketOver(one));
          }
        },
      ),
    );
  });
});

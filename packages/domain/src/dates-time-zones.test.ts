import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateInTimeZone } from './zoneDates';

describe('dateInTimeZone', () => {
  const instant = new Date('2025-03-03T23:30:00Z');

  it.each([
    ['UTC', '2025-03-03'],
    ['Europe/Berlin', '2025-03-04'],
    ['America/Los_Angeles', '2025-03-03'],
    ['Pacific/Kiritimati', '2025-03-04'],
  ])('23:30 UTC on 3 March is %s → %s', (timeZone, expected) => {
    expect(dateInTimeZone(instant, timeZone)).toBe(expected);
  });

  it('reads the day in the zone, not in UTC', () => {
    expect(dateInTimeZone(new Date('2025-01-01T04:30:00Z'), 'America/New_York')).toBe('2024-12-31');
  });

  it('gives the same days however many zone spellings it has seen (its formatter cache is bounded)', () => {
    const zone = 'america/argentina/comodrivadavia';
    const spellings = Array.from({ length: 1100 }, (_, n) =>
      Array.from(zone, (char, i) => ((n >> i) & 1 ? char.toUpperCase() : char)).join(''),
    );
    const days = new Set(spellings.map((spelling) => dateInTimeZone(instant, spelling)));
    expect([...days]).toEqual(['2025-03-03']);
    expect(dateInTimeZone(instant, 'Europe/Berlin')).toBe('2025-03-04');
    expect(() => dateInTimeZone(instant, 'Not/AZone')).toThrow(RangeError);
  });

  it('answers like a fresh formatter for any sequence of instants, across midnights and zones', () => {
    const zones = ['UTC', 'Europe/Berlin', 'Asia/Kathmandu', 'America/St_Johns', 'Pacific/Chatham'];
    // The oracle formats every instant (no results reused); one formatter per zone, as building
    // a formatter per call made this test take seconds on a slow machine.
    const formatters = new Map(
      zones.map((timeZone) => [
        timeZone,
        new Intl.DateTimeFormat('en-CA', {
          timeZone,
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
        }),
      ]),
    );
    const fresh = (at: Date, timeZone: string) => {
      const parts = formatters.get(timeZone)?.formatToParts(at) ?? [];
      const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
      return `${part('year')}-${part('month')}-${part('day')}`;
    };
    // A walk through time in one zone: steps under a second (answered from the last result) and up
    // to ten minutes, over a day or more, so every walk crosses a midnight of its zone.
    const step = fc.oneof(fc.integer({ min: 0, max: 999 }), fc.integer({ min: 0, max: 600_000 }));
    fc.assert(
      fc.property(
        fc.integer({ min: -14 * 3600_000, max: 14 * 3600_000 }),
        fc.constantFrom(...zones),
        fc.array(step, { minLength: 300, maxLength: 400 }),
        (start, zone, steps) => {
          let at = Date.UTC(2025, 2, 30) + start;
          for (const ms of steps) {
            at += ms;
            expect(dateInTimeZone(new Date(at), zone)).toBe(fresh(new Date(at), zone));
          }
        },
      ),
      { numRuns: 30 },
    );
    expect(() => dateInTimeZone(new Date(Number.NaN), 'UTC')).toThrow(RangeError);
  });
});

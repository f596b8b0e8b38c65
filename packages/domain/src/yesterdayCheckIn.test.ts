import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import { yesterdayCheckIn, type CheckInHabit } from './yesterdayCheckIn';

const TODAY = '2025-03-15';
const YESTERDAY = '2025-03-14';

function habit(id: number, extra: Partial<CheckInHabit> = {}): CheckInHabit {
  return { id, firstDay: '2025-03-01', unloggedDays: 'not_logged', entries: [], ...extra };
}

describe('yesterdayCheckIn', () => {
  it('names the habits with nothing logged yesterday, in order', () => {
    const result = yesterdayCheckIn(
      [
        habit(3),
        habit(1, { entries: [{ date: YESTERDAY }] }),
        habit(2, { entries: [{ date: TODAY }, { date: '2025-03-13' }] }),
      ],
      TODAY,
    );
    expect(result).toEqual({ date: YESTERDAY, unloggedHabitIds: [3, 2] });
  });

  it('asks nothing of a habit begun today, or one counting unlogged days as its best', () => {
    const result = yesterdayCheckIn(
      [habit(1, { firstDay: TODAY }), habit(2, { unloggedDays: 'zero' })],
      TODAY,
    );
    expect(result.unloggedHabitIds).toEqual([]);
  });

  it('asks of a habit begun yesterday', () => {
    expect(yesterdayCheckIn([habit(1, { firstDay: YESTERDAY })], TODAY).unloggedHabitIds).toEqual([
      1,
    ]);
  });

  it('never names a habit that has an entry on yesterday', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            firstOffset: fc.integer({ min: -40, max: 0 }),
            offsets: fc.array(fc.integer({ min: -40, max: 0 }), { maxLength: 6 }),
            zero: fc.boolean(),
          }),
          { maxLength: 8 },
        ),
        (specs) => {
          const habits = specs.map((spec, id) =>
            habit(id, {
              firstDay: addDays(TODAY, spec.firstOffset),
              unloggedDays: spec.zero ? 'zero' : 'not_logged',
              entries: spec.offsets.map((offset) => ({ date: addDays(TODAY, offset) })),
            }),
          );
          const { unloggedHabitIds } = yesterdayCheckIn(habits, TODAY);
          for (const id of unloggedHabitIds) {
            const named = habits[id];
            if (!named) throw new Error(`no habit ${String(id)}`);
            expect(named.entries.some((entry) => entry.date === YESTERDAY)).toBe(false);
            expect(named.firstDay <= YESTERDAY).toBe(true);
            expect(named.unloggedDays).toBe('not_logged');
          }
        },
      ),
    );
  });
});

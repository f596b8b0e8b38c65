import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  WEEKDAY_HEADER,
  cellStatus,
  gridStart,
  monthGrid,
  monthHeading,
  nextMonth,
  previousMonth,
  weekdayHeader,
  weekdayHeaderFrom,
} from './calendar';
import { WEEK_STARTS } from './weeks';
import { addDays, daysInMonth, formatIsoDate, weekdayIndex } from './dates';
import type { DayResult } from './entries';
import { indexEntriesByDate } from './entries';

describe('headings and navigation', () => {
  it.each([
    [2025, 3, 'March 2025'],
    [2024, 12, 'December 2024'],
    [2026, 1, 'January 2026'],
  ])('%i-%i → %s', (year, month, expected) => {
    expect(monthHeading(year, month)).toBe(expected);
  });

  it('has a Monday-first weekday header', () => {
    expect(WEEKDAY_HEADER).toEqual(['M', 'T', 'W', 'T', 'F', 'S', 'S']);
  });

  it('moves across year edges', () => {
    expect(nextMonth({ year: 2024, month: 12 })).toEqual({ year: 2025, month: 1 });
    expect(previousMonth({ year: 2025, month: 1 })).toEqual({ year: 2024, month: 12 });
    expect(nextMonth({ year: 2025, month: 3 })).toEqual({ year: 2025, month: 4 });
  });
});

describe('monthGrid', () => {
  it('March 2025 starts on Monday 24 February and ends on Sunday 6 April', () => {
    const grid = monthGrid(2025, 3, '2025-03-10', []);
    expect(grid).toHaveLength(42);
    expect(grid[0]).toMatchObject({ date: '2025-02-24', dayOfMonth: 24, inMonth: false });
    expect(grid[5]).toMatchObject({ date: '2025-03-01', dayOfMonth: 1, inMonth: true });
    expect(grid[35]).toMatchObject({ date: '2025-03-31', inMonth: true });
    expect(grid[36]).toMatchObject({ date: '2025-04-01', inMonth: false });
    expect(grid[41]?.date).toBe('2025-04-06');
  });

  it('a month starting on Monday starts the grid on its 1st', () => {
    expect(gridStart({ year: 2025, month: 9 })).toBe('2025-09-01');
    expect(monthGrid(2025, 9, '2025-09-01', [])[0]?.date).toBe('2025-09-01');
  });

  it('with the week starting on Sunday, March 2025 starts on Sunday 23 February', () => {
    const grid = monthGrid(2025, 3, '2025-03-10', [], 'sunday');
    expect(grid).toHaveLength(42);
    expect(grid[0]).toMatchObject({ date: '2025-02-23', inMonth: false });
    expect(grid[6]).toMatchObject({ date: '2025-03-01', inMonth: true });
    expect(weekdayHeader('sunday')).toEqual(['S', 'M', 'T', 'W', 'T', 'F', 'S']);
    expect(
      weekdayHeaderFrom(grid[0]!.date)
        .map((day) => day.letter)
        .join(''),
    ).toBe('SMTWTFS');
    expect(weekdayHeaderFrom(monthGrid(2025, 3, '2025-03-10', [])[0]!.date)[0]).toEqual({
      letter: 'M',
      weekday: 0,
    });
  });

  it('property: every grid starts on the week start, on or before the 1st, less than a week before', () => {
    fc.assert(
      fc.property(arbitraryMonth, fc.constantFrom(...WEEK_STARTS), ({ year, month }, weekStart) => {
        const grid = monthGrid(year, month, formatIsoDate(year, month, 1), [], weekStart);
        const first = formatIsoDate(year, month, 1);
        expect(weekdayIndex(grid[0]!.date)).toBe(weekStart === 'monday' ? 0 : 6);
        expect(grid[0]!.date <= first).toBe(true);
        expect(grid.slice(0, 7).some((cell) => cell.date === first)).toBe(true);
        expect(grid.filter((cell) => cell.inMonth)).toHaveLength(daysInMonth(year, month));
      }),
    );
  });

  it('marks today and the future', () => {
    const grid = monthGrid(2025, 3, '2025-03-10', []);
    const cell = (date: string) => grid.find((candidate) => candidate.date === date);
    expect(cell('2025-03-10')).toMatchObject({ isToday: true, isFuture: false });
    expect(cell('2025-03-09')).toMatchObject({ isToday: false, isFuture: false });
    expect(cell('2025-03-11')).toMatchObject({ isToday: false, isFuture: true });
    expect(grid.filter((candidate) => candidate.isToday)).toHaveLength(1);
  });

  it('shows each day’s status; unknown performances and future entries are none', () => {
    const entries: DayResult[] = [
      { date: '2025-03-01', performance: 'success' },
      { date: '2025-03-02', performance: 'over' },
      { date: '2025-03-03', performance: 'warning' },
      { date: '2025-03-04', performance: 'skipped' },
      { date: '2025-03-05', performance: 'unknown' },
      { date: '2025-03-11', performance: 'skipped' },
      { date: '2025-03-20', performance: 'success' },
    ];
    const grid = monthGrid(2025, 3, '2025-03-10', indexEntriesByDate(entries));
    const status = (date: string) => grid.find((cell) => cell.date === date)?.status;
    expect(status('2025-03-01')).toBe('success');
    expect(status('2025-03-02')).toBe('over');
    expect(status('2025-03-03')).toBe('warning');
    expect(status('2025-03-04')).toBe('skipped');
    expect(status('2025-03-05')).toBe('none');
    expect(status('2025-03-06')).toBe('none');
    expect(status('2025-03-11')).toBe('none');
    expect(status('2025-03-20')).toBe('none');
    expect(cellStatus(undefined)).toBe('none');
  });

  it('joins consecutive success days, also across the month edge', () => {
    const entries: DayResult[] = [
      { date: '2025-02-27', performance: 'success' },
      { date: '2025-02-28', performance: 'success' },
      { date: '2025-03-01', performance: 'success' },
      { date: '2025-03-02', performance: 'over' },
      { date: '2025-03-03', performance: 'success' },
      { date: '2025-03-31', performance: 'success' },
      { date: '2025-04-01', performance: 'success' },
    ];
    const grid = monthGrid(2025, 3, '2025-04-30', entries);
    const links = (date: string) => {
      const cell = grid.find((candidate) => candidate.date === date);
      return [cell?.connectsToPrevious, cell?.connectsToNext];
    };
    expect(links('2025-02-27')).toEqual([false, true]);
    expect(links('2025-02-28')).toEqual([true, true]);
    expect(links('2025-03-01')).toEqual([true, false]);
    expect(links('2025-03-02')).toEqual([false, false]);
    expect(links('2025-03-03')).toEqual([false, false]);
    expect(links('2025-03-31')).toEqual([false, true]);
    expect(links('2025-04-01')).toEqual([true, false]);
  });

  it('the 1st of a month joins the last day of the month before, even when off-grid', () => {
    // September 2025 starts on a Monday, so 31 August is not in its grid.
    const entries: DayResult[] = [
      { date: '2025-08-31', performance: 'success' },
      { date: '2025-09-01', performance: 'success' },
    ];
    const grid = monthGrid(2025, 9, '2025-09-30', entries);
    expect(grid[0]?.date).toBe('2025-09-01');
    expect(grid[0]?.connectsToPrevious).toBe(true);
  });

  it('carries the streak line across skipped days between two successes, as the streak holds', () => {
    const entries: DayResult[] = [
      { date: '2025-03-03', performance: 'success' },
      { date: '2025-03-04', performance: 'skipped' },
      { date: '2025-03-05', performance: 'skipped' },
      { date: '2025-03-06', performance: 'success' },
      { date: '2025-03-07', performance: 'skipped' },
      { date: '2025-03-08', performance: 'over' },
      { date: '2025-03-10', performance: 'skipped' },
    ];
    const grid = monthGrid(2025, 3, '2025-03-31', entries);
    const links = (date: string) => {
      const cell = grid.find((candidate) => candidate.date === date);
      return [cell?.connectsToPrevious, cell?.connectsToNext];
    };
    expect(links('2025-03-03')).toEqual([false, true]);
    expect(links('2025-03-04')).toEqual([true, true]);
    expect(links('2025-03-05')).toEqual([true, true]);
    expect(links('2025-03-06')).toEqual([true, false]);
    // A skip before an over day, or beside a day not logged, joins nothing.
    expect(links('2025-03-07')).toEqual([false, false]);
    expect(links('2025-03-10')).toEqual([false, false]);
  });

  it('does not join today to a future success', () => {
    const entries: DayResult[] = [
      { date: '2025-03-10', performance: 'success' },
      { date: '2025-03-11', performance: 'success' },
    ];
    const today = monthGrid(2025, 3, '2025-03-10', entries).find((cell) => cell.isToday);
    expect(today?.connectsToNext).toBe(false);
  });

  const arbitraryMonth = fc.record({
    year: fc.integer({ min: 1900, max: 2200 }),
    month: fc.integer({ min: 1, max: 12 }),
  });

  it('property: 42 cells, starting on a Monday, consecutive, holding the whole month', () => {
    fc.assert(
      fc.property(arbitraryMonth, ({ year, month }) => {
        const grid = monthGrid(year, month, '2025-01-01', []);
        expect(grid).toHaveLength(42);
        expect(weekdayIndex(grid[0]!.date)).toBe(0);
        grid.forEach((cell, index) => {
          expect(cell.date).toBe(addDays(grid[0]!.date, index));
        });
        const inMonth = grid.filter((cell) => cell.inMonth).map((cell) => cell.dayOfMonth);
        const length = daysInMonth(year, month);
        expect(inMonth).toEqual(Array.from({ length }, (_, index) => index + 1));
        expect(grid.find((cell) => cell.inMonth)?.date).toBe(formatIsoDate(year, month, 1));
      }),
    );
  });

  it('property: success links are symmetric (a joins next ⇔ next joins a)', () => {
    const dayPerformance = fc.constantFrom(
      'success',
      'success',
      'over',
      'warning',
      'skipped',
      'none',
    );
    fc.assert(
      fc.property(
        arbitraryMonth,
        fc.array(dayPerformance, { minLength: 60, maxLength: 60 }),
        fc.integer({ min: 0, max: 70 }),
        ({ year, month }, performances, todayOffset) => {
          const start = gridStart({ year, month });
          const entries = performances.flatMap((performance, index) =>
            performance === 'none' ? [] : [{ date: addDays(start, index - 9), performance }],
          );
          const today = addDays(start, todayOffset);
          const grid = monthGrid(year, month, today, entries);
          for (let index = 0; index + 1 < grid.length; index++) {
            expect(grid[index]!.connectsToNext).toBe(grid[index + 1]!.connectsToPrevious);
          }
          for (const cell of grid) {
            if (cell.connectsToNext || cell.connectsToPrevious)
              expect(['success', 'skipped']).toContain(cell.status);
            // A skipped day is only ever part of a line, never its end.
            if (cell.status === 'skipped' && cell.connectsToNext !== cell.connectsToPrevious)
              expect(cell.date === grid[0]?.date || cell.date === grid.at(-1)?.date).toBe(true);
          }
        },
      ),
    );
  });
});

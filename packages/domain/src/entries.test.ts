import { describe, expect, it } from 'vitest';
import { entriesInWindow, indexEntriesByDate, isMissed, isSuccess } from './entries';

describe('entries', () => {
  it('success and missed (warning + over)', () => {
    expect(
      ['success', 'over', 'warning', 'other'].map((performance) => isSuccess({ performance })),
    ).toEqual([true, false, false, false]);
    expect(
      ['success', 'over', 'warning', 'other'].map((performance) => isMissed({ performance })),
    ).toEqual([false, true, true, false]);
  });

  it('keeps one entry per day, the later one', () => {
    const byDate = indexEntriesByDate([
      { date: '2025-03-01', performance: 'over' },
      { date: '2025-03-01', performance: 'success' },
    ]);
    expect(byDate.size).toBe(1);
    expect(byDate.get('2025-03-01')?.performance).toBe('success');
  });

  it('selects a window, sorted by date', () => {
    const entries = ['2025-03-05', '2025-02-28', '2025-03-01', '2025-03-03'].map((date) => ({
      date,
      performance: 'success',
    }));
    expect(entriesInWindow(entries, '2025-03-01', '2025-03-03').map((entry) => entry.date)).toEqual(
      ['2025-03-01', '2025-03-03'],
    );
  });
});

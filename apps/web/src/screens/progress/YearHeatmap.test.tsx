import { addDays, type HistoryBucketTotals } from '@taper/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { YearHeatmap } from './YearHeatmap';

function day(start: string, value: number | null, skippedDays = 0): HistoryBucketTotals {
  return {
    start,
    end: start,
    total: value ?? 0,
    average: value,
    successDays: value !== null && value <= 3 ? 1 : 0,
    overDays: value !== null && value > 3 ? 1 : 0,
    loggedDays: value === null ? 0 : 1,
    skippedDays,
    goal: 3,
    plannedGoal: null,
    value,
    over: value !== null && value > 3,
    budget: null,
    baseline: null,
  };
}

/** 2025 from 1 January: 2 logged, then a skipped day, then an unlogged one. */
function year(): HistoryBucketTotals[] {
  return Array.from({ length: 365 }, (_, index) => {
    const date = addDays('2025-01-01', index);
    if (index === 0) return day(date, 2);
    if (index === 1) return day(date, 5);
    if (index === 2) return day(date, null, 1);
    return day(date, null);
  });
}

describe('YearHeatmap', () => {
  it('draws a skipped day with its own mark and names it skipped', () => {
    render(<YearHeatmap days={year()} color="#3B82F6" label={(value) => String(value)} />);
    const skipped = screen.getByRole('img', { name: '3 January 2025: skipped' });
    expect(skipped).toHaveAttribute('data-skipped', 'true');
    expect(skipped.getAttribute('stroke-dasharray')).not.toBeNull();
    // The unlogged day after it is no skipped day.
    const unlogged = screen.getByRole('img', { name: '4 January 2025: nothing logged' });
    expect(unlogged).not.toHaveAttribute('data-skipped');
    const rows = screen.getAllByRole('row').map((row) =>
      within(row)
        .queryAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(rows.slice(1)).toEqual([
      ['1 January 2025', '2', 'On target'],
      ['2 January 2025', '5', 'Over target'],
      ['3 January 2025', '–', 'Skipped'],
    ]);
  });

  it('keeps the weekday labels outside the scrolling weeks, and keys the marks', () => {
    render(<YearHeatmap days={year()} color="#3B82F6" label={(value) => String(value)} />);
    const labels = screen.getByTestId('weekday-labels');
    expect([...labels.querySelectorAll('text')].map((t) => t.textContent)).toEqual([
      'Mon',
      '',
      'Wed',
      '',
      'Fri',
      '',
      'Sun',
    ]);
    const chart = screen.getByRole('group', { name: /Each day of the year/ });
    expect(chart.contains(labels)).toBe(false);
    expect(screen.getByRole('list')).toHaveTextContent(
      /On target.*Over target.*Skipped.*Not logged/,
    );
  });

  it('shows the whole calendar year from 1 January, and nothing of the next', () => {
    // A habit begun on 2 December 2026 with a plan's days into January 2027.
    const days = Array.from({ length: 45 }, (_, index) => day(addDays('2026-12-02', index), 1));
    render(
      <YearHeatmap days={days} year={2026} color="#3B82F6" label={(value) => String(value)} />,
    );
    // 1 January to 1 December: empty squares before the habit's first day.
    expect(document.querySelectorAll('[data-before-first-day]')).toHaveLength(335);
    expect(screen.getByRole('img', { name: '31 December 2026: 1, on target' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /2027/ })).not.toBeInTheDocument();
    const months = [...document.querySelectorAll('svg[role="group"] text')].map(
      (text) => text.textContent,
    );
    expect(months[0]).toBe('Jan');
    expect(months).toContain('Dec');
    expect(months).toHaveLength(12);
    // Squares a person can see and tap on a phone.
    const square = screen.getByRole('img', { name: '2 December 2026: 1, on target' });
    expect(Number(square.getAttribute('width'))).toBeGreaterThanOrEqual(14);
  });
});

import { monthGrid } from '@taper/domain/rules';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from './i18n';
import { MonthGrid } from './MonthCalendar';

describe('MonthGrid', () => {
  const entries = [
    { date: '2025-02-28', performance: 'success' },
    { date: '2025-03-01', performance: 'success' },
    { date: '2025-03-02', performance: 'over' },
  ];
  const cells = monthGrid(2025, 3, '2025-03-05', entries);

  it('starts its header on Sunday when the grid does (a Sunday week)', () => {
    render(
      <MonthGrid
        cells={monthGrid(2025, 3, '2025-03-05', entries, 'sunday')}
        color="#3B82F6"
        label="March 2025"
      />,
    );
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent).join('')).toBe('SMTWTFS');
    expect(headers[0]).toHaveAttribute('aria-label', 'Sunday');
    expect(headers[6]).toHaveAttribute('aria-label', 'Saturday');
  });

  it("heads its columns with the active locale's weekdays, SPEC's letters in English", () => {
    i18n.loadAndActivate({ locale: 'de', messages: {} });
    try {
      render(<MonthGrid cells={cells} color="#3B82F6" label="März 2025" />);
      const headers = screen.getAllByRole('columnheader');
      expect(headers.map((h) => h.textContent).join('')).toBe('MDMDFSS');
      expect(headers[0]).toHaveAttribute('aria-label', 'Montag');
      expect(headers[6]).toHaveAttribute('aria-label', 'Sonntag');
    } finally {
      i18n.loadAndActivate({ locale: 'en', messages: {} });
    }
  });

  it('renders 42 day cells Monday first, future days disabled, today marked', () => {
    const onSelect = vi.fn();
    render(
      <MonthGrid
        cells={cells}
        color="#3B82F6"
        label="March 2025"
        onSelect={onSelect}
        dayLabel={(c) => `Log result for ${c.date}`}
      />,
    );
    expect(screen.getAllByRole('gridcell')).toHaveLength(42);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'M',
      'T',
      'W',
      'T',
      'F',
      'S',
      'S',
    ]);
    expect(screen.getByRole('button', { name: 'Log result for 2025-03-06' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Log result for 2025-03-05' })).toHaveAttribute(
      'aria-current',
      'date',
    );
  });

  it('joins success days across the month edge', () => {
    render(<MonthGrid cells={cells} color="#3B82F6" label="March 2025" />);
    const feb28 = document.querySelector('[data-date="2025-02-28"]')!;
    const mar1 = document.querySelector('[data-date="2025-03-01"]')!;
    expect(feb28).toHaveAttribute('data-connect-after', 'true');
    expect(mar1).toHaveAttribute('data-connect-before', 'true');
    expect(mar1).not.toHaveAttribute('data-connect-after');
  });

  it('moves between days with the arrow keys and opens a day', async () => {
    const onSelect = vi.fn();
    render(
      <MonthGrid
        cells={cells}
        color="#3B82F6"
        label="March 2025"
        onSelect={onSelect}
        dayLabel={(c) => c.date}
      />,
    );
    screen.getByRole('button', { name: '2025-03-05' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: '2025-03-04' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('button', { name: '2025-03-05' })).toHaveFocus(); // the future is off limits
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('2025-03-05');
  });
});

import type { CalendarCell } from '@taper/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DayCell } from './DayCell';

const day = (overrides: Partial<CalendarCell> = {}): CalendarCell => ({
  date: '2025-03-04',
  dayOfMonth: 4,
  inMonth: true,
  isToday: false,
  isFuture: false,
  status: 'none',
  connectsToPrevious: false,
  connectsToNext: false,
  ...overrides,
});

function button(onClick = vi.fn()) {
  return { label: 'Log 4 March', tabbable: true, buttonRef: null, onClick, onKeyDown: vi.fn() };
}

describe('DayCell', () => {
  it('is a day button on the full grid, a plain dot on the compact one', async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <DayCell cell={day()} color="#3B82F6" textOnColor="#fff" button={button(onClick)} />,
    );
    expect(screen.getByRole('gridcell')).toHaveAttribute('data-date', '2025-03-04');
    await userEvent.click(screen.getByRole('button', { name: 'Log 4 March' }));
    expect(onClick).toHaveBeenCalled();

    rerender(<DayCell cell={day()} color="#3B82F6" textOnColor="#fff" />);
    expect(screen.getByRole('cell')).toHaveTextContent('4');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a logged value and a note dot; an over day gets its own mark beside the grey', () => {
    const cell = { ...day({ status: 'over' }), entry: { shortLabel: 'Mod…', note: 'late' } };
    const { rerender } = render(
      <DayCell cell={cell} color="#3B82F6" textOnColor="#fff" button={button()} />,
    );
    const gridcell = screen.getByRole('gridcell');
    expect(gridcell).toHaveTextContent('4Mod…');
    expect(gridcell.querySelector('[data-note-dot]')).not.toBeNull();
    const dot = screen.getByRole('button');
    // The cut value ('Mod…') is read in full on keyboard focus: the day's label as its tooltip.
    expect(dot).toHaveAttribute('data-full-text', 'Log 4 March');
    // A border, not a ring: forced colours keep borders and drop box-shadows.
    expect(dot).toHaveClass('border-2', 'border-solid');
    expect(dot.className.split(' ')).not.toContain('ring-2');
    expect(dot.style.backgroundImage).toContain('repeating-linear-gradient');

    rerender(
      <DayCell
        cell={{ ...day(), entry: { shortLabel: '2', note: null } }}
        color="#3B82F6"
        textOnColor="#fff"
        button={button()}
      />,
    );
    expect(screen.getByRole('gridcell').querySelector('[data-note-dot]')).toBeNull();
    // A whole value needs no tooltip.
    expect(screen.getByRole('button')).not.toHaveAttribute('data-full-text');
    expect(screen.getByRole('button').style.backgroundImage).toBe('');
  });

  it('marks a skipped day with a dashed outline and the word skip, not the habit colour', () => {
    const cell = {
      ...day({ status: 'skipped' }),
      entry: { shortLabel: '', note: 'ill' },
    };
    const { rerender } = render(
      <DayCell cell={cell} color="#3B82F6" textOnColor="#fff" button={button()} />,
    );
    const gridcell = screen.getByRole('gridcell');
    expect(gridcell).toHaveAttribute('data-status', 'skipped');
    expect(gridcell).toHaveTextContent('4skip');
    const dot = screen.getByRole('button');
    expect(dot).toHaveClass('border-dashed');
    expect(dot.style.backgroundColor).toBe('');
    expect(dot.style.backgroundImage).toBe('');
    rerender(<DayCell cell={cell} color="#3B82F6" textOnColor="#fff" />);
    expect(screen.getByText('4')).toHaveClass('border-dashed');
    expect(screen.getByRole('cell')).not.toHaveTextContent('skip');
  });

  it('fills a success day with the habit colour and draws its connecting bars', () => {
    const cell = day({ status: 'success', connectsToPrevious: true, connectsToNext: true });
    render(<DayCell cell={cell} color="#3B82F6" textOnColor="#FFFFFF" />);
    const gridCell = screen.getByRole('cell');
    expect(screen.getByText('4')).toHaveStyle({ backgroundColor: '#3B82F6', color: '#FFFFFF' });
    expect(gridCell).toHaveAttribute('data-connect-before', 'true');
    expect(gridCell.querySelectorAll('span[aria-hidden="true"]')).toHaveLength(2);
  });

  it('draws no bars for a day that is not a success', () => {
    const cell = day({ status: 'over', connectsToNext: true });
    render(<DayCell cell={cell} color="#3B82F6" textOnColor="#fff" />);
    expect(screen.getByRole('cell').querySelectorAll('span[aria-hidden="true"]')).toHaveLength(0);
  });

  it('shows a bad day filled, hatched and bordered on the compact grid even outside the month, faded on the full one', () => {
    const cell = day({ status: 'over', inMonth: false });
    const { rerender } = render(<DayCell cell={cell} color="#3B82F6" textOnColor="#fff" />);
    const dot = screen.getByText('4');
    expect(dot).toHaveClass('bg-slate-300', 'border-2', 'border-solid');
    expect(dot.style.backgroundImage).toContain('repeating-linear-gradient');
    rerender(<DayCell cell={cell} color="#3B82F6" textOnColor="#fff" button={button()} />);
    expect(screen.getByText('4')).toHaveClass('bg-transparent');
  });

  it('gives a compact day its date and status in words, beside the number it shows', () => {
    const cell = day({ status: 'over' });
    render(
      <DayCell
        cell={cell}
        color="#3B82F6"
        textOnColor="#fff"
        label="Tuesday, March 4, 2025: 4, over target"
      />,
    );
    const gridCell = screen.getByRole('cell');
    expect(gridCell).toHaveTextContent('Tuesday, March 4, 2025: 4, over target');
    expect(screen.getByText('4')).toHaveAttribute('aria-hidden', 'true');
  });

  it('disables a future day and marks today', () => {
    const { rerender } = render(
      <DayCell
        cell={day({ isFuture: true })}
        color="#3B82F6"
        textOnColor="#fff"
        button={button()}
      />,
    );
    expect(screen.getByRole('button')).toBeDisabled();
    rerender(
      <DayCell
        cell={day({ isToday: true })}
        color="#3B82F6"
        textOnColor="#fff"
        button={button()}
      />,
    );
    expect(screen.getByRole('button')).toHaveAttribute('aria-current', 'date');
  });

  it('marks a day whose change waits to be sent, on both grids', () => {
    const cell = { ...day(), entry: { shortLabel: '2', note: null }, pending: true };
    const { container, rerender } = render(
      <DayCell cell={cell} color="#3B82F6" textOnColor="#fff" button={button()} />,
    );
    expect(screen.getByRole('gridcell')).toHaveAttribute('data-pending', 'true');
    expect(container.querySelector('[data-pending-mark]')).not.toBeNull();
    expect(screen.getByRole('button')).toHaveClass('outline-dotted');

    rerender(<DayCell cell={{ ...cell, pending: false }} color="#3B82F6" textOnColor="#fff" />);
    expect(screen.getByRole('cell')).not.toHaveAttribute('data-pending');
    expect(container.querySelector('[data-pending-mark]')).toBeNull();
  });

  it('shows a day counted as the best result apart from a logged one: a dashed ring, no value', () => {
    const counted = { ...day({ status: 'success' }), entry: null, assumed: true };
    const { rerender } = render(
      <DayCell cell={counted} color="#3B82F6" textOnColor="#fff" button={button()} />,
    );
    expect(screen.getByRole('gridcell')).toHaveAttribute('data-assumed', 'true');
    expect(screen.getByRole('button')).toHaveClass('border-dashed');
    expect(screen.getByRole('gridcell')).not.toHaveTextContent('0');

    const logged = { ...day({ status: 'success' }), entry: { shortLabel: '0', note: null } };
    rerender(<DayCell cell={logged} color="#3B82F6" textOnColor="#fff" button={button()} />);
    expect(screen.getByRole('gridcell')).not.toHaveAttribute('data-assumed');
    expect(screen.getByRole('button')).not.toHaveClass('border-dashed');
    expect(screen.getByRole('gridcell')).toHaveTextContent('0');
  });

  it('marks a day its group went over budget with a shape of its own, on both grids', () => {
    const cell = { ...day({ status: 'success' }), groupOver: true };
    const { rerender } = render(
      <DayCell cell={cell} color="#3B82F6" textOnColor="#fff" button={button()} />,
    );
    expect(screen.getByRole('gridcell')).toHaveAttribute('data-group-over', 'true');
    expect(screen.getByRole('gridcell').querySelector('[data-group-over-mark] svg')).not.toBeNull();
    rerender(<DayCell cell={cell} color="#3B82F6" textOnColor="#fff" />);
    expect(screen.getByRole('cell').querySelector('[data-group-over-mark]')).not.toBeNull();
    rerender(<DayCell cell={day()} color="#3B82F6" textOnColor="#fff" />);
    expect(screen.getByRole('cell').querySelector('[data-group-over-mark]')).toBeNull();
  });

  it("marks a plan's step day with its goal under a day not logged, and a held day with a band", () => {
    const step = { ...day({ isFuture: true }), planStep: { label: '≤ 4' } };
    const { rerender } = render(
      <DayCell cell={step} color="#3B82F6" textOnColor="#fff" button={button()} />,
    );
    const gridcell = screen.getByRole('gridcell');
    expect(gridcell).toHaveAttribute('data-plan-step', '≤ 4');
    expect(gridcell).toHaveTextContent('4≤ 4');
    expect(gridcell.querySelector('[data-plan-step-mark]')).toBeNull();

    // A logged step day shows its value, and a mark says a step starts.
    const logged = { ...step, isFuture: false, entry: { shortLabel: '3', note: null } };
    rerender(<DayCell cell={logged} color="#3B82F6" textOnColor="#fff" button={button()} />);
    expect(screen.getByRole('gridcell')).toHaveTextContent(/^43$/);
    expect(screen.getByRole('gridcell').querySelector('[data-plan-step-mark]')).not.toBeNull();

    rerender(<DayCell cell={{ ...day(), held: true }} color="#3B82F6" textOnColor="#fff" />);
    expect(screen.getByRole('cell')).toHaveAttribute('data-held', 'true');
    expect(screen.getByRole('cell')).toHaveClass('bg-amber-100');
    expect(screen.getByRole('cell').querySelector('[data-plan-step-mark]')).toBeNull();
  });
});

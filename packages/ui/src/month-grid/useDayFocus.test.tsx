import { monthGrid } from '@taper/domain/rules';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MonthGrid } from '../MonthCalendar';
import { gridKeyDelta } from './useDayFocus';

describe('gridKeyDelta', () => {
  it('moves a day with left/right, a week with up/down', () => {
    expect(gridKeyDelta('ArrowLeft', 3)).toBe(-1);
    expect(gridKeyDelta('ArrowRight', 3)).toBe(1);
    expect(gridKeyDelta('ArrowUp', 3)).toBe(-7);
    expect(gridKeyDelta('ArrowDown', 3)).toBe(7);
  });

  it('goes to the week’s Monday with Home and its Sunday with End', () => {
    expect(gridKeyDelta('Home', 3)).toBe(-3);
    expect(gridKeyDelta('End', 3)).toBe(3);
    expect(gridKeyDelta('End', 6)).toBe(0);
  });

  it('leaves other keys alone', () => {
    expect(gridKeyDelta('Enter', 3)).toBeUndefined();
    expect(gridKeyDelta('a', 3)).toBeUndefined();
  });
});

describe('the month grid’s roving focus', () => {
  // March 2025, today Wednesday 19th: the grid starts on Monday 24 February.
  const cells = monthGrid(2025, 3, '2025-03-19', []);
  const show = () => {
    render(<MonthGrid cells={cells} color="#3B82F6" label="March 2025" dayLabel={(c) => c.date} />);
  };
  const day = (date: string) => screen.getByRole('button', { name: date });

  it('puts only today in the tab order at first', () => {
    show();
    expect(day('2025-03-19')).toHaveAttribute('tabindex', '0');
    expect(day('2025-03-18')).toHaveAttribute('tabindex', '-1');
  });

  it('goes to the week’s ends with Home and End, never into the future', async () => {
    show();
    day('2025-03-12').focus();
    await userEvent.keyboard('{Home}');
    expect(day('2025-03-10')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(day('2025-03-16')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(day('2025-03-16')).toHaveFocus(); // the 23rd is in the future
    await userEvent.keyboard('{ArrowUp}');
    expect(day('2025-03-09')).toHaveFocus();
    expect(day('2025-03-09')).toHaveAttribute('tabindex', '0');
  });

  it('makes a clicked day the tab stop', async () => {
    show();
    await userEvent.click(day('2025-03-03'));
    expect(day('2025-03-03')).toHaveAttribute('tabindex', '0');
    expect(day('2025-03-19')).toHaveAttribute('tabindex', '-1');
  });
});

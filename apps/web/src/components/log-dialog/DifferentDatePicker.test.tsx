import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DifferentDatePicker } from './DifferentDatePicker';

describe('DifferentDatePicker', () => {
  it('opens and closes a date input that goes no later than today', async () => {
    render(<DifferentDatePicker date="2025-03-04" today="2025-03-05" onPick={vi.fn()} />);
    const toggle = screen.getByRole('button', { name: 'Select different date' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('Date')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Date')).toHaveValue('2025-03-04');
    expect(screen.getByLabelText('Date')).toHaveAttribute('max', '2025-03-05');
    await userEvent.click(toggle);
    expect(screen.queryByLabelText('Date')).not.toBeInTheDocument();
  });

  it('goes to a whole date only', async () => {
    const onPick = vi.fn();
    render(<DifferentDatePicker date="2025-03-04" today="2025-03-05" onPick={onPick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Select different date' }));
    const input = screen.getByLabelText('Date');
    fireEvent.change(input, { target: { value: '' } });
    expect(onPick).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '2025-02-20' } });
    expect(onPick).toHaveBeenCalledWith('2025-02-20');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DateNavigator } from './DateNavigator';

describe('DateNavigator', () => {
  it('steps a day either way before today', async () => {
    const onGo = vi.fn();
    render(<DateNavigator date="2025-03-03" today="2025-03-05" onGo={onGo} />);
    expect(screen.getByText('Monday')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(onGo).toHaveBeenLastCalledWith('2025-03-02');
    await userEvent.click(screen.getByRole('button', { name: 'Next day' }));
    expect(onGo).toHaveBeenLastCalledWith('2025-03-04');
  });

  it('has no next day on today', () => {
    render(<DateNavigator date="2025-03-05" today="2025-03-05" onGo={vi.fn()} />);
    expect(screen.getByText('Today')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next day' })).not.toBeInTheDocument();
  });
});

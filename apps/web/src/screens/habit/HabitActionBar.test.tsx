import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HabitActionBar } from './HabitActionBar';

describe('HabitActionBar', () => {
  it('waits for the figures before Insights and Log Your Result can be used', () => {
    render(<HabitActionBar color="#3B82F6" ready={false} onInsights={vi.fn()} onLog={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Insights' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Log Your Result' })).toBeDisabled();
  });

  it('opens Insights and logs in the habit colour', async () => {
    const onInsights = vi.fn();
    const onLog = vi.fn();
    render(<HabitActionBar color="#3B82F6" ready onInsights={onInsights} onLog={onLog} />);
    const log = screen.getByRole('button', { name: 'Log Your Result' });
    expect(log).toHaveStyle({ backgroundColor: '#3B82F6' });
    await userEvent.click(screen.getByRole('button', { name: 'Insights' }));
    expect(onInsights).toHaveBeenCalled();
    await userEvent.click(log);
    expect(onLog).toHaveBeenCalled();
  });
});

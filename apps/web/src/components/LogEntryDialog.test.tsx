import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Goal } from '@taper/domain';
import { habit, LEVEL_GOAL } from '../testing/fixtures';
import { LogEntryDialog } from './LogEntryDialog';
import { log, show } from '../testing/logDialogs';

vi.mock('../hooks/habits', async () => (await import('../testing/logDialogs')).habitsHooks);
vi.mock('../hooks/entries', async (original) =>
  (await import('../testing/logDialogs')).entriesHooks(
    await original<typeof import('../hooks/entries')>(),
  ),
);

describe('Log Entry (variant B)', () => {
  beforeEach(() => {
    log.mockReset();
  });

  // First, as it reads no toast: the first dialog a page opens leaves the toasts hidden from
  // assistive technology (Headless UI's first mount), so toasts are read only after it.
  it('navigates dates: next hidden on today, relative labels, date input max today', async () => {
    show(<LogEntryDialog habit={habit()} entries={[]} today="2025-03-05" onClose={vi.fn()} />);
    expect(screen.getByText('Goal today: 4')).toBeInTheDocument();
    expect(screen.getByText('Wednesday')).toBeInTheDocument();
    expect(screen.getByText('Today')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next day' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(screen.getByText('Yesterday')).toBeInTheDocument();
    expect(screen.getByText('Goal on 4 Mar: 4')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(screen.getByText('Monday, March 3')).toBeInTheDocument();
    expect(screen.getByText('Goal on 3 Mar: 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next day' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Select different date' }));
    expect(screen.getByLabelText('Date')).toHaveAttribute('max', '2025-03-05');
  });

  it("refuses an invalid amount with 'Invalid value' / 'Please enter a valid number'", async () => {
    show(<LogEntryDialog habit={habit()} entries={[]} today="2025-03-05" onClose={vi.fn()} />);
    const amount = screen.getByRole('spinbutton', { name: 'amount' });
    expect(amount).toHaveValue('0');
    expect(screen.getByRole('button', { name: 'Decrease amount' })).toBeDisabled();
    await userEvent.clear(amount);
    await userEvent.click(screen.getByRole('button', { name: 'Log Entry' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Invalid value');
    expect(toast).toHaveTextContent('Please enter a valid number');
    expect(log).not.toHaveBeenCalled();
  });

  it.each<[string, Goal, string]>([
    ['level', LEVEL_GOAL, 'Please select a level'],
    [
      'custom_tags',
      {
        goalType: 'custom_tags',
        goalSchedule: 'daily',
        customTags: ['None', 'Some'],
        levelGoal: '1',
      },
      'Please select a custom tag',
    ],
  ])('requires a selection for %s goals', async (_goalType, goal, message) => {
    show(
      <LogEntryDialog habit={habit({ goal })} entries={[]} today="2025-03-05" onClose={vi.fn()} />,
    );
    expect(screen.getByRole('spinbutton')).toHaveAttribute(
      'aria-valuetext',
      goal.goalType === 'level' ? 'Select a level' : 'Select a custom tag',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Log Entry' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Missing selection');
    expect(toast).toHaveTextContent(message);
  });

  it("logs and toasts 'Entry logged successfully' / 'Logged entry for {name}'", async () => {
    log.mockImplementation((_v: unknown, opts: { onSuccess: (outcome: string) => void }) => {
      opts.onSuccess('sent');
    });
    const onClose = vi.fn();
    show(
      <LogEntryDialog
        habit={habit({ goal: LEVEL_GOAL })}
        entries={[]}
        today="2025-03-05"
        onClose={onClose}
      />,
    );
    const spin = screen.getByRole('spinbutton', { name: 'level' });
    expect(spin).toHaveAttribute('aria-valuetext', 'Select a level');
    // Nothing chosen yet: + picks the first level, then steps on.
    await userEvent.click(screen.getByRole('button', { name: 'Increase level' }));
    expect(spin).toHaveAttribute('aria-valuetext', 'None');
    await userEvent.click(screen.getByRole('button', { name: 'Increase level' }));
    await userEvent.click(screen.getByRole('button', { name: 'Increase level' }));
    expect(spin).toHaveAttribute('aria-valuetext', 'Moderate');
    await userEvent.click(screen.getByRole('button', { name: 'Log Entry' }));
    expect(log).toHaveBeenCalledWith(
      { id: 7, date: '2025-03-05', levelValue: 'moderate' },
      expect.anything(),
    );
    expect(await screen.findByText('Entry logged successfully')).toBeInTheDocument();
    expect(screen.getByText('Logged entry for Coffee')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('offline, says the entry is kept on this device and closes', async () => {
    log.mockImplementation((_v: unknown, opts: { onSuccess: (outcome: string) => void }) => {
      opts.onSuccess('queued');
    });
    const onClose = vi.fn();
    show(<LogEntryDialog habit={habit()} entries={[]} today="2025-03-05" onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log Entry' }));
    expect(await screen.findByText('Saved on this device')).toBeInTheDocument();
    expect(screen.getByText('Coffee is sent when you are back online.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it("shows 'Error logging entry' / 'Please try again' on failure", async () => {
    log.mockImplementation((_v: unknown, opts: { onError: (e: unknown) => void }) => {
      opts.onError(new Error('x'));
    });
    show(<LogEntryDialog habit={habit()} entries={[]} today="2025-03-05" onClose={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log Entry' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error logging entry');
    expect(toast).toHaveTextContent('Please try again');
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { habit, LEVEL_GOAL } from '../testing/fixtures';
import { LogEntryDialog } from './LogEntryDialog';
import { LogResultDialog } from './LogResultDialog';
import { askedGoals, clear, log, restore, show } from '../testing/logDialogs';

vi.mock('../hooks/habits', async () => (await import('../testing/logDialogs')).habitsHooks);
vi.mock('../hooks/entries', async (original) =>
  (await import('../testing/logDialogs')).entriesHooks(
    await original<typeof import('../hooks/entries')>(),
  ),
);

describe('Log Result (variant A)', () => {
  beforeEach(() => {
    log.mockReset();
  });

  it('shows the full date and steps a number goal from 0, never below 0', async () => {
    show(
      <LogResultDialog habit={habit()} date="2025-03-03" existing={undefined} onClose={vi.fn()} />,
    );
    expect(screen.getByText('Monday, March 3, 2025')).toBeInTheDocument();
    // The goal in force that day, as the server reads it from the goal history.
    expect(screen.getByText('Goal on 3 Mar: 5')).toBeInTheDocument();
    expect(askedGoals).toContain('7 2025-03-03');
    expect(screen.getByPlaceholderText('Add a note about this entry...')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'amount' })).toHaveValue('0');
    expect(screen.getByRole('button', { name: 'Decrease amount' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Increase amount' }));
    await userEvent.click(screen.getByRole('button', { name: 'Increase amount' }));
    await userEvent.type(
      screen.getByPlaceholderText('Add a note about this entry...'),
      '  tired  ',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save Result' }));
    expect(log).toHaveBeenCalledWith(
      { id: 7, date: '2025-03-03', actualValue: 2, note: 'tired' },
      expect.anything(),
    );
  });

  it('keeps a note over the limit as pasted and says the limit at the field', async () => {
    show(
      <LogResultDialog habit={habit()} date="2025-03-03" existing={undefined} onClose={vi.fn()} />,
    );
    const note = screen.getByPlaceholderText('Add a note about this entry...');
    await userEvent.click(note);
    await userEvent.paste('x'.repeat(1001));
    expect(note).toHaveValue('x'.repeat(1001));
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Note must be at most 1000 characters (now 1001)')).toBeInTheDocument();
  });

  it('steps levels none → high and stops there', async () => {
    show(
      <LogResultDialog
        habit={habit({ goal: LEVEL_GOAL })}
        date="2025-03-03"
        existing={undefined}
        onClose={vi.fn()}
      />,
    );
    const up = screen.getByRole('button', { name: 'Increase level' });
    for (const level of ['Low', 'Moderate', 'High']) {
      await userEvent.click(up);
      expect(screen.getByText(level)).toBeInTheDocument();
    }
    expect(up).toBeDisabled();
  });

  it('logs over the existing entry of the date and toasts the failure text', async () => {
    log.mockImplementation((_v: unknown, opts: { onError: (e: unknown) => void }) => {
      opts.onError(new Error('x'));
    });
    const existing = {
      id: 3,
      habitId: 7,
      date: '2025-03-03',
      performance: 'success',
      actualValue: 1,
      levelValue: null,
      note: null,
    };
    show(
      <LogResultDialog habit={habit()} date="2025-03-03" existing={existing} onClose={vi.fn()} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save Result' }));
    expect(log).toHaveBeenCalledWith(
      { id: 7, date: '2025-03-03', actualValue: 1 },
      expect.anything(),
    );
    expect(await screen.findByText('Failed to save entry. Please try again.')).toBeInTheDocument();
  });
});

describe('Log Result: keyboard and Clear', () => {
  beforeEach(() => {
    log.mockReset();
    clear.mockReset().mockResolvedValue('sent');
    restore.mockReset().mockResolvedValue('sent');
  });

  it('the value is a spinbutton: digits, arrows, PageUp/PageDown by 10, Enter saves', async () => {
    show(
      <LogResultDialog habit={habit()} date="2025-03-03" existing={undefined} onClose={vi.fn()} />,
    );
    const spin = screen.getByRole('spinbutton', { name: 'amount' });
    await userEvent.click(spin);
    await userEvent.keyboard('120');
    expect(spin).toHaveValue('120');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{PageDown}');
    expect(spin).toHaveValue('112');
    expect(spin).toHaveAttribute('aria-valuenow', '112');
    await userEvent.keyboard('{PageUp}{ArrowDown}{Enter}');
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({ date: '2025-03-03', actualValue: 121 }),
      expect.anything(),
    );
  });

  it('levels step by keys too, and Enter saves', async () => {
    show(
      <LogResultDialog
        habit={habit({ goal: LEVEL_GOAL })}
        date="2025-03-03"
        existing={undefined}
        onClose={vi.fn()}
      />,
    );
    const spin = screen.getByRole('spinbutton', { name: 'level' });
    spin.focus();
    await userEvent.keyboard('{PageUp}');
    expect(spin).toHaveAttribute('aria-valuetext', 'High');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({ levelValue: 'moderate' }),
      expect.anything(),
    );
  });

  it('Clear deletes the entry, closes, and Undo logs it again', async () => {
    const onClose = vi.fn();
    const existing = { id: 3, actualValue: 4, levelValue: null, note: 'late' };
    show(
      <LogResultDialog habit={habit()} date="2025-03-03" existing={existing} onClose={onClose} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(clear).toHaveBeenCalledWith({ ...existing, date: '2025-03-03' });
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByText('Entry cleared')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(restore).toHaveBeenCalledWith({ ...existing, date: '2025-03-03' });
    expect(await screen.findByText('Entry restored')).toBeInTheDocument();
  });

  it('offers no Clear without an entry', () => {
    show(
      <LogResultDialog habit={habit()} date="2025-03-03" existing={undefined} onClose={vi.fn()} />,
    );
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  });

  it('Variant B offers Clear for a logged date', async () => {
    const entry = {
      id: 9,
      habitId: 7,
      date: '2025-03-05',
      performance: 'success' as const,
      actualValue: 1,
      levelValue: null,
      note: null,
    };
    show(<LogEntryDialog habit={habit()} entries={[entry]} today="2025-03-05" onClose={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(clear).toHaveBeenCalledWith(entry);
  });
});

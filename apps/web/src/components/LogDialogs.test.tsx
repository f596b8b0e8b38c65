import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Goal } from '@taper/domain';
import { habit, LEVEL_GOAL } from '../testing/fixtures';
import { LogEntryDialog } from './LogEntryDialog';
import { LogResultDialog } from './LogResultDialog';
import { log, restore, show } from '../testing/logDialogs';

vi.mock('../hooks/habits', async () => (await import('../testing/logDialogs')).habitsHooks);
vi.mock('../hooks/entries', async (original) =>
  (await import('../testing/logDialogs')).entriesHooks(
    await original<typeof import('../hooks/entries')>(),
  ),
);

// First, as it reads no toast: the first dialog a page opens leaves the toasts hidden from
// assistive technology (Headless UI's first mount), so toasts are read only after it.
describe('one value control in both Log dialogs', () => {
  beforeEach(() => {
    log.mockReset();
  });

  const dialogs = [
    [
      'Log Coffee (variant B)',
      'Log Entry',
      (goal?: Goal) => (
        <LogEntryDialog
          habit={habit(goal ? { goal } : {})}
          entries={[]}
          today="2025-03-05"
          onClose={vi.fn()}
        />
      ),
    ],
    [
      'Log Your Result (variant A)',
      'Save Result',
      (goal?: Goal) => (
        <LogResultDialog
          habit={habit(goal ? { goal } : {})}
          date="2025-03-05"
          existing={undefined}
          onClose={vi.fn()}
        />
      ),
    ],
  ] as const;

  it.each(dialogs)(
    '%s: an amount is a spinbutton with − and +, typed digits, arrows and PageUp/PageDown',
    async (_name, submit, dialog) => {
      show(dialog());
      const spin = screen.getByRole('spinbutton', { name: 'amount' });
      expect(screen.getByRole('button', { name: 'Decrease amount' })).toBeDisabled();
      await userEvent.click(screen.getByRole('button', { name: 'Increase amount' }));
      expect(spin).toHaveValue('1');
      await userEvent.click(spin);
      await userEvent.keyboard('7{ArrowUp}{PageUp}{ArrowDown}{PageDown}{ArrowUp}');
      expect(spin).toHaveValue('8');
      expect(spin).toHaveAttribute('aria-valuenow', '8');
      // The same note field and the same Skip switch.
      expect(screen.getByPlaceholderText('Add a note about this entry...')).toBeInTheDocument();
      expect(screen.getByRole('switch', { name: 'Skip this day' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: submit }));
      expect(log).toHaveBeenCalledWith(
        expect.objectContaining({ date: '2025-03-05', actualValue: 8 }),
        expect.anything(),
      );
    },
  );

  it.each(dialogs)(
    '%s: a level is the same spinbutton, stepping by keys',
    async (_n, _s, dialog) => {
      show(dialog(LEVEL_GOAL));
      const spin = screen.getByRole('spinbutton', { name: 'level' });
      spin.focus();
      await userEvent.keyboard('{PageUp}');
      expect(spin).toHaveAttribute('aria-valuetext', 'High');
      await userEvent.keyboard('{ArrowDown}');
      expect(spin).toHaveAttribute('aria-valuetext', 'Moderate');
      expect(screen.getByRole('button', { name: 'Increase level' })).toBeEnabled();
    },
  );
});

describe('Saving over a logged day (nothing replaced without Undo)', () => {
  beforeEach(() => {
    log.mockReset();
    restore.mockReset();
    log.mockImplementation((_v: unknown, opts: { onSuccess: (outcome: 'sent') => void }) => {
      opts.onSuccess('sent');
    });
    restore.mockResolvedValue('sent');
  });

  it('Variant A: a skip over a logged 3 offers Undo, which logs the 3 and its note again', async () => {
    const existing = { id: 4, actualValue: 3, levelValue: null, note: 'late' };
    show(
      <LogResultDialog habit={habit()} date="2025-03-03" existing={existing} onClose={vi.fn()} />,
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Skip this day' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Result' }));
    expect(log).toHaveBeenCalledWith(
      { id: 7, date: '2025-03-03', skip: true, note: 'late' },
      expect.anything(),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(restore).toHaveBeenCalledWith({ ...existing, date: '2025-03-03' });
    expect(await screen.findByText('Entry restored')).toBeInTheDocument();
  });

  it('Variant B: a new value over a logged one offers Undo; a first log offers none', async () => {
    const logged = {
      id: 9,
      habitId: 7,
      date: '2025-03-05',
      performance: 'success' as const,
      actualValue: 1,
      levelValue: null,
      note: null,
    };
    const first = show(
      <LogEntryDialog habit={habit()} entries={[]} today="2025-03-05" onClose={vi.fn()} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Log Entry' }));
    expect(await screen.findByText('Entry logged successfully')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    first.unmount();

    show(
      <LogEntryDialog habit={habit()} entries={[logged]} today="2025-03-05" onClose={vi.fn()} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Log Entry' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(restore).toHaveBeenCalledWith(logged);
  });
});

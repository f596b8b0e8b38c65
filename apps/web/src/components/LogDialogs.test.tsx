import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@taper/ui';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Goal } from '@taper/domain';
import { habit, LEVEL_GOAL } from '../testing/fixtures';
import { LogEntryDialog } from './LogEntryDialog';
import { LogResultDialog } from './LogResultDialog';

const log = vi.fn();
/** The server's goal lines (habits.dayGoal): goal 5 until 3 March, 4 from 4 March; today is 5 March. */
const GOAL_LINES: Record<string, string> = {
  '2025-03-03': 'Goal on 3 Mar: 5',
  '2025-03-04': 'Goal on 4 Mar: 4',
  '2025-03-05': 'Goal today: 4',
};
const askedGoals: string[] = [];
vi.mock('../hooks/habits', () => ({
  useDayGoal: (id: number, date: string) => {
    askedGoals.push(`${id} ${date}`);
    const text = GOAL_LINES[date];
    return { data: text === undefined ? undefined : { date, text }, isPlaceholderData: false };
  },
}));
const clear = vi.fn<(entry: unknown) => Promise<string>>();
const restore = vi.fn<(entry: unknown) => Promise<string>>();
vi.mock('../hooks/entries', async (original) => ({
  ...(await original<typeof import('../hooks/entries')>()),
  useLogEntry: () => ({ mutate: log, isPending: false }),
  useClearEntry: () => ({ clear, restore }),
}));

const show = (ui: ReactElement) =>
  render(
    <>
      {ui}
      <Toaster />
    </>,
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

describe('Log Entry (variant B)', () => {
  beforeEach(() => {
    log.mockReset();
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

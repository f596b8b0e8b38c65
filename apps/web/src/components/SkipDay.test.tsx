import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@taper/ui';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { entry, habit, LEVEL_GOAL } from '../testing/fixtures';
import { LogEntryDialog } from './LogEntryDialog';
import { LogResultDialog } from './LogResultDialog';

const log = vi.fn();
vi.mock('../hooks/habits', () => ({ useDayGoal: () => ({ data: undefined }) }));
vi.mock('../hooks/entries', async (original) => ({
  ...(await original<typeof import('../hooks/entries')>()),
  useLogEntry: () => ({ mutate: log, isPending: false }),
  useClearEntry: () => ({ clear: vi.fn(), restore: vi.fn() }),
}));

const show = (ui: ReactElement) =>
  render(
    <>
      {ui}
      <Toaster />
    </>,
  );

describe('Skip this day', () => {
  beforeEach(() => {
    log.mockReset();
  });

  it('Log Result: skipping hides the value and saves a skipped day with its note', async () => {
    show(
      <LogResultDialog habit={habit()} date="2025-03-03" existing={undefined} onClose={vi.fn()} />,
    );
    const skip = screen.getByRole('switch', { name: 'Skip this day' });
    expect(skip).not.toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'amount' })).toBeInTheDocument();
    await userEvent.click(skip);
    expect(skip).toBeChecked();
    expect(screen.queryByRole('spinbutton', { name: 'amount' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText('Add a note about this entry...'), ' flu ');
    await userEvent.click(screen.getByRole('button', { name: 'Save Result' }));
    expect(log).toHaveBeenCalledWith(
      { id: 7, date: '2025-03-03', skip: true, note: 'flu' },
      expect.anything(),
    );
  });

  it('Log Result: a skipped day opens skipped, and can get a value again', async () => {
    const existing = { id: 4, actualValue: null, levelValue: null, note: 'away' };
    show(
      <LogResultDialog
        habit={habit({ goal: LEVEL_GOAL })}
        date="2025-03-03"
        existing={existing}
        onClose={vi.fn()}
      />,
    );
    const skip = screen.getByRole('switch', { name: 'Skip this day' });
    expect(skip).toBeChecked();
    await userEvent.click(skip);
    await userEvent.click(screen.getByRole('button', { name: 'Increase level' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Result' }));
    expect(log).toHaveBeenCalledWith(
      { id: 7, date: '2025-03-03', levelValue: 'low', note: 'away' },
      expect.anything(),
    );
  });

  it('Log Entry: skips the day shown, with no value check, and follows the date', async () => {
    log.mockImplementation((_v: unknown, opts: { onSuccess: (outcome: 'sent') => void }) => {
      opts.onSuccess('sent');
    });
    const entries = [entry('2025-03-04', { performance: 'skipped', actualValue: null })];
    const onClose = vi.fn();
    show(
      <LogEntryDialog
        habit={habit({ goal: LEVEL_GOAL })}
        entries={entries}
        today="2025-03-05"
        onClose={onClose}
      />,
    );
    const skip = screen.getByRole('switch', { name: 'Skip this day' });
    expect(skip).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(screen.getByRole('switch', { name: 'Skip this day' })).toBeChecked();
    expect(screen.queryByRole('spinbutton', { name: 'level' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next day' }));
    expect(screen.getByRole('spinbutton', { name: 'level' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Skip this day' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log Entry' }));
    expect(log).toHaveBeenCalledWith({ id: 7, date: '2025-03-05', skip: true }, expect.anything());
    expect(onClose).toHaveBeenCalled();
  });
});

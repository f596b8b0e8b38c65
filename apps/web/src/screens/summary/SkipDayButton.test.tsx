import { habitStats } from '@taper/domain/rules';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@taper/ui';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { entry, habit } from '../../testing/fixtures';
import { TodayLog } from './TodayLog';

const log = vi.fn();
const restore = vi.fn(() => Promise.resolve('sent' as const));
vi.mock('../../hooks/entries', async (original) => ({
  ...(await original<typeof import('../../hooks/entries')>()),
  useLogEntry: () => ({ mutate: log, isPending: false }),
  useClearEntry: () => ({ clear: vi.fn(), restore }),
}));

const TODAY = '2025-03-15';

function show(entries = [entry('2025-03-14', { performance: 'skipped', actualValue: null })]) {
  const goal = habit();
  const { calendar } = habitStats(goal, entries, { today: TODAY });
  render(
    <>
      <TodayLog habit={goal} today={TODAY} calendar={calendar} />
      <Toaster />
    </>,
  );
}

describe('Skip on a summary card', () => {
  beforeEach(() => {
    log.mockReset();
    restore.mockClear();
  });

  it('one tap skips today, keeping no value, and says so', async () => {
    log.mockImplementation((_v: unknown, opts: { onSuccess: (outcome: 'sent') => void }) => {
      opts.onSuccess('sent');
    });
    show();
    const skip = screen.getByRole('button', { name: 'Skip Coffee today', pressed: false });
    await userEvent.click(skip);
    expect(log).toHaveBeenCalledWith({ id: 7, date: TODAY, skip: true }, expect.anything());
    expect(await screen.findByText('Day skipped')).toBeInTheDocument();
  });

  it('a skipped yesterday reads Skipped and its Skip is pressed', async () => {
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Yesterday', pressed: false }));
    expect(screen.getByText('Skipped')).toBeInTheDocument();
    const skip = screen.getByRole('button', { name: 'Skip Coffee yesterday', pressed: true });
    expect(skip).toHaveAttribute('aria-disabled', 'true');
  });

  it('skipping a logged value says what it replaced, and Undo logs the value again', async () => {
    log.mockImplementation((_v: unknown, opts: { onSuccess: (outcome: 'sent') => void }) => {
      opts.onSuccess('sent');
    });
    show([entry(TODAY, { actualValue: 2, note: 'after lunch' })]);
    expect(screen.getByText('Logged: 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Skip Coffee today' }));
    expect(log).toHaveBeenCalledWith(
      { id: 7, date: TODAY, skip: true, note: 'after lunch' },
      expect.anything(),
    );
    expect(await screen.findByText('Replaced 2 with a skipped day of Coffee')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(restore).toHaveBeenCalledWith(
      expect.objectContaining({
        date: TODAY,
        actualValue: 2,
        levelValue: null,
        note: 'after lunch',
      }),
    );
    expect(await screen.findByText('Entry restored')).toBeInTheDocument();
  });
});

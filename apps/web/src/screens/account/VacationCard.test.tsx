import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { habit } from '../../testing/fixtures';
import { renderScreen } from '../../testing/render';
import { VacationCard } from './VacationCard';

const skip = vi.fn();
vi.mock('../../hooks/skips', () => ({
  useSkipRange: () => ({ mutate: skip, isPending: false }),
}));
vi.mock('../../hooks/habits', () => ({
  useActiveHabits: () => ({
    data: [habit({ id: 1, name: 'Coffee' }), habit({ id: 2, name: 'Wine', color: '#EF4444' })],
  }),
}));

async function setRange(from: string, to: string) {
  await userEvent.clear(screen.getByLabelText('First day'));
  await userEvent.type(screen.getByLabelText('First day'), from);
  await userEvent.clear(screen.getByLabelText('Last day'));
  await userEvent.type(screen.getByLabelText('Last day'), to);
}

describe('Account → Vacation', () => {
  beforeEach(() => {
    skip.mockReset();
    vi.useFakeTimers({ now: new Date('2025-03-15T12:00:00Z'), toFake: ['Date'] });
  });

  it('starts on the last 7 days and skips all habits, saying what was done', async () => {
    skip.mockImplementation((_v: unknown, opts: { onSuccess: (result: unknown) => void }) => {
      opts.onSuccess({ skipped: 13, alreadyLogged: 1, habitIds: [1, 2] });
    });
    renderScreen(<VacationCard />);
    expect(screen.getByRole('heading', { name: 'Vacation' })).toBeInTheDocument();
    expect(screen.getByLabelText('First day')).toHaveValue('2025-03-09');
    expect(screen.getByLabelText('Last day')).toHaveValue('2025-03-15');
    expect(screen.getByLabelText('Last day')).toHaveAttribute('max', '2025-03-15');
    expect(screen.getByRole('radio', { name: 'All habits' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Skip these days' }));
    expect(skip).toHaveBeenCalledWith({ from: '2025-03-09', to: '2025-03-15' }, expect.anything());
    // Said on the card (and in a toast).
    const said = screen
      .getAllByRole('status')
      .map((element) => element.textContent)
      .filter((text) => text === '13 days skipped; 1 already logged day was kept.');
    expect(said.length).toBeGreaterThan(0);
  });

  it('skips only the chosen habits, and asks for one when none is chosen', async () => {
    renderScreen(<VacationCard />);
    await setRange('2025-03-01', '2025-03-02');
    await userEvent.click(screen.getByRole('radio', { name: 'Chosen habits' }));
    await userEvent.click(screen.getByRole('button', { name: 'Skip these days' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one habit.');
    expect(skip).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Wine' }));
    await userEvent.click(screen.getByRole('button', { name: 'Skip these days' }));
    expect(skip).toHaveBeenCalledWith(
      { from: '2025-03-01', to: '2025-03-02', habitIds: [2] },
      expect.anything(),
    );
  });

  it("shows the server's sentence when it refuses the range", async () => {
    skip.mockImplementation((_v: unknown, opts: { onError: (e: unknown) => void }) => {
      opts.onError({ message: 'A vacation can be at most 60 days: choose a shorter range' });
    });
    renderScreen(<VacationCard />);
    await setRange('2025-01-01', '2025-03-15');
    await userEvent.click(screen.getByRole('button', { name: 'Skip these days' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'A vacation can be at most 60 days: choose a shorter range',
    );
  });
});

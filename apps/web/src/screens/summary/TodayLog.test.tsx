import { habitStats } from '@taper/domain/rules';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@taper/ui';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { entry, habit, LEVEL_GOAL } from '../../testing/fixtures';
import { TodayLog } from './TodayLog';

const log = vi.fn();
const clear = vi.fn();
const restore = vi.fn();
vi.mock('../../hooks/entries', () => ({
  useLogEntry: () => ({ mutate: log, isPending: false }),
  useClearEntry: () => ({ clear, restore }),
}));

const TODAY = '2025-03-15';

function show(goal = habit(), entries = [entry('2025-03-14', { actualValue: 3, note: 'late' })]) {
  const { calendar } = habitStats(goal, entries, { today: TODAY });
  render(
    <>
      <TodayLog habit={goal} today={TODAY} calendar={calendar} />
      <Toaster />
    </>,
  );
}

describe('TodayLog (the today board on a summary card)', () => {
  beforeEach(() => {
    log.mockReset();
    clear.mockReset().mockResolvedValue('sent');
    restore.mockReset().mockResolvedValue('sent');
  });

  it('a number is typed and Enter logs today, without a dialog', async () => {
    show();
    expect(screen.getByText('Not logged')).toBeInTheDocument();
    const amount = screen.getByRole('spinbutton', { name: 'Coffee today' });
    await userEvent.click(amount);
    await userEvent.keyboard('4{ArrowUp}{Enter}');
    expect(log).toHaveBeenCalledWith({ id: 7, date: TODAY, actualValue: 5 }, expect.anything());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('yesterday is one tap away and starts from its value, keeping its note', async () => {
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Yesterday', pressed: false }));
    expect(screen.getByText('Logged: 3')).toBeInTheDocument();
    const amount = screen.getByRole('spinbutton', { name: 'Coffee yesterday' });
    expect(amount).toHaveValue('3');
    await userEvent.click(screen.getByRole('button', { name: 'Decrease Coffee' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(log).toHaveBeenCalledWith(
      { id: 7, date: '2025-03-14', actualValue: 2, note: 'late' },
      expect.anything(),
    );
  });

  it('a bad number is refused with the log dialog’s message, nothing sent', async () => {
    show();
    const amount = screen.getByRole('spinbutton', { name: 'Coffee today' });
    await userEvent.clear(amount);
    await userEvent.type(amount, 'abc{Enter}');
    expect(await screen.findByText('Please enter a valid number')).toBeInTheDocument();
    expect(log).not.toHaveBeenCalled();
  });

  it("'+1' saves at once; a burst counts on from itself, and Undo puts the day back", async () => {
    log.mockImplementation((_body: unknown, handlers: { onSuccess: (outcome: string) => void }) => {
      handlers.onSuccess('sent');
    });
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Yesterday', pressed: false }));
    const plusOne = screen.getByRole('button', { name: '+1, Coffee yesterday' });
    await userEvent.click(plusOne);
    await userEvent.click(plusOne);
    await userEvent.click(plusOne);
    expect(log.mock.calls.map(([body]: unknown[]) => body)).toEqual([
      { id: 7, date: '2025-03-14', actualValue: 4, note: 'late' },
      { id: 7, date: '2025-03-14', actualValue: 5, note: 'late' },
      { id: 7, date: '2025-03-14', actualValue: 6, note: 'late' },
    ]);
    const toasts = await screen.findAllByText('Coffee: 6');
    const undo = within(toasts[0]!.closest('li')!).getByRole('button', { name: 'Undo' });
    await userEvent.click(undo);
    expect(restore).toHaveBeenCalledWith(
      expect.objectContaining({ date: '2025-03-14', actualValue: 3, note: 'late' }),
    );
    expect(clear).not.toHaveBeenCalled();
  });

  it("'+1' on a day not logged yet logs 1, and its Undo clears the day", async () => {
    log.mockImplementation((_body: unknown, handlers: { onSuccess: (outcome: string) => void }) => {
      handlers.onSuccess('sent');
    });
    show();
    await userEvent.click(screen.getByRole('button', { name: '+1, Coffee today' }));
    expect(log).toHaveBeenCalledWith({ id: 7, date: TODAY, actualValue: 1 }, expect.anything());
    const toast = await screen.findByText('Coffee: 1');
    await userEvent.click(within(toast.closest('li')!).getByRole('button', { name: 'Undo' }));
    expect(clear).toHaveBeenCalledWith(expect.objectContaining({ date: TODAY }));
    expect(restore).not.toHaveBeenCalled();
  });

  it('levels log with one tap per option', async () => {
    show(habit({ goal: LEVEL_GOAL }), []);
    const options = screen.getByRole('group', { name: 'Coffee today' });
    expect(
      within(options)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['None', 'Low', 'Moderate', 'High']);
    await userEvent.click(within(options).getByRole('button', { name: 'Moderate' }));
    expect(log).toHaveBeenCalledWith(
      { id: 7, date: TODAY, levelValue: 'moderate' },
      expect.anything(),
    );
  });

  it('a card reads in keyboard order: value, Save, Today, Yesterday, Skip', () => {
    show();
    const section = screen.getByRole('region', { name: 'Log Coffee today' });
    const stops = [...section.querySelectorAll<HTMLElement>('input, button')]
      .filter((element) => element.tabIndex >= 0)
      .map((element) => element.getAttribute('aria-label') ?? element.textContent);
    expect(stops).toEqual([
      'Coffee today',
      'Save',
      '+1, Coffee today',
      'Today',
      'Yesterday',
      'Skip Coffee today',
    ]);
  });

  it('Enter logs and moves to the next card’s value; Save and an option keep the focus', async () => {
    const { calendar } = habitStats(habit(), [], { today: TODAY });
    const beer = habit({ id: 8, name: 'Beer' });
    const wine = habit({ id: 9, name: 'Wine', goal: LEVEL_GOAL });
    render(
      <>
        <TodayLog habit={habit()} today={TODAY} calendar={calendar} />
        <TodayLog habit={beer} today={TODAY} calendar={calendar} />
        <TodayLog habit={wine} today={TODAY} calendar={calendar} />
      </>,
    );
    await userEvent.click(screen.getByRole('spinbutton', { name: 'Coffee today' }));
    await userEvent.keyboard('2{Enter}');
    expect(screen.getByRole('spinbutton', { name: 'Beer today' })).toHaveFocus();
    await userEvent.keyboard('3{Enter}');
    const wineOptions = screen.getByRole('group', { name: 'Wine today' });
    expect(within(wineOptions).getByRole('button', { name: 'None' })).toHaveFocus();
    expect(log).toHaveBeenCalledTimes(2);

    const save = within(screen.getByRole('region', { name: 'Log Beer today' })).getByRole(
      'button',
      { name: 'Save' },
    );
    await userEvent.click(save);
    expect(save).toHaveFocus();
    const low = within(wineOptions).getByRole('button', { name: 'Low' });
    await userEvent.click(low);
    expect(low).toHaveFocus();
    expect(log).toHaveBeenCalledTimes(4);
  });
});

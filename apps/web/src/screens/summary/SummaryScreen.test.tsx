import { habitCard, type Entry, type Habit, type Summary } from '@taper/domain';
import { habitStats } from '@taper/domain/rules';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi, type Handlers } from '../../testing/api';
import { entry, habit } from '../../testing/fixtures';
import { browser } from '../../lib/browser';
import { SummaryScreen } from './SummaryScreen';

// The machine is shared and jsdom is slow: give async queries (and the lazy dialog) room.
configure({ asyncUtilTimeout: 5000 });

const TODAY = '2025-03-15'; // a Saturday; March 2025's grid runs from Mon 24 Feb to Sun 6 Apr
const coffee = habit({ id: 7, name: 'Coffee' });
const tea = habit({ id: 8, name: 'Tea', color: '#10B981' });

/** Coffee's entries in the summary's window. */
const coffeeWindow: Entry[] = [
  entry('2025-02-28'),
  entry('2025-03-01'),
  entry('2025-03-10', { performance: 'over', actualValue: 4 }),
  entry('2025-03-12', { performance: 'warning', actualValue: 2 }),
  entry('2025-03-14'),
  entry(TODAY, { note: 'one cup' }),
];
/** The server's streaks, over Coffee's whole history (this month alone would give 2 and 2). */
const coffeeStreaks = { currentStreak: 9, longestStreak: 41, unit: 'day' as const };

/** A summary card as the server makes it: the domain's read model of the habit. */
function cardOf(of: Habit, entries: readonly Entry[], streaks = coffeeStreaks) {
  return { habitId: of.id, ...habitCard(habitStats(of, entries, { today: TODAY })), streaks };
}

function summaryOf(habits: Summary['habits'], unloggedHabitIds: number[] = []): Summary {
  return { today: TODAY, habits, yesterday: { date: '2025-03-14', unloggedHabitIds } };
}

/** A fake API whose answers the tests can change between calls. */
function api({
  habits = [coffee, tea],
  summary = summaryOf([cardOf(coffee, coffeeWindow)]),
  history = coffeeWindow,
}: { habits?: Habit[]; summary?: Summary; history?: Entry[] } = {}) {
  const server = { habits, summary, history };
  const handlers: Handlers = {
    'habits.list': () => server.habits,
    'icons.list': () => [],
    'habits.summary': () => server.summary,
    'entries.listForHabit': () => server.history,
  };
  return { server, handlers };
}

/** 'Current 9' in a card's text (the box's label, then its number). */
function stat(label: string, value: number): RegExp {
  return new RegExp(`${label}\\s*${value}(?!\\d)`);
}

function card(name: string): HTMLElement {
  const heading = screen.getByRole('heading', { name, level: 2 });
  const box = heading.closest<HTMLElement>('div.flex-col');
  if (!box) throw new Error(`No card for ${name}`);
  return box;
}

function cell(name: string, date: string): HTMLElement {
  const grid = within(card(name)).getByRole('table', { name: `${name}, March 2025` });
  const found = grid.querySelector<HTMLElement>(`[data-date="${date}"]`);
  if (!found) throw new Error(`No cell ${date} in ${name}'s grid`);
  return found;
}

describe('Habit Summary (cards from habits.summary)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${TODAY}T12:00:00Z`));
    vi.spyOn(browser, 'timeZone').mockReturnValue('UTC');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("shows the server's streaks, computed over the whole history", async () => {
    const { calls } = renderWithApi(<SummaryScreen />, { handlers: api().handlers });
    await waitFor(() => {
      expect(card('Coffee')).toHaveTextContent(stat('Current', 9));
    });
    expect(card('Coffee')).toHaveTextContent(stat('Record', 41));
    // One summary call; the screen no longer asks for every entry.
    expect(calls.map((c) => c.path)).toContain('habits.summary');
    expect(calls.map((c) => c.path)).not.toContain('entries.listAll');
  });

  it('shows a card for every habit of many, in their order, the first screenful first', async () => {
    const many = Array.from({ length: 9 }, (_, index) =>
      habit({ id: 20 + index, name: `Habit ${String(index + 1)}` }),
    );
    renderWithApi(<SummaryScreen />, {
      handlers: api({ habits: many, summary: summaryOf([]) }).handlers,
    });
    await waitFor(() => {
      expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(9);
    });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      many.map((h) => h.name),
    );
  });

  it("draws each month grid and the MONTHLY box from the server's card", async () => {
    renderWithApi(<SummaryScreen />, { handlers: api().handlers });
    await waitFor(() => {
      expect(cell('Coffee', '2025-03-14')).toHaveAttribute('data-status', 'success');
    });
    expect(cell('Coffee', '2025-03-14')).toHaveAttribute('data-connect-after', 'true');
    expect(cell('Coffee', TODAY)).toHaveAttribute('data-connect-before', 'true');
    expect(cell('Coffee', '2025-03-10')).toHaveAttribute('data-status', 'over');
    expect(cell('Coffee', '2025-03-12')).toHaveAttribute('data-status', 'warning');
    expect(cell('Coffee', '2025-03-13')).toHaveAttribute('data-status', 'none');
    // 28 Feb (a cell of March's grid) joins 1 March across the month edge.
    expect(cell('Coffee', '2025-02-28')).toHaveAttribute('data-status', 'success');
    expect(cell('Coffee', '2025-03-01')).toHaveAttribute('data-connect-before', 'true');
    // This month up to today: 1, 14 and 15 on track; 10 (over) and 12 (warning) missed.
    expect(card('Coffee')).toHaveTextContent(stat('On Track', 3));
    expect(card('Coffee')).toHaveTextContent(stat('Missed', 2));
  });

  it('shows a card without figures for a habit the summary has no card for yet', async () => {
    renderWithApi(<SummaryScreen />, { handlers: api().handlers });
    await waitFor(() => {
      expect(card('Coffee')).toHaveTextContent(stat('Current', 9));
    });
    const teaCard = card('Tea');
    for (const label of ['On Track', 'Missed', 'Current', 'Record']) {
      expect(teaCard).toHaveTextContent(new RegExp(`${label}\\s*–`));
    }
    expect(within(teaCard).getByText('Loading...')).toBeInTheDocument();
    expect(within(teaCard).getByRole('button', { name: 'Log Tea' })).toBeInTheDocument();
    expect(within(teaCard).getByRole('button', { name: 'View Tea' })).toBeInTheDocument();
  });

  it('shows the loading text while the habits load', async () => {
    const { handlers } = api();
    const pending = new Promise<never>(() => undefined);
    renderWithApi(<SummaryScreen />, {
      handlers: { ...handlers, 'habits.list': () => pending, 'habits.summary': () => pending },
    });
    expect(await screen.findByText('Loading habits...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Coffee', level: 2 })).not.toBeInTheDocument();
  });

  it('has an empty state with Create Habit', async () => {
    renderWithApi(<SummaryScreen />, {
      handlers: api({ habits: [], summary: summaryOf([]) }).handlers,
    });
    expect(
      await screen.findByText('No habits to display. Start by creating your first habit.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Habit' })).toBeInTheDocument();
    expect(screen.queryByText('Loading habits...')).not.toBeInTheDocument();
  });

  it('refreshes the summary after an entry is logged from a card', async () => {
    const { server, handlers } = api();
    const logged: unknown[] = [];
    const { calls } = renderWithApi(<SummaryScreen />, {
      handlers: {
        ...handlers,
        'entries.log': (input) => {
          logged.push(input);
          // The server now holds today as over the goal: the streak is broken.
          const over = entry(TODAY, { performance: 'over', actualValue: 3 });
          server.summary = summaryOf([
            cardOf(coffee, [...coffeeWindow.slice(0, -1), over], {
              currentStreak: 0,
              longestStreak: 41,
              unit: 'day',
            }),
          ]);
          return over;
        },
      },
    });
    await waitFor(() => {
      expect(card('Coffee')).toHaveTextContent(stat('Current', 9));
    });
    const summaryCalls = () => calls.filter((c) => c.path === 'habits.summary').length;
    expect(summaryCalls()).toBe(1);

    await userEvent.click(screen.getByRole('button', { name: 'Log Coffee' }));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByRole('spinbutton', { name: 'amount' });
    expect(amount).toHaveValue('1'); // today's logged value
    await userEvent.clear(amount);
    await userEvent.type(amount, '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log Entry' }));

    expect(await screen.findByText('Entry logged successfully')).toBeInTheDocument();
    expect(logged).toEqual([expect.objectContaining({ id: 7, date: TODAY, actualValue: 3 })]);
    await waitFor(() => {
      expect(card('Coffee')).toHaveTextContent(stat('Current', 0));
    });
    expect(summaryCalls()).toBe(2);
    expect(card('Coffee')).toHaveTextContent(stat('Record', 41));
    expect(card('Coffee')).toHaveTextContent(stat('Missed', 3));
    expect(cell('Coffee', TODAY)).toHaveAttribute('data-status', 'over');
  });

  it("opens a card's Log dialog once the entries have come, starting from today's value", async () => {
    const { handlers } = api();
    let answer: (entries: Entry[]) => void = () => undefined;
    const late = new Promise<Entry[]>((resolve) => {
      answer = resolve;
    });
    renderWithApi(<SummaryScreen />, {
      handlers: { ...handlers, 'entries.listForHabit': () => late },
    });
    // The dialog's code is there (as once the user has started using the page).
    await import('../../components/LogEntryDialog');
    const opener = await screen.findByRole('button', { name: 'Log Coffee' });
    await userEvent.click(opener);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    answer(coffeeWindow);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByPlaceholderText('Add a note about this entry...')).toHaveValue(
      'one cup',
    );
  });

  it('starts the Log dialog from a logged day of any month', async () => {
    const old = entry('2025-01-06', { actualValue: 5, note: 'old note' });
    const { calls } = renderWithApi(<SummaryScreen />, {
      handlers: api({ history: [old, ...coffeeWindow] }).handlers,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Log Coffee' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => {
      expect(calls).toContainEqual({ path: 'entries.listForHabit', input: { id: 7 } });
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Select different date' }));
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '2025-01-06' } });
    await waitFor(() => {
      expect(within(dialog).getByRole('spinbutton', { name: 'amount' })).toHaveValue('5');
    });
    expect(within(dialog).getByPlaceholderText('Add a note about this entry...')).toHaveValue(
      'old note',
    );
  });

  it("shows the server's check-in for yesterday, and opens yesterday's Log for the habit", async () => {
    renderWithApi(<SummaryScreen />, {
      handlers: api({ summary: summaryOf([cardOf(coffee, coffeeWindow)], [tea.id]) }).handlers,
    });
    const banner = await screen.findByRole('region', {
      name: "You didn't log yesterday — log it now",
    });
    expect(banner).toHaveTextContent('Still to log for yesterday: Tea');
    await userEvent.click(within(banner).getByRole('button', { name: 'Log yesterday for Tea' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Tea');
    expect(dialog).toHaveTextContent('FridayYesterday');
  });
});

import type { HabitStats, YearMonth } from '@taper/domain';
import { habitStats } from '@taper/domain/rules';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApi, type Handlers } from '../../testing/api';
import { entry, habit } from '../../testing/fixtures';
import { HabitScreen } from './HabitScreen';

configure({ asyncUtilTimeout: 5000 });

// The server's today, on purpose not the test machine's.
const TODAY = '2025-03-15';
const coffee = habit({ id: 7, name: 'Coffee' });
const entries = [
  entry('2025-02-27', { actualValue: 5, performance: 'over' }),
  entry('2025-02-28'),
  entry('2025-03-13', { actualValue: 2, note: 'after lunch' }),
  entry('2025-03-14'),
  entry(TODAY),
];

/** The server's answer: the domain's read model for the month asked. */
function statsFor(input: unknown): HabitStats {
  const { month } = input as { id: number; month?: string };
  const shown: YearMonth | undefined = month
    ? { year: Number(month.slice(0, 4)), month: Number(month.slice(5, 7)) }
    : undefined;
  return habitStats(coffee, entries, { today: TODAY, ...(shown ? { month: shown } : {}) });
}

/** A stat card: its label's card. */
function statCard(label: string): HTMLElement | null | undefined {
  return screen.getByText(label).parentElement?.parentElement;
}

function api(): Handlers {
  return {
    'habits.list': () => [coffee],
    'icons.list': () => [],
    'habits.stats': statsFor,
    'entries.update': (input) => ({ ...entries[2], ...(input as object) }),
  };
}

describe('the habit screen (figures from habits.stats)', () => {
  it('shows the month’s cards, named after it, the streak and the Weekly Summary', async () => {
    renderWithApi(<HabitScreen habitId={7} />, { handlers: api() });
    expect(
      await screen.findByRole('heading', { name: 'March 2025', level: 1 }),
    ).toBeInTheDocument();
    const march = statsFor({ id: 7 });
    expect(statCard('Days on Target')).toHaveTextContent(
      `Days on Target${march.month.daysOnTarget}March 2025`,
    );
    expect(statCard('Success Rate')).toHaveTextContent(
      `Success Rate${march.month.successRate}%March 2025`,
    );
    expect(screen.getByText(march.streaks.tier)).toBeInTheDocument();
    expect(screen.getByText(march.streaks.recordText)).toBeInTheDocument();
    expect(screen.getByText(march.week.weeklyTarget)).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /March 13, 2025/ }).closest('[data-status]'),
    ).toHaveAttribute('data-status', 'success');
  });

  it('asks for the month it moves to, and its cards follow that month', async () => {
    const { calls } = renderWithApi(<HabitScreen habitId={7} />, { handlers: api() });
    await screen.findByRole('heading', { name: 'March 2025', level: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(
      await screen.findByRole('heading', { name: 'February 2025', level: 1 }),
    ).toBeInTheDocument();
    expect(calls).toContainEqual({ path: 'habits.stats', input: { id: 7, month: '2025-02' } });
    const february = statsFor({ id: 7, month: '2025-02' });
    expect(statCard('Success Rate')).toHaveTextContent(
      `Success Rate${february.month.successRate}%February 2025`,
    );
  });

  it('moves a month per click while the month asked for still loads', async () => {
    let answerFebruary: (() => void) | undefined;
    const handlers = api();
    const { calls } = renderWithApi(<HabitScreen habitId={7} />, {
      handlers: {
        ...handlers,
        'habits.stats': (input) => {
          if ((input as { month?: string }).month !== '2025-02') return statsFor(input);
          // February answers only when told: the second click comes while it loads.
          return new Promise((resolve) => {
            answerFebruary = () => {
              resolve(statsFor(input));
            };
          });
        },
      },
    });
    await screen.findByRole('heading', { name: 'March 2025', level: 1 });
    const previous = screen.getByRole('button', { name: 'Previous month' });
    await userEvent.click(previous);
    await waitFor(() => {
      expect(answerFebruary).toBeDefined();
    });
    await userEvent.click(previous);
    expect(
      await screen.findByRole('heading', { name: 'January 2025', level: 1 }),
    ).toBeInTheDocument();
    answerFebruary?.();
    expect(calls).toContainEqual({ path: 'habits.stats', input: { id: 7, month: '2025-01' } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('January 2025');
  });

  it("opens the Log Result dialog on the server's today, and a logged day with its entry", async () => {
    renderWithApi(<HabitScreen habitId={7} />, { handlers: api() });
    await screen.findByRole('heading', { name: 'March 2025', level: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Log Your Result' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Saturday, March 15, 2025');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    await userEvent.click(screen.getByRole('button', { name: /March 13, 2025/ }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('spinbutton', { name: 'amount' })).toHaveValue('2');
    expect(within(dialog).getByPlaceholderText('Add a note about this entry...')).toHaveValue(
      'after lunch',
    );
  });
});

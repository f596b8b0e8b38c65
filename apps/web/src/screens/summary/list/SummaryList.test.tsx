import { habitCard, type Entry, type Habit, type Summary } from '@taper/domain';
import { habitStats } from '@taper/domain/rules';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi, type Handlers } from '../../../testing/api';
import { entry, habit, LEVEL_GOAL } from '../../../testing/fixtures';
import { testUser } from '../../../testing/render';
import { browser } from '../../../lib/browser';
import { SummaryScreen } from '../SummaryScreen';
import { moveSpot } from './spot';

configure({ asyncUtilTimeout: 5000 });

const TODAY = '2025-03-15'; // a Saturday
const coffee = habit({ id: 7, name: 'Coffee' });
const mood = habit({ id: 8, name: 'Mood', goal: LEVEL_GOAL });

function cardOf(of: Habit, entries: readonly Entry[]) {
  return { habitId: of.id, ...habitCard(habitStats(of, entries, { today: TODAY })) };
}

function api(logged: unknown[], preferences: unknown[]): Handlers {
  const summary: Summary = {
    today: TODAY,
    yesterday: { date: '2025-03-14', unloggedHabitIds: [] },
    habits: [
      cardOf(coffee, [entry('2025-03-13', { actualValue: 2 }), entry(TODAY, { actualValue: 1 })]),
      cardOf(mood, []),
    ],
  };
  return {
    'habits.list': () => [coffee, mood],
    'icons.list': () => [],
    'habits.summary': () => summary,
    'entries.listForHabit': () => [],
    'entries.log': (input) => {
      logged.push(input);
      return { ...entry(TODAY), stats: habitStats(coffee, [], { today: TODAY }) };
    },
    'auth.updatePreferences': (input) => {
      preferences.push(input);
      return { ...testUser, ...(input as object) };
    },
  };
}

describe('the summary list', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${TODAY}T12:00:00Z`));
    vi.spyOn(browser, 'timeZone').mockReturnValue('UTC');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows one row per habit with five named days, and the switch saves the view on the user', async () => {
    const logged: unknown[] = [];
    const preferences: unknown[] = [];
    renderWithApi(<SummaryScreen />, { handlers: api(logged, preferences) });
    await userEvent.click(await screen.findByRole('button', { name: 'List' }));
    expect(preferences).toEqual([{ summaryView: 'list' }]);
    const row = await screen.findByRole('group', { name: 'Coffee' });
    const cells = within(row).getAllByRole('button');
    expect(cells).toHaveLength(5);
    expect(cells[4]).toHaveAccessibleName('Coffee, Saturday 15 March: 1, on target');
    expect(cells[2]).toHaveAccessibleName('Coffee, Thursday 13 March: 2, on target');
    expect(cells[0]).toHaveAccessibleName('Coffee, Tuesday 11 March: not logged');
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(row.closest('li')!).getByTestId('today-goal')).toHaveTextContent('≤ 2 today');
  });

  it('adds 1 on a tap, picks the first level on a level day, and moves by arrows', async () => {
    const logged: unknown[] = [];
    renderWithApi(<SummaryScreen />, {
      handlers: api(logged, []),
      user: { ...testUser, summaryView: 'list' },
    });
    const coffeeRow = await screen.findByRole('group', { name: 'Coffee' });
    const today = within(coffeeRow).getByRole('button', { name: /Saturday 15 March/ });
    await userEvent.click(today);
    await waitFor(() => {
      expect(logged).toEqual([expect.objectContaining({ id: 7, date: TODAY, actualValue: 2 })]);
    });
    const moodRow = screen.getByRole('group', { name: 'Mood' });
    await userEvent.click(within(moodRow).getByRole('button', { name: /Saturday 15 March/ }));
    await waitFor(() => {
      expect(logged).toContainEqual(
        expect.objectContaining({ id: 8, date: TODAY, levelValue: 'none' }),
      );
    });
    // One tab stop; arrows move it.
    today.focus();
    fireEvent.keyDown(today, { key: 'ArrowDown' });
    expect(within(moodRow).getByRole('button', { name: /Saturday 15 March/ })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(within(moodRow).getByRole('button', { name: /Friday 14 March/ })).toHaveFocus();
    expect(within(moodRow).getByRole('button', { name: /Friday 14 March/ })).toHaveAttribute(
      'tabindex',
      '0',
    );
    // Enter opens the day's value for typing.
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('moves the focus within the list and stops at its edges', () => {
    expect(moveSpot({ row: 0, col: 4 }, 'ArrowRight', 3, 5)).toEqual({ row: 0, col: 4 });
    expect(moveSpot({ row: 2, col: 1 }, 'ArrowDown', 3, 5)).toEqual({ row: 2, col: 1 });
    expect(moveSpot({ row: 1, col: 3 }, 'Home', 3, 5)).toEqual({ row: 1, col: 0 });
    expect(moveSpot({ row: 1, col: 3 }, 'x', 3, 5)).toBeUndefined();
  });
});

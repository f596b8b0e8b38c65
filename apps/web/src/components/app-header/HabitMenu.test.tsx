import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Habit } from '@taper/domain';
import { describe, expect, it, vi } from 'vitest';
import { habit } from '../../testing/fixtures';
import { renderScreen } from '../../testing/render';
import { HabitMenu } from './HabitMenu';

const coffee = habit();
const tea = habit({ id: 8, name: 'Tea', color: '#10B981' });
let habits: Habit[] = [coffee, tea];
vi.mock('../../hooks/habits', () => ({ useActiveHabits: () => ({ data: habits }) }));
vi.mock('../../hooks/icons', () => ({ useIcons: () => ({ data: [] }) }));

describe('HabitMenu', () => {
  it('names the screen on the summary and marks the summary as the current page', async () => {
    renderScreen(<HabitMenu context={{ kind: 'summary' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Habit Summary, habit menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Habit Summary' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('menuitem', { name: 'Coffee' })).toHaveAttribute('href', '/habit/7');
    expect(screen.getByRole('menuitem', { name: 'Tea' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('menuitem', { name: 'Add New Habit' })).toHaveAttribute(
      'href',
      '/create-habit',
    );
    expect(screen.getByRole('menuitem', { name: 'Manage Habits' })).toHaveAttribute(
      'href',
      '/manage',
    );
  });

  it('names the habit shown and marks it current', async () => {
    renderScreen(<HabitMenu context={{ kind: 'habit', habit: tea }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Tea, habit menu' }));
    const current = await screen.findByRole('menuitem', { name: /^Tea/ });
    expect(current).toHaveTextContent('(current)');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('menuitem', { name: 'Habit Summary' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it("says 'New Habit' while one is created, and lists no habits when there are none", async () => {
    habits = [];
    renderScreen(<HabitMenu context={{ kind: 'new' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'New Habit, habit menu' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Habit Summary',
      'Add New Habit',
      'Manage Habits',
    ]);
    expect(screen.getAllByRole('separator')).toHaveLength(1);
  });
});

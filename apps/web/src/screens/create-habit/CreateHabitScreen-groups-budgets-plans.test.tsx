import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../testing/render';
import { CreateHabitScreen } from './CreateHabitScreen';
import { create, setPlan } from '../../testing/createHabit';

vi.mock('../../hooks/habits', async () => (await import('../../testing/createHabit')).habitsHooks);
vi.mock('../../hooks/push', async () => (await import('../../testing/createHabit')).pushHooks);
vi.mock(
  '../../hooks/templates',
  async () => (await import('../../testing/createHabit')).templatesHooks,
);
vi.mock('../../hooks/icons', async () => (await import('../../testing/createHabit')).iconsHooks);
vi.mock(
  '../../hooks/plan-preview',
  async () => (await import('../../testing/createHabit')).planPreviewHooks,
);
vi.mock('../../hooks/auth', async () => (await import('../../testing/createHabit')).authHooks);
vi.mock('../../hooks/groups', async () => (await import('../../testing/createHabit')).groupsHooks);

describe('Create New Habit', () => {
  beforeEach(() => {
    create.mockReset();
  });

  it("puts the habit in a group with what one unit counts as, and refuses a 'counts as' of 0", async () => {
    renderScreen(<CreateHabitScreen />);
    await userEvent.type(screen.getByPlaceholderText('e.g. Coffee, Screen Time, Alcohol'), 'Beer');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Group' }), 'Alcohol');
    const countsAs = screen.getByRole('textbox', { name: 'Counts as' });
    await userEvent.clear(countsAs);
    await userEvent.type(countsAs, '0');
    expect(screen.getByText('Counts as is more than 0')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create Habit' }));
    expect(create).not.toHaveBeenCalled();
    await userEvent.clear(countsAs);
    await userEvent.type(countsAs, '2.3');
    await userEvent.click(screen.getByRole('button', { name: 'Create Habit' }));
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Beer', groupId: 5, countsAs: 2.3 }),
      expect.anything(),
    );
  });

  it('creates a weekly budget that counts unlogged days as zero', async () => {
    create.mockImplementation(
      (_body: unknown, opts: { onSuccess: (h: { id: number }) => void }) => {
        opts.onSuccess({ id: 43 });
      },
    );
    renderScreen(<CreateHabitScreen />);
    await userEvent.type(
      screen.getByPlaceholderText('e.g. Coffee, Screen Time, Alcohol'),
      'Drinks',
    );
    await userEvent.click(screen.getByRole('radio', { name: /Per week/ }));
    expect(screen.queryByRole('spinbutton', { name: 'Daily Goal' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Weekly Budget' }), '14');
    await userEvent.click(screen.getByRole('radio', { name: /^zero/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Habit' }));
    expect(create).toHaveBeenCalledWith(
      {
        name: 'Drinks',
        color: '#3B82F6',
        icon: 'coffee',
        goalType: 'number',
        goalSchedule: 'weekly_budget',
        budget: 14,
        unloggedDays: 'zero',
      },
      expect.anything(),
    );
  });

  it("asks the baseline in the goal's own period: 'drinks a week' under a weekly budget", async () => {
    create.mockImplementation(
      (_body: unknown, opts: { onSuccess: (h: { id: number }) => void }) => {
        opts.onSuccess({ id: 44 });
      },
    );
    renderScreen(<CreateHabitScreen />);
    await userEvent.type(
      screen.getByPlaceholderText('e.g. Coffee, Screen Time, Alcohol'),
      'Alcohol',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Unit' }), 'drinks');
    expect(screen.getByText('drinks a day')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Per week/ }));
    expect(screen.getByText('drinks a week')).toBeInTheDocument();
    expect(screen.queryByText('drinks a day')).not.toBeInTheDocument();
    expect(screen.getByText(/taken to a week/)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Weekly Budget' }), '14');
    await userEvent.type(screen.getByRole('textbox', { name: 'I used to have' }), '21');
    await userEvent.click(screen.getByRole('button', { name: 'Create Habit' }));
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ goalSchedule: 'weekly_budget', budget: 14, baseline: 21 }),
      expect.anything(),
    );
    await userEvent.click(screen.getByRole('radio', { name: /Per month/ }));
    expect(screen.getByText('drinks a month')).toBeInTheDocument();
  });

  it('offers budgets for number goals only, and goes back to a daily goal', async () => {
    renderScreen(<CreateHabitScreen />);
    await userEvent.click(screen.getByRole('radio', { name: /Per month/ }));
    expect(screen.getByRole('spinbutton', { name: 'Monthly Budget' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /^Range/ }));
    expect(screen.queryByRole('radio', { name: /Per month/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: 'Monthly Budget' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /^Number/ }));
    expect(screen.getByRole('radio', { name: /Per day/ })).toBeChecked();
  });

  it('shows the plan as a staircase and sets it once the habit is created', async () => {
    create.mockImplementation(
      (_body: unknown, opts: { onSuccess: (h: { id: number }) => void }) => {
        opts.onSuccess({ id: 42 });
      },
    );
    setPlan.mockResolvedValue({ id: 42 });
    renderScreen(<CreateHabitScreen />);
    await userEvent.type(screen.getByPlaceholderText('e.g. Coffee, Screen Time, Alcohol'), 'Tea');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Daily Goal' }), '5');
    await userEvent.click(screen.getByRole('switch', { name: 'Step this goal down over time' }));
    // The plan starts from the goal typed, End one below it: never a looser goal.
    expect(screen.getByLabelText('Start at')).toHaveValue(5);
    expect(screen.getByLabelText('End at')).toHaveValue(4);
    const from = screen.getByLabelText('Start date');
    await userEvent.clear(from);
    await userEvent.type(from, '2030-12-01');
    // The plan's own steps (an earlier test's toast may still be in the notifications list).
    expect(
      within(screen.getByRole('list', { name: 'Plan steps' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(screen.getByText('Next: 5 on 1 Dec')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('End at'));
    await userEvent.type(screen.getByLabelText('End at'), '9');
    expect(screen.getByText(/End at must be at or below Start at/)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('End at'));
    await userEvent.type(screen.getByLabelText('End at'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Create Habit' }));
    expect(setPlan).toHaveBeenCalledWith({
      id: 42,
      startGoal: 5,
      endGoal: 3,
      stepBy: 1,
      everyDays: 7,
      startDate: '2030-12-01',
    });
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../testing/render';
import { CreateHabitScreen } from './CreateHabitScreen';
import { create } from '../../testing/createHabit';

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

  it('keeps the button disabled while the name is blank', async () => {
    renderScreen(<CreateHabitScreen />);
    const button = screen.getByRole('button', { name: 'Create Habit' });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByPlaceholderText('e.g. Coffee, Screen Time, Alcohol'), '   ');
    expect(button).toBeDisabled();
    await userEvent.type(
      screen.getByPlaceholderText('e.g. Coffee, Screen Time, Alcohol'),
      'Coffee',
    );
    expect(button).toBeEnabled();
  });

  it('shows the goal fields for the type and schedule chosen', async () => {
    renderScreen(<CreateHabitScreen />);
    expect(screen.getByRole('spinbutton', { name: 'Daily Goal' })).toHaveValue(null); // 0 shows empty
    await userEvent.click(
      screen.getByRole('radio', { name: /^Range \(None\/Low\/Moderate\/High\)/ }),
    );
    expect(screen.getByRole('combobox', { name: 'Level Goal' })).toHaveValue('none');
    expect(screen.queryByText('Custom Tags', { selector: 'h2' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Custom Daily Goals' }));
    for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']) {
      expect(screen.getByLabelText(day)).toBeInTheDocument();
    }
    expect(screen.queryByRole('combobox', { name: 'Level Goal' })).not.toBeInTheDocument();
  });

  it('edits custom tags: two blank to start, up to four, only the last removable, never below two', async () => {
    renderScreen(<CreateHabitScreen />);
    await userEvent.click(screen.getByRole('radio', { name: /^Custom Tags/ }));
    expect(screen.getByLabelText('Tag 1')).toHaveValue('');
    expect(screen.getByLabelText('Tag 2')).toHaveValue('');
    expect(screen.queryByRole('button', { name: /Remove tag/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '+ Add Tag' }));
    await userEvent.click(screen.getByRole('button', { name: '+ Add Tag' }));
    expect(screen.getByLabelText('Tag 4')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '+ Add Tag' })).not.toBeInTheDocument();
    expect(
      screen
        .getAllByRole('button', { name: /Remove tag/ })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Remove tag 4']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove tag 4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove tag 3' }));
    expect(screen.queryByLabelText('Tag 3')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove tag/ })).not.toBeInTheDocument();
    // Goal options: only the non-blank tags.
    await userEvent.type(screen.getByLabelText('Tag 1'), 'None');
    const goal = screen.getByRole('combobox', { name: 'Level Goal' });
    expect(
      within(goal)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a tag', 'None']);
  });

  it('a negative goal or a too-long name is said at the field, kept as typed, and not sent', async () => {
    renderScreen(<CreateHabitScreen />);
    const name = screen.getByPlaceholderText('e.g. Coffee, Screen Time, Alcohol');
    await userEvent.type(name, 'Coffee');
    const goal = screen.getByRole('spinbutton', { name: 'Daily Goal' });
    await userEvent.type(goal, '-5');
    expect(goal).toHaveValue(-5);
    expect(goal).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('A goal cannot be negative: use 0 or more').length).toBeGreaterThan(
      0,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create Habit' }));
    expect(create).not.toHaveBeenCalled();

    await userEvent.clear(goal);
    await userEvent.click(name);
    await userEvent.paste('x'.repeat(120));
    expect(name).toHaveValue(`Coffee${'x'.repeat(120)}`);
    expect(
      screen.getAllByText('Name must be at most 100 characters (now 126)').length,
    ).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Create Habit' }));
    expect(create).not.toHaveBeenCalled();
  });

  it('sends the conditional body and shows the success toast', async () => {
    create.mockImplementation(
      (_body: unknown, opts: { onSuccess: (h: { id: number }) => void }) => {
        opts.onSuccess({ id: 42 });
      },
    );
    renderScreen(<CreateHabitScreen />);
    await userEvent.type(
      screen.getByPlaceholderText('e.g. Coffee, Screen Time, Alcohol'),
      ' Coffee ',
    );
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Daily Goal' }), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Create Habit' }));
    expect(create).toHaveBeenCalledWith(
      {
        name: 'Coffee',
        color: '#3B82F6',
        icon: 'coffee',
        goalType: 'number',
        goalSchedule: 'daily',
        dailyGoal: 3,
      },
      expect.anything(),
    );
    expect(await screen.findByText('Habit created successfully!')).toBeInTheDocument();
  });

  it("shows 'Failed to create habit' on error", async () => {
    create.mockImplementation((_body: unknown, opts: { onError: (e: unknown) => void }) => {
      opts.onError(new Error('x'));
    });
    renderScreen(<CreateHabitScreen />);
    await userEvent.type(
      screen.getByPlaceholderText('e.g. Coffee, Screen Time, Alcohol'),
      'Coffee',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create Habit' }));
    expect(await screen.findByText('Failed to create habit')).toBeInTheDocument();
  });
});

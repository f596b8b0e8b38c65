import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../testing/render';
import { CreateHabitScreen } from './CreateHabitScreen';

const create = vi.fn();
const setPlan = vi.fn();
vi.mock('../../hooks/habits', () => ({
  useCreateHabit: () => ({ mutate: create, isPending: false }),
  useSetPlan: () => ({ mutateAsync: setPlan, isPending: false }),
  useHabits: () => ({ data: [], isLoading: false }),
  useActiveHabits: () => ({ data: [], isLoading: false }),
}));
const subscribe = vi.fn(() => Promise.resolve(true));
let deviceKind = 'off';
vi.mock('../../hooks/push', () => ({
  usePushDevice: () => ({ state: { kind: deviceKind }, subscribe }),
}));
vi.mock('../../hooks/templates', () => ({
  useTemplates: () => ({ data: [], isPending: false, isError: false }),
}));
vi.mock('../../hooks/icons', () => ({ useIcons: () => ({ data: [], isLoading: false }) }));
vi.mock('../../hooks/plan-preview', () => ({ usePlanPreview: () => undefined }));
vi.mock('../../hooks/auth', () => ({ useLogout: () => ({ mutate: vi.fn() }) }));
vi.mock('../../hooks/groups', () => ({
  useGroups: () => ({
    data: [
      {
        id: 5,
        name: 'Alcohol',
        color: null,
        position: 1,
        collapsed: false,
        budget: { period: 'week', limit: 14 },
      },
    ],
  }),
}));

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

  it('sends a reminder at the time and weekdays chosen; turning it on subscribes this device', async () => {
    subscribe.mockClear();
    deviceKind = 'off';
    create.mockImplementation(
      (_body: unknown, opts: { onSuccess: (h: { id: number }) => void }) => {
        opts.onSuccess({ id: 44 });
      },
    );
    renderScreen(<CreateHabitScreen />);
    await userEvent.type(
      screen.getByPlaceholderText('e.g. Coffee, Screen Time, Alcohol'),
      'Coffee',
    );
    expect(screen.queryByLabelText('Time')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Remind me to log' }));
    expect(subscribe).toHaveBeenCalledTimes(1);
    // The switch turns on once this device is subscribed.
    const time = await screen.findByLabelText('Time');
    await userEvent.clear(time);
    await userEvent.type(time, '07:30');
    await userEvent.click(screen.getByRole('button', { name: 'Saturday' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sunday' }));
    expect(screen.getByRole('button', { name: 'Sunday' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Create Habit' }));
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({
        reminders: [
          { time: '07:30', days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] },
        ],
      }),
      expect.anything(),
    );
  });

  it('does not subscribe again a device already on, and refuses a reminder without a day', async () => {
    subscribe.mockClear();
    deviceKind = 'on';
    renderScreen(<CreateHabitScreen />);
    await userEvent.type(
      screen.getByPlaceholderText('e.g. Coffee, Screen Time, Alcohol'),
      'Coffee',
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Remind me to log' }));
    expect(subscribe).not.toHaveBeenCalled();
    expect(screen.getByText('Notifications are on for this device.')).toBeInTheDocument();
    for (const day of [
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ])
      await userEvent.click(screen.getByRole('button', { name: day }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Choose at least one day for the reminder.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create Habit' }));
    expect(create).not.toHaveBeenCalled();
    deviceKind = 'off';
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { habit } from '../../testing/fixtures';
import { renderScreen } from '../../testing/render';
import { HabitSettingsScreen } from './HabitSettingsScreen';

const update = vi.fn();
const setPlan = vi.fn();
const clearPlan = vi.fn();
let storedPlan: object | null = null;
let storedReminders: { time: string; days: ('monday' | 'friday' | 'sunday')[] }[] = [];
let storedDescription: string | null = null;
vi.mock('../../hooks/habits', () => ({
  useHabit: () => ({
    data: habit({
      goal: { goalType: 'number', goalSchedule: 'daily', dailyGoal: 5 },
      reminders: storedReminders,
      reminder: storedReminders[0] ?? null,
      description: storedDescription,
    }),
    isLoading: false,
  }),
  useHabits: () => ({ data: [], isLoading: false }),
  useActiveHabits: () => ({ data: [], isLoading: false }),
  useHabitPlan: () => ({ data: { plan: storedPlan, view: null }, isLoading: false }),
  useUpdateHabit: () => ({ mutate: update, isPending: false }),
  useSetPlan: () => ({ mutateAsync: setPlan, isPending: false }),
  useClearPlan: () => ({ mutateAsync: clearPlan, isPending: false }),
  useDeleteHabit: () => ({ remove: vi.fn(), restore: vi.fn() }),
}));
const subscribe = vi.fn(() => Promise.resolve(true));
const deviceKind = 'off';
vi.mock('../../hooks/push', () => ({
  usePushDevice: () => ({ state: { kind: deviceKind }, subscribe }),
}));
vi.mock('../../hooks/icons', () => ({ useIcons: () => ({ data: [], isLoading: false }) }));
vi.mock('../../hooks/plan-preview', () => ({ usePlanPreview: () => undefined }));
let typeChange: object | undefined;
vi.mock('../../hooks/settings-preview', () => ({
  useSettingsPreview: (_id: number, input: object | undefined) => (input ? typeChange : undefined),
}));
const keptType = { startsAnew: false, setAsideEntries: 0, note: null };
vi.mock('../../hooks/auth', () => ({ useLogout: () => ({ mutate: vi.fn() }) }));
vi.mock('../../hooks/groups', () => ({ useGroups: () => ({ data: [] }) }));

describe('Habit Settings: goal history and the plan', () => {
  beforeEach(() => {
    update.mockReset();
    setPlan.mockReset();
    clearPlan.mockReset();
    storedPlan = null;
    storedDescription = null;
    typeChange = keptType;
    update.mockImplementation(
      (_body: unknown, opts: { onSuccess: (saved: { goalTypeChange: object }) => void }) => {
        opts.onSuccess({ goalTypeChange: typeChange ?? keptType });
      },
    );
  });

  it("shows the habit's description (a Loop habit's question) and saves it as typed; emptied, none", async () => {
    storedDescription = 'How many cups?\n\nOnly  after lunch';
    renderScreen(<HabitSettingsScreen habitId={7} />);
    const field = screen.getByRole('textbox', { name: 'Description' });
    expect(field).toHaveValue('How many cups?\n\nOnly  after lunch');
    await userEvent.clear(field);
    await userEvent.type(field, '  Two  a day');
    await userEvent.click(screen.getAllByRole('button', { name: 'Save Changes' })[0]!);
    expect(update).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 7, description: '  Two  a day' }),
      expect.anything(),
    );
    await userEvent.clear(field);
    await userEvent.click(screen.getAllByRole('button', { name: 'Save Changes' })[0]!);
    expect(update).toHaveBeenLastCalledWith(
      expect.objectContaining({ description: null }),
      expect.anything(),
    );
  });

  it("asks from when a changed goal applies: 'From today' unless told otherwise", async () => {
    renderScreen(<HabitSettingsScreen habitId={7} />);
    expect(screen.queryByRole('radio', { name: /From today/ })).not.toBeInTheDocument();
    const goal = screen.getByRole('spinbutton', { name: 'Daily Goal' });
    await userEvent.clear(goal);
    await userEvent.type(goal, '4');
    expect(screen.getByRole('radio', { name: /From today/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /Also re-judge past days/ }));
    await userEvent.click(screen.getAllByRole('button', { name: 'Save Changes' })[0]!);
    expect(update).toHaveBeenCalledWith(
      expect.objectContaining({ id: 7, dailyGoal: 4, goalEffectiveFrom: 'always' }),
      expect.anything(),
    );
  });

  it('says a goal edit restarts the plan from the new goal today, and leaves the plan to the server', async () => {
    storedPlan = { startGoal: 5, endGoal: 2, stepBy: 1, everyDays: 7, startDate: '2030-01-01' };
    renderScreen(<HabitSettingsScreen habitId={7} />);
    const goal = screen.getByRole('spinbutton', { name: 'Daily Goal' });
    await userEvent.clear(goal);
    await userEvent.type(goal, '4');
    expect(
      screen.getByText(/Saving restarts the taper plan from 4 today, down to 2/),
    ).toBeInTheDocument();
    // The staircase draws the restarted plan before saving: 4 today, then 3 and 2; not the old 5.
    const steps = within(screen.getByRole('list', { name: 'Plan steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringMatching(/^4.*from .*\(Today\)$/),
      expect.stringMatching(/^3.*from /),
      expect.stringMatching(/^2.*from /),
    ]);
    await userEvent.clear(goal);
    await userEvent.type(goal, '1');
    expect(
      screen.getByText('Saving ends the taper plan: the new goal is already at its end (2)'),
    ).toBeInTheDocument();
    // A plan that ends draws no staircase.
    expect(screen.queryByRole('list', { name: 'Plan steps' })).not.toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Save Changes' })[0]!);
    expect(update).toHaveBeenCalledWith(
      expect.objectContaining({ id: 7, dailyGoal: 1 }),
      expect.anything(),
    );
    expect(setPlan).not.toHaveBeenCalled();
    expect(clearPlan).not.toHaveBeenCalled();
  });

  it("starts a new plan from today's goal and asks before raising it", async () => {
    renderScreen(<HabitSettingsScreen habitId={7} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Step this goal down over time' }));
    expect(screen.getByRole('spinbutton', { name: 'Start at' })).toHaveValue(5);
    expect(screen.getByRole('spinbutton', { name: 'End at' })).toHaveValue(4);
    const start = screen.getByRole('spinbutton', { name: 'Start at' });
    await userEvent.clear(start);
    await userEvent.type(start, '7');
    expect(screen.getByText("This raises today's goal from 5 to 7")).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Save Changes' })[0]!);
    expect(update).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Yes, raise it' }));
    await userEvent.click(screen.getAllByRole('button', { name: 'Save Changes' })[0]!);
    expect(setPlan).toHaveBeenCalledWith(expect.objectContaining({ id: 7, startGoal: 7 }));
  });

  it('sends no goalEffectiveFrom for a rename, and clears a plan turned off', async () => {
    storedPlan = { startGoal: 5, endGoal: 2, stepBy: 1, everyDays: 7, startDate: '2030-01-01' };
    renderScreen(<HabitSettingsScreen habitId={7} />);
    const plan = screen.getByRole('switch', { name: 'Step this goal down over time' });
    expect(plan).toBeChecked();
    expect(screen.getByText('Next: 5 on 1 Jan')).toBeInTheDocument();
    await userEvent.click(plan);
    await userEvent.click(screen.getAllByRole('button', { name: 'Save Changes' })[0]!);
    expect(update.mock.calls[0]?.[0]).not.toHaveProperty('goalEffectiveFrom');
    await vi.waitFor(() => {
      expect(clearPlan).toHaveBeenCalledWith({ id: 7 });
    });
    expect(setPlan).not.toHaveBeenCalled();
  });

  it("sends what a day not logged counts as: 'not logged' unless the user picks 'zero'", async () => {
    renderScreen(<HabitSettingsScreen habitId={7} />);
    expect(screen.getByRole('radiogroup', { name: "A day I don't log counts as" })).toBeVisible();
    expect(screen.getByRole('radio', { name: /not logged/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /zero/ }));
    await userEvent.click(screen.getAllByRole('button', { name: 'Save Changes' })[0]!);
    expect(update).toHaveBeenCalledWith(
      expect.objectContaining({ id: 7, unloggedDays: 'zero' }),
      expect.anything(),
    );
  });

  it("shows the habit's reminder, saves a new time, and turning it off sends none", async () => {
    storedReminders = [{ time: '21:00', days: ['monday', 'friday'] }];
    renderScreen(<HabitSettingsScreen habitId={7} />);
    const toggle = screen.getByRole('switch', { name: 'Remind me to log' });
    expect(toggle).toBeChecked();
    expect(screen.getByLabelText('Time')).toHaveValue('21:00');
    expect(screen.getByRole('button', { name: 'Monday' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Tuesday' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const time = screen.getByLabelText('Time');
    await userEvent.clear(time);
    await userEvent.type(time, '20:15');
    await userEvent.click(screen.getAllByRole('button', { name: 'Save Changes' })[0]!);
    expect(update).toHaveBeenLastCalledWith(
      expect.objectContaining({ reminders: [{ time: '20:15', days: ['monday', 'friday'] }] }),
      expect.anything(),
    );
    await userEvent.click(toggle);
    expect(screen.queryByLabelText('Time')).not.toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Save Changes' })[0]!);
    expect(update).toHaveBeenLastCalledWith(
      expect.objectContaining({ reminders: [] }),
      expect.anything(),
    );
    storedReminders = [];
  });

  it('keeps up to three times a day, each with its days; a time is added and removed by keyboard', async () => {
    storedReminders = [
      { time: '08:00', days: ['sunday'] },
      { time: '21:00', days: ['monday', 'friday'] },
    ];
    renderScreen(<HabitSettingsScreen habitId={7} />);
    expect(screen.getByRole('heading', { name: 'Time 1' })).toBeInTheDocument();
    expect(
      screen.getAllByLabelText('Time').map((input) => (input as HTMLInputElement).value),
    ).toEqual(['08:00', '21:00']);
    const add = screen.getByRole('button', { name: 'Add another time' });
    add.focus();
    await userEvent.keyboard('{Enter}');
    // The new time has the focus, the first usual time not taken, on the last one's days.
    const added = screen.getAllByLabelText('Time')[2]!;
    expect(added).toHaveFocus();
    expect(added).toHaveValue('12:00');
    expect(screen.queryByRole('button', { name: 'Add another time' })).not.toBeInTheDocument();
    // The same time twice is refused before saving, with the domain's sentence.
    await userEvent.clear(added);
    await userEvent.type(added, '08:00');
    expect(screen.getByText('Each reminder of a habit has its own time.')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Remove time 3' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Add another time' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Remove time 1' }));
    // One time left: no heading, nothing to remove.
    expect(screen.queryByRole('heading', { name: /^Time/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add another time' }));
    await userEvent.click(screen.getAllByRole('button', { name: 'Save Changes' })[0]!);
    expect(update).toHaveBeenLastCalledWith(
      expect.objectContaining({
        reminders: [
          { time: '08:00', days: ['monday', 'friday'] },
          { time: '21:00', days: ['monday', 'friday'] },
        ],
      }),
      expect.anything(),
    );
    storedReminders = [];
  });

  it('says before saving that a new goal type applies to every day, and what happens to old results', async () => {
    typeChange = {
      startsAnew: true,
      setAsideEntries: 2,
      note: '2 results logged under the old goal type cannot be read by the new one.',
    };
    renderScreen(<HabitSettingsScreen habitId={7} />);
    expect(screen.queryByText(/applies to every day/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Range \(None/ }));
    expect(screen.getByText(/A new goal type applies to every day/)).toBeInTheDocument();
    expect(screen.getAllByText(/2 results logged under the old goal type/).length).toBeGreaterThan(
      0,
    );
    expect(screen.queryByRole('radio', { name: /From today/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Save Changes' })[0]!);
    expect(update).toHaveBeenCalledWith(
      expect.objectContaining({ id: 7, goalType: 'level' }),
      expect.anything(),
    );
    expect(update.mock.calls[0]?.[0]).not.toHaveProperty('goalEffectiveFrom', 'always');
  });
});

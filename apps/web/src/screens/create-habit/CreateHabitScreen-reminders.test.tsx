import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../testing/render';
import { CreateHabitScreen } from './CreateHabitScreen';
import { create, pushDevice, subscribe } from '../../testing/createHabit';

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

  it('sends a reminder at the time and weekdays chosen; turning it on subscribes this device', async () => {
    subscribe.mockClear();
    pushDevice.kind = 'off';
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
    pushDevice.kind = 'on';
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
    pushDevice.kind = 'off';
  });
});

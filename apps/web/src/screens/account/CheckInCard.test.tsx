import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NO_PUSH_DEVICE_MESSAGE } from '@taper/domain';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApi, serverError } from '../../testing/api';
import { testUser } from '../../testing/render';
import { CheckInCard } from './CheckInCard';

const subscribe = vi.fn(() => Promise.resolve(true));
let device: { kind: string; reason?: string } = { kind: 'off' };
vi.mock('../../hooks/push', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../hooks/push')>()),
  usePushDevice: () => ({ state: device, subscribe }),
}));

const calls = (all: { path: string; input: unknown }[], path: string) =>
  all.filter((call) => call.path === path).map((call) => call.input);

describe('Account → Daily check-in', () => {
  it('saves a time and weekdays as the check-in, and turns it off with null', async () => {
    device = { kind: 'on' };
    const { calls: sent } = renderWithApi(<CheckInCard />, {
      handlers: {
        'auth.updatePreferences': (input) => ({ ...testUser, ...(input as object) }),
      },
    });
    const toggle = screen.getByRole('switch', { name: 'Daily check-in' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(subscribe).not.toHaveBeenCalled();
    const time = screen.getByLabelText('Time');
    await userEvent.clear(time);
    await userEvent.type(time, '20:30');
    await userEvent.click(screen.getByRole('button', { name: 'Saturday' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sunday' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save check-in' }));
    expect(await screen.findByText('Check-in saved.')).toBeInTheDocument();
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'Save check-in' }));
    await waitFor(() => {
      expect(calls(sent, 'auth.updatePreferences')).toHaveLength(2);
    });
    expect(calls(sent, 'auth.updatePreferences')).toEqual([
      {
        checkIn: {
          time: '20:30',
          days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
        },
      },
      { checkIn: null },
    ]);
  });

  it('sends a test notification and says to how many devices', async () => {
    device = { kind: 'on' };
    renderWithApi(<CheckInCard />, {
      handlers: { 'push.test': () => ({ sent: 2, removed: 0 }) },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send a test notification' }));
    expect(
      await screen.findByText('Sent to 2 devices: they should appear in a moment.'),
    ).toBeInTheDocument();
  });

  it("says the server's reason when no device can take a test notification", async () => {
    device = { kind: 'off' };
    renderWithApi(<CheckInCard />, {
      handlers: {
        'push.test': () => {
          throw serverError(NO_PUSH_DEVICE_MESSAGE, 'BAD_REQUEST', 400);
        },
      },
    });
    expect(screen.getByText('This device does not show notifications yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send a test notification' }));
    expect(await screen.findByText(NO_PUSH_DEVICE_MESSAGE)).toBeInTheDocument();
  });

  it('says plainly why this device cannot show notifications, and offers no button then', () => {
    device = { kind: 'problem', reason: 'denied' };
    renderWithApi(<CheckInCard />, { handlers: {} });
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Notifications are blocked for this site — allow them in your browser's site settings, then switch the reminder on again.",
    );
    expect(
      screen.queryByRole('button', { name: 'Turn on notifications on this device' }),
    ).not.toBeInTheDocument();
  });

  it('turns notifications on for this device from the button', async () => {
    subscribe.mockClear();
    device = { kind: 'off' };
    renderWithApi(<CheckInCard />, { handlers: {} });
    await userEvent.click(
      screen.getByRole('button', { name: 'Turn on notifications on this device' }),
    );
    expect(subscribe).toHaveBeenCalledTimes(1);
  });
});

/**
 * The reminder switches (a habit's and the daily check-in) with the browser's own Notification
 * and Push API stubbed: a reminder turns on only once this device can receive it.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reminderFormToInput, reminderToForm } from '../../forms/reminderForm';
import { CheckInCard } from '../../screens/account/CheckInCard';
import { renderWithApi } from '../../testing/api';
import { ReminderSection } from './ReminderSection';

const KEY = 'BPk1EJ6yZzU2ZmI2MzQ4OWNlZGY0NjI4ZTIzZGVkNmM4YzYwNTY3ZTRlMjRiYTk4ZGE4NzNjZmFlNzQ4Yjc';
const SUBSCRIPTION = {
  endpoint: 'https://push.example/device',
  keys: { p256dh: 'p256', auth: 'auth' },
};
const BLOCKED =
  "Notifications are blocked for this site — allow them in your browser's site settings, then switch the reminder on again.";

/** A browser with the Push API whose permission is `permission`; asking ends in `answer`. */
function browser(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const requestPermission = vi.fn(() => Promise.resolve(answer));
  const subscribe = vi.fn(() => Promise.resolve({ toJSON: () => SUBSCRIPTION }));
  const registration = { pushManager: { getSubscription: () => Promise.resolve(null), subscribe } };
  vi.stubGlobal('isSecureContext', true);
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { permission, requestPermission });
  Object.defineProperty(navigator, 'serviceWorker', {
    value: {
      ready: Promise.resolve(registration),
      getRegistration: () => Promise.resolve(registration),
    },
    configurable: true,
  });
  return { requestPermission, subscribe };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

/** A habit form's Reminder row, showing what the form would save. */
function HabitReminder() {
  const [value, setValue] = useState(() => reminderToForm(null));
  return (
    <>
      <ReminderSection value={value} onChange={setValue} />
      <output aria-label="saved reminder">{JSON.stringify(reminderFormToInput(value))}</output>
    </>
  );
}

const pushHandlers = (subscribed: unknown[]) => ({
  'push.key': () => ({ publicKey: KEY }),
  'push.subscribe': (input: unknown) => {
    subscribed.push(input);
    return { success: true as const };
  },
  'push.devices': () => [],
});

describe('a reminder switch on a device that cannot receive it', () => {
  it('with notifications blocked, the check-in stays off, says how to fix it and saves no check-in', async () => {
    const stubbed = browser('denied');
    const subscribed: unknown[] = [];
    const { calls } = renderWithApi(<CheckInCard />, {
      handlers: {
        ...pushHandlers(subscribed),
        'auth.updatePreferences': (input) => input,
      },
    });
    const toggle = screen.getByRole('switch', { name: 'Daily check-in' });
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent(BLOCKED);
    expect(screen.queryByLabelText('Time')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save check-in' }));
    await waitFor(() => {
      expect(calls.filter((call) => call.path === 'auth.updatePreferences')).toHaveLength(1);
    });
    expect(calls.find((call) => call.path === 'auth.updatePreferences')?.input).toEqual({
      checkIn: null,
    });
    expect(stubbed.requestPermission).not.toHaveBeenCalled();
    expect(subscribed).toEqual([]);
  });

  it("with the prompt refused, a habit's reminder stays off and the form holds none", async () => {
    const stubbed = browser('default', 'denied');
    renderWithApi(<HabitReminder />, { handlers: pushHandlers([]) });
    const toggle = screen.getByRole('switch', { name: 'Remind me to log' });
    await userEvent.click(toggle);
    expect(stubbed.requestPermission).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('alert')).toHaveTextContent(BLOCKED);
    expect(toggle).not.toBeChecked();
    expect(screen.getByRole('status', { name: 'saved reminder' })).toHaveTextContent('null');
  });

  it('on an iPhone outside a Home Screen app, says to add Taper there first', async () => {
    browser('default');
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    );
    renderWithApi(<HabitReminder />, { handlers: pushHandlers([]) });
    const toggle = screen.getByRole('switch', { name: 'Remind me to log' });
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent('Add Taper to your Home Screen first');
    vi.restoreAllMocks();
  });

  it('asks when the browser has not been asked, and turns on once this device is subscribed', async () => {
    const stubbed = browser('default', 'granted');
    const subscribed: unknown[] = [];
    renderWithApi(<HabitReminder />, { handlers: pushHandlers(subscribed) });
    const toggle = screen.getByRole('switch', { name: 'Remind me to log' });
    await userEvent.click(toggle);
    await waitFor(() => {
      expect(toggle).toBeChecked();
    });
    expect(stubbed.requestPermission).toHaveBeenCalledTimes(1);
    expect(subscribed).toEqual([SUBSCRIPTION]);
    expect(screen.getByRole('status', { name: 'saved reminder' })).not.toHaveTextContent('null');
  });
});

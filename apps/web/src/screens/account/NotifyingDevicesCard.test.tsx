import { createHash } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PushDevice } from '@taper/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi, serverError } from '../../testing/api';
import { NotifyingDevicesCard } from './NotifyingDevicesCard';

const HERE = 'https://push.example/this-browser';
const sha = (text: string) => createHash('sha256').update(text).digest('hex');

const PHONE: PushDevice = {
  id: 4,
  origin: 'https://fcm.googleapis.com',
  createdAt: '2025-03-01T08:00:00.000Z',
  lastSentAt: null,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  endpointHash: sha('https://fcm.googleapis.com/fcm/send/phone'),
};
const LAPTOP: PushDevice = {
  id: 9,
  origin: 'https://updates.push.services.mozilla.com',
  createdAt: '2025-03-10T19:12:00.000Z',
  lastSentAt: null,
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  endpointHash: sha(HERE),
};

/** This browser, subscribed at HERE. */
function thisBrowser() {
  const unsubscribe = vi.fn(() => Promise.resolve(true));
  const registration = {
    pushManager: { getSubscription: () => Promise.resolve({ endpoint: HERE, unsubscribe }) },
  };
  vi.stubGlobal('isSecureContext', true);
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { permission: 'granted' });
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { getRegistration: () => Promise.resolve(registration) },
    configurable: true,
  });
  return { unsubscribe };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

function api(devices: PushDevice[]) {
  const server = { devices };
  return {
    server,
    handlers: {
      'push.devices': () => server.devices,
      'push.removeDevice': (input: unknown) => {
        const { id } = input as { id: number };
        if (!server.devices.some((device) => device.id === id))
          throw serverError('No such subscription of yours', 'NOT_FOUND', 404);
        server.devices = server.devices.filter((device) => device.id !== id);
        return { success: true as const };
      },
    },
  };
}

describe('Account → Devices that receive notifications', () => {
  it('lists each device by name and date, this one first and marked', async () => {
    thisBrowser();
    renderWithApi(<NotifyingDevicesCard />, { handlers: api([PHONE, LAPTOP]).handlers });
    const list = await screen.findByRole('list', { name: 'Devices that receive notifications' });
    await waitFor(() => {
      expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('This device');
    });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Firefox on Windows');
    expect(first).toHaveTextContent(/^.*Added .*2025/);
    expect(second).toHaveTextContent('Chrome on Android');
    expect(second).not.toHaveTextContent('This device');
    expect(within(first as HTMLElement).getByRole('button')).toHaveTextContent(
      'Stop on this device',
    );
    expect(within(second as HTMLElement).getByRole('button')).toHaveTextContent('Stop');
  });

  it("'Stop on this device' deletes it on the server and ends this browser's subscription", async () => {
    const browser = thisBrowser();
    const { handlers, server } = api([PHONE, LAPTOP]);
    const { calls } = renderWithApi(<NotifyingDevicesCard />, { handlers });
    await userEvent.click(await screen.findByRole('button', { name: 'Stop on this device' }));
    await waitFor(() => {
      expect(browser.unsubscribe).toHaveBeenCalledTimes(1);
    });
    expect(calls.filter((call) => call.path === 'push.removeDevice').map((c) => c.input)).toEqual([
      { id: LAPTOP.id },
    ]);
    expect(server.devices).toEqual([PHONE]);
    await waitFor(() => {
      expect(screen.queryByText('Firefox on Windows')).not.toBeInTheDocument();
    });
  });

  it("'Stop' on another device deletes it on the server only", async () => {
    const browser = thisBrowser();
    const { handlers, server } = api([PHONE, LAPTOP]);
    renderWithApi(<NotifyingDevicesCard />, { handlers });
    await userEvent.click(
      await screen.findByRole('button', { name: /^Stop notifications on Chrome on Android/ }),
    );
    await waitFor(() => {
      expect(server.devices).toEqual([LAPTOP]);
    });
    expect(browser.unsubscribe).not.toHaveBeenCalled();
    expect(await screen.findByText('Notifications stopped')).toBeInTheDocument();
  });

  it('says when no device receives notifications', async () => {
    thisBrowser();
    renderWithApi(<NotifyingDevicesCard />, { handlers: api([]).handlers });
    expect(
      await screen.findByText(/No device receives your notifications yet/),
    ).toBeInTheDocument();
  });
});

/**
 * Notifications on this device (its push subscription, kept on the server), the daily check-in
 * and the test notification. usePushDevice is the one check of what this device can receive: the
 * habit reminder's switch and the daily check-in's both ask it before they turn on.
 */
import { useCallback, useEffect, useState } from 'react';
import {
  currentSubscription,
  endThisDeviceSubscription,
  pushUnavailable,
  subscribeDevice,
  thisDeviceHash,
  type SubscribeOutcome,
} from '../lib/push-device';
import { trpc } from '../lib/trpc';

/** Where this device stands: checking, on, off (can be turned on), or why it cannot. */
export type DeviceState =
  | { kind: 'checking' }
  | { kind: 'on' }
  | { kind: 'off' }
  | { kind: 'subscribing' }
  | { kind: 'problem'; reason: Exclude<SubscribeOutcome, { ok: true }>['reason']; detail?: string };

export interface PushDevice {
  state: DeviceState;
  /**
   * Turns notifications on for this device: call it inside the user's click. It asks for the
   * permission when the browser has not been asked yet, and is true only once the server keeps
   * this device's subscription; otherwise `state` says why.
   */
  subscribe: () => Promise<boolean>;
}

/** Said on the window when this device's subscription ends elsewhere on the page (Account's Stop). */
export const PUSH_DEVICE_CHANGED = 'taper:push-device-changed';

export function usePushDevice(): PushDevice {
  const utils = trpc.useUtils();
  const [state, setState] = useState<DeviceState>(() => {
    const unavailable = pushUnavailable();
    return unavailable ? { kind: 'problem', reason: unavailable } : { kind: 'checking' };
  });

  useEffect(() => {
    const recheck = () => {
      const unavailable = pushUnavailable();
      setState(unavailable ? { kind: 'problem', reason: unavailable } : { kind: 'checking' });
    };
    window.addEventListener(PUSH_DEVICE_CHANGED, recheck);
    return () => {
      window.removeEventListener(PUSH_DEVICE_CHANGED, recheck);
    };
  }, []);

  useEffect(() => {
    if (state.kind !== 'checking') return;
    let live = true;
    currentSubscription().then(
      (subscription) => {
        if (live) setState({ kind: subscription ? 'on' : 'off' });
      },
      () => {
        if (live) setState({ kind: 'off' });
      },
    );
    return () => {
      live = false;
    };
  }, [state.kind]);

  const subscribe = useCallback(async () => {
    // No state change before the prompt: the permission request stays inside the click.
    const outcome = subscribeDevice(
      async () => (await utils.client.push.key.query()).publicKey,
      (json) =>
        utils.client.push.subscribe.mutate({
          endpoint: json.endpoint ?? '',
          keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
        }),
    );
    setState({ kind: 'subscribing' });
    const result = await outcome;
    if (result.ok) void utils.push.devices.invalidate();
    setState(
      result.ok
        ? { kind: 'on' }
        : {
            kind: 'problem',
            reason: result.reason,
            ...(result.detail ? { detail: result.detail } : {}),
          },
    );
    return result.ok;
  }, [utils]);

  return { state, subscribe };
}

/** GET /api/push/subscriptions: the user's devices that receive notifications. */
export function usePushDevices() {
  return trpc.push.devices.useQuery();
}

/**
 * 'Stop' on a listed device: the server forgets it (DELETE /api/push/subscriptions/{id}); when it
 * is this device, this browser's subscription ends too and the page's switches check again.
 */
export function useStopPushDevice() {
  const utils = trpc.useUtils();
  return trpc.push.removeDevice.useMutation({
    onSuccess: async (_answer, input) => {
      const stopped = utils.push.devices.getData()?.find((device) => device.id === input.id);
      if (stopped && stopped.endpointHash === (await thisDeviceHash())) {
        await endThisDeviceSubscription();
        window.dispatchEvent(new Event(PUSH_DEVICE_CHANGED));
      }
      await utils.push.devices.invalidate();
    },
  });
}

/** This device's endpoint hash, to mark it in the list (undefined when it has no subscription). */
export function useThisDeviceHash(devices: readonly unknown[] | undefined) {
  const [hash, setHash] = useState<string | undefined>();
  useEffect(() => {
    let live = true;
    thisDeviceHash().then(
      (value) => {
        if (live) setHash(value);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [devices]);
  return hash;
}

export function useSendTestNotification() {
  return trpc.push.test.useMutation();
}

/** PUT /api/auth/user { checkIn }: the answer is the signed-in user, shown at once. */
export function useUpdateCheckIn() {
  const utils = trpc.useUtils();
  return trpc.auth.updatePreferences.useMutation({
    onSuccess: (user) => {
      utils.auth.me.setData(undefined, user);
    },
  });
}

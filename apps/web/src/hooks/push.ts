/**
 * Notifications on this device (its push subscription, kept on the server), the daily check-in
 * and the test notification.
 */
import { useCallback, useEffect, useState } from 'react';
import {
  currentSubscription,
  pushUnavailable,
  subscribeDevice,
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
  /** Turns notifications on for this device: call it inside the user's click. */
  subscribe: () => Promise<boolean>;
}

export function usePushDevice(): PushDevice {
  const utils = trpc.useUtils();
  const [state, setState] = useState<DeviceState>(() => {
    const unavailable = pushUnavailable();
    return unavailable ? { kind: 'problem', reason: unavailable } : { kind: 'checking' };
  });

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

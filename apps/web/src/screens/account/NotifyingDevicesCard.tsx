import type { PushDevice } from '@taper/domain';
import { Button, SectionCard, toast } from '@taper/ui';
import { usePushDevices, useStopPushDevice, useThisDeviceHash } from '../../hooks/push';
import { dateTime } from '../../lib/dates';
import { failureToast } from '../../lib/errors';
import { readableUserAgent } from '../../lib/user-agent';
import { DeviceListItem } from './DeviceListItem';
import { QueryState } from './QueryState';
import { NOTIFY_DEVICES_TEXTS as T } from './security-messages';

/**
 * Account → Devices that receive notifications: the user's push subscriptions, this device marked
 * and first, each with its own Stop ('Stop on this device' also ends this browser's subscription).
 */
export function NotifyingDevicesCard() {
  const devices = usePushDevices();
  const thisHash = useThisDeviceHash(devices.data);
  return (
    <SectionCard title={T.title} description={T.body}>
      <QueryState query={devices} loading={T.loading} failed={T.loadFailed} retry={T.tryAgain}>
        {(list) =>
          list.length === 0 ? (
            <p className="text-sm text-slate-700 dark:text-slate-300">{T.none}</p>
          ) : (
            <ul
              aria-label={T.listLabel}
              className="divide-y divide-slate-200 dark:divide-slate-700"
            >
              {[
                ...list.filter((device) => device.endpointHash === thisHash),
                ...list.filter((device) => device.endpointHash !== thisHash),
              ].map((device) => (
                <NotifyingDeviceRow
                  key={device.id}
                  device={device}
                  current={device.endpointHash === thisHash}
                />
              ))}
            </ul>
          )
        }
      </QueryState>
    </SectionCard>
  );
}

function NotifyingDeviceRow({ device, current }: { device: PushDevice; current: boolean }) {
  const stop = useStopPushDevice();
  const name = readableUserAgent(device.userAgent, T.unknownDevice);
  const added = dateTime(device.createdAt);
  return (
    <DeviceListItem
      name={name}
      thisDevice={current}
      thisDeviceLabel={T.thisDevice}
      detail={T.added(added)}
      action={
        <Button
          size="sm"
          variant="outline"
          aria-label={current ? T.stopHere : T.stopLabel(name, added)}
          pending={stop.isPending}
          onClick={() => {
            stop.mutate(
              { id: device.id },
              {
                onSuccess: () => {
                  toast(T.stopped);
                },
                onError: (error) => {
                  failureToast(error, T.stopFailed);
                },
              },
            );
          }}
        >
          {stop.isPending ? T.stopping : current ? T.stopHere : T.stop}
        </Button>
      }
    />
  );
}

import { Badge } from '@taper/ui';
import type { ReactNode } from 'react';

/**
 * One device of an Account list (signed-in devices, devices that receive notifications): its
 * name, 'This device' when it is, a line about it, and its action at the end.
 */
export function DeviceListItem({
  name,
  thisDevice,
  thisDeviceLabel,
  detail,
  action,
}: {
  name: string;
  thisDevice: boolean;
  thisDeviceLabel: string;
  detail: ReactNode;
  action?: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span>{name}</span>
          {thisDevice && <Badge tone="teal">{thisDeviceLabel}</Badge>}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-300">{detail}</p>
      </div>
      {action}
    </li>
  );
}

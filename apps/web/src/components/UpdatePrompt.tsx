import { Button } from '@taper/ui';
import { applyUpdate, useUpdateAvailable } from '../lib/service-worker';
import { OFFLINE_TEXTS } from '../messages';

/** A bar at the bottom of every screen once a new version has installed: Reload switches to it. */
export function UpdatePrompt() {
  const available = useUpdateAvailable();
  if (!available) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md items-center justify-between gap-3 rounded-lg bg-slate-900 px-4 py-3 text-sm text-white shadow-lg dark:bg-slate-100 dark:text-slate-900"
    >
      <span>{OFFLINE_TEXTS.updateAvailable}</span>
      <Button size="sm" onClick={applyUpdate}>
        {OFFLINE_TEXTS.reload}
      </Button>
    </div>
  );
}

import { Button } from '@taper/ui';
import { applyUpdate, useUpdateAvailable } from '../lib/service-worker';
import { OFFLINE_TEXTS } from '../messages';

/**
 * A banner under the header once a new version has installed: Reload switches to it. In the page's
 * flow, so it never covers an action or the focused control at any width.
 */
export function UpdatePrompt() {
  const available = useUpdateAvailable();
  if (!available) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 border-b border-slate-700 bg-slate-900 px-4 py-2 text-sm text-white dark:border-slate-300 dark:bg-slate-100 dark:text-slate-900"
    >
      <span>{OFFLINE_TEXTS.updateAvailable}</span>
      <Button size="sm" onClick={applyUpdate}>
        {OFFLINE_TEXTS.reload}
      </Button>
    </div>
  );
}

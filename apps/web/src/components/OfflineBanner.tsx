import { useOnline } from '../lib/online';
import { OFFLINE_TEXTS } from '../messages';

/** Under the header while the browser is offline: what is shown is what was saved. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div
      role="status"
      className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm font-medium text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      {OFFLINE_TEXTS.offlineBanner}
    </div>
  );
}

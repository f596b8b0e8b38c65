import { LoadingScreen } from '@taper/ui';
import { Link } from '../lib/router';
import { useOnline } from '../lib/online';
import { OFFLINE_TEXTS } from '../messages';

/**
 * What shows while a screen's data loads. Offline, a query with nothing saved waits (paused) until
 * the device is back online, so instead of 'Loading...' forever it says the data is not available
 * offline yet, and (with `back`) offers the way back to the summary. It loads by itself once online.
 */
export function Loading({
  label,
  fullScreen = false,
  back = true,
}: {
  label: string;
  fullScreen?: boolean;
  back?: boolean;
}) {
  const online = useOnline();
  if (online) return <LoadingScreen label={label} fullScreen={fullScreen} />;
  return (
    <div
      role="status"
      className={
        fullScreen
          ? 'flex min-h-dvh flex-col items-center justify-center gap-2 bg-slate-50 px-4 text-center dark:bg-slate-950'
          : 'flex flex-col items-center gap-2 px-4 py-10 text-center'
      }
    >
      <p className="font-semibold text-slate-900 dark:text-slate-100">
        {OFFLINE_TEXTS.notAvailableOffline}
      </p>
      <p className="max-w-sm text-sm text-slate-700 dark:text-slate-300">
        {OFFLINE_TEXTS.notAvailableOfflineBody}
      </p>
      {back && (
        <Link
          to="/"
          className="mt-1 inline-flex h-10 items-center gap-1 rounded-md px-3 text-sm font-medium text-brand underline-offset-4 hover:underline dark:text-teal-300"
        >
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            ←
          </span>{' '}
          {OFFLINE_TEXTS.backToSummary}
        </Link>
      )}
    </div>
  );
}

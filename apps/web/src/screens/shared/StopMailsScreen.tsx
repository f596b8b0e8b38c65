import { Button, Card } from '@taper/ui';
import { useStopShareMails } from '../../hooks/shares';
import { usePageTitle } from '../../lib/page-title';
import { Shell } from './SharedScreen';
import { SHARED_TEXTS as T } from './messages';

/**
 * `/s/stop/{token}`: the weekly mail's link that stops the mails, without sign-in. Opening it
 * changes nothing (mail scanners open links); the button does.
 */
export function StopMailsScreen({ token }: { token: string }) {
  const stop = useStopShareMails();
  usePageTitle(T.stopTitle);
  return (
    <Shell>
      <Card className="grid gap-3 p-6">
        <h1 className="text-xl font-bold">{T.stopTitle}</h1>
        {stop.isSuccess ? (
          <p role="status" className="text-slate-800 dark:text-slate-200">
            {T.stopped}
          </p>
        ) : (
          <>
            <p className="text-slate-700 dark:text-slate-300">{T.stopBody}</p>
            <div>
              <Button
                pending={stop.isPending}
                onClick={() => {
                  stop.mutate({ token });
                }}
              >
                {stop.isPending ? T.stopping : T.stop}
              </Button>
            </div>
            {stop.isError && (
              <p role="alert" className="text-sm text-red-700 dark:text-red-400">
                {T.stopFailed}
              </p>
            )}
          </>
        )}
      </Card>
    </Shell>
  );
}

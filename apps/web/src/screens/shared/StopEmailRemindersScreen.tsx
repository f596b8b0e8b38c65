import { Button, Card } from '@taper/ui';
import { useStopEmailReminders } from '../../hooks/email-reminder';
import { serverMessage } from '../../lib/errors';
import { usePageTitle } from '../../lib/page-title';
import { Shell } from './SharedScreen';
import { EMAIL_STOP_TEXTS as T } from './messages';

/**
 * `/reminders/stop/{token}`: an email reminder's link that turns the reminders off, without
 * sign-in. Opening it changes nothing (mail scanners open links); the one button does.
 */
export function StopEmailRemindersScreen({ token }: { token: string }) {
  const stop = useStopEmailReminders();
  usePageTitle(T.title);
  return (
    <Shell>
      <Card className="grid gap-3 p-6">
        <h1 className="text-xl font-bold">{T.title}</h1>
        {stop.isSuccess ? (
          <p role="status" className="text-slate-800 dark:text-slate-200">
            {T.stopped}
          </p>
        ) : (
          <>
            <p className="text-slate-700 dark:text-slate-300">{T.body}</p>
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
                {serverMessage(stop.error) ?? T.failed}
              </p>
            )}
          </>
        )}
      </Card>
    </Shell>
  );
}

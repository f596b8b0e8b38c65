import { Button, Card } from '@taper/ui';
import { usePageTitle } from '../../lib/page-title';
import { Shell } from './SharedScreen';

/** What a stop link's page says: before, while and after stopping, and when it could not. */
export interface StopLinkTexts {
  title: string;
  body: string;
  stop: string;
  stopping: string;
  stopped: string;
}

/**
 * A mail's stop link, opened without sign-in (the partners' weekly mail, the email reminder).
 * Opening it changes nothing, since mail scanners open links; the one button stops.
 */
export function StopLinkPage({
  texts: T,
  stop,
  failure,
}: {
  texts: StopLinkTexts;
  stop: { isSuccess: boolean; isPending: boolean; isError: boolean; mutate: () => void };
  /** What is said when stopping failed. */
  failure: string;
}) {
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
              <Button pending={stop.isPending} onClick={stop.mutate}>
                {stop.isPending ? T.stopping : T.stop}
              </Button>
            </div>
            {stop.isError && (
              <p role="alert" className="text-sm text-red-700 dark:text-red-400">
                {failure}
              </p>
            )}
          </>
        )}
      </Card>
    </Shell>
  );
}

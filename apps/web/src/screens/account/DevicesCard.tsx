import type { SessionInfo } from '@taper/domain';
import { Button, SectionCard, toast } from '@taper/ui';
import { useEndOtherSessions, useEndSession, useSessions } from '../../hooks/account';
import { dateTime } from '../../lib/dates';
import { failureToast } from '../../lib/errors';
import { readableUserAgent } from '../../lib/user-agent';
import { DeviceListItem } from './DeviceListItem';
import { QueryState } from './QueryState';
import { DEVICES_TEXTS as T } from './security-messages';

/**
 * Account → Your devices: every signed-in session, this one marked, the others each with its own
 * Sign out, and 'Sign out everywhere else'.
 */
export function DevicesCard() {
  const sessions = useSessions();
  return (
    <SectionCard title={T.title} description={T.body}>
      <QueryState query={sessions} loading={T.loading} failed={T.loadFailed} retry={T.tryAgain}>
        {(list) => <DeviceList sessions={list} />}
      </QueryState>
    </SectionCard>
  );
}

function DeviceList({ sessions }: { sessions: readonly SessionInfo[] }) {
  const endOthers = useEndOtherSessions();
  const others = sessions.filter((session) => !session.current);
  // This device first, then the others as the server orders them (the most recently used first).
  const ordered = [...sessions.filter((session) => session.current), ...others];
  return (
    <div className="grid gap-4">
      <ul aria-label={T.listLabel} className="divide-y divide-slate-200 dark:divide-slate-700">
        {ordered.map((session) => (
          <DeviceRow key={session.id} session={session} />
        ))}
      </ul>
      {others.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{T.onlyThisDevice}</p>
      ) : (
        <div>
          <Button
            variant="outline"
            pending={endOthers.isPending}
            onClick={() => {
              endOthers.mutate(undefined, {
                onSuccess: ({ ended }) => {
                  toast(T.signedOutOthers(ended));
                },
                onError: (error) => {
                  failureToast(error, T.signOutFailed);
                },
              });
            }}
          >
            {endOthers.isPending ? T.signingOut : T.signOutOthers}
          </Button>
        </div>
      )}
    </div>
  );
}

function DeviceRow({ session }: { session: SessionInfo }) {
  const end = useEndSession();
  const device = readableUserAgent(session.userAgent, T.unknownDevice);
  const lastSeen = dateTime(session.lastSeenAt);
  return (
    <DeviceListItem
      name={device}
      thisDevice={session.current}
      thisDeviceLabel={T.thisDevice}
      detail={`${T.signedIn(dateTime(session.createdAt))}, ${T.lastSeen(lastSeen)}`}
      action={
        !session.current && (
          <Button
            size="sm"
            variant="outline"
            aria-label={T.signOutLabel(device, lastSeen)}
            pending={end.isPending}
            onClick={() => {
              end.mutate(
                { id: session.id },
                {
                  onSuccess: () => {
                    toast(T.signedOut);
                  },
                  onError: (error) => {
                    failureToast(error, T.signOutFailed);
                  },
                },
              );
            }}
          >
            {end.isPending ? T.signingOut : T.signOut}
          </Button>
        )
      }
    />
  );
}

import { useStopShareMails } from '../../hooks/shares';
import { SHARED_TEXTS as T } from './messages';
import { StopLinkPage } from './StopLinkPage';

/** `/s/stop/{token}`: the weekly mail's link that stops the mails. */
export function StopMailsScreen({ token }: { token: string }) {
  const stop = useStopShareMails();
  return (
    <StopLinkPage
      texts={{
        title: T.stopTitle,
        body: T.stopBody,
        stop: T.stop,
        stopping: T.stopping,
        stopped: T.stopped,
      }}
      stop={{
        ...stop,
        mutate: () => {
          stop.mutate({ token });
        },
      }}
      failure={T.stopFailed}
    />
  );
}

import { useStopEmailReminders } from '../../hooks/email-reminder';
import { serverMessage } from '../../lib/errors';
import { EMAIL_STOP_TEXTS as T } from './messages';
import { StopLinkPage } from './StopLinkPage';

/** `/reminders/stop/{token}`: an email reminder's link that turns the reminders off. */
export function StopEmailRemindersScreen({ token }: { token: string }) {
  const stop = useStopEmailReminders();
  return (
    <StopLinkPage
      texts={T}
      stop={{
        ...stop,
        mutate: () => {
          stop.mutate({ token });
        },
      }}
      failure={serverMessage(stop.error) ?? T.failed}
    />
  );
}

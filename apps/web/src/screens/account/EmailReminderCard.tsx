import { Input, Label, SectionCard, Switch } from '@taper/ui';
import { useId, useState, type SyntheticEvent } from 'react';
import { useUpdateEmailReminder } from '../../hooks/email-reminder';
import { onMutationError, serverMessage } from '../../lib/errors';
import { useSessionUser } from '../../lib/session';
import { EMAIL_REMINDER_TEXTS as T } from './account-messages';
import { SaveRow, type Said } from './SaveRow';

const DEFAULT_TIME = '21:00';

/**
 * Account → 'Email reminder': 'Email me if I haven't logged by …' and a time of the user's day
 * (PUT /api/auth/user { emailReminder }): one mail on a day with nothing logged, the fallback that
 * reaches a user whose devices show no notifications. Where the server sends no mail
 * (`emailReminderAvailable` false) the card says so and offers nothing that could not arrive.
 */
export function EmailReminderCard() {
  const user = useSessionUser();
  const update = useUpdateEmailReminder();
  const timeId = useId();
  const [on, setOn] = useState(user.emailReminder !== null);
  const [time, setTime] = useState(user.emailReminder?.time ?? DEFAULT_TIME);
  const [said, setSaid] = useState<Said>();

  if (!user.emailReminderAvailable)
    return (
      <SectionCard title={T.title} contentClassName="grid gap-4 [overflow-wrap:anywhere]">
        <p className="text-sm text-slate-600 dark:text-slate-300">{T.unavailable}</p>
      </SectionCard>
    );

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (on && !/^\d{2}:\d{2}$/.test(time)) {
      setSaid({ tone: 'error', text: T.timeRequired });
      return;
    }
    setSaid(undefined);
    update.mutate(
      { emailReminder: on ? { time } : null },
      {
        onSuccess: (saved) => {
          setSaid({
            tone: 'info',
            text: saved.emailReminder ? T.saved(saved.emailReminder.time) : T.off,
          });
        },
        onError: (error) => {
          onMutationError(error, () => {
            setSaid({ tone: 'error', text: serverMessage(error) ?? T.failed });
          });
        },
      },
    );
  };

  return (
    <SectionCard title={T.title} contentClassName="grid gap-4 [overflow-wrap:anywhere]">
      <p className="text-sm text-slate-600 dark:text-slate-300">{T.intro}</p>
      <form onSubmit={onSubmit} className="grid gap-4" noValidate>
        <Switch
          label={T.switchLabel}
          description={T.switchHint(user.email)}
          checked={on}
          onChange={(next) => {
            setOn(next);
            setSaid(undefined);
          }}
        />
        {on && (
          <div className="grid gap-1 sm:max-w-40">
            <Label htmlFor={timeId}>{T.time}</Label>
            <Input
              id={timeId}
              type="time"
              required
              value={time}
              aria-invalid={said?.tone === 'error' && said.text === T.timeRequired}
              onChange={(event) => {
                setTime(event.target.value);
                setSaid(undefined);
              }}
            />
          </div>
        )}
        <SaveRow pending={update.isPending} save={T.save} saving={T.saving} said={said} />
      </form>
    </SectionCard>
  );
}

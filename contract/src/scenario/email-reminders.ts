/**
 * The email fallback: Ann asks to be emailed when nothing is logged by 21:00, and a signed-out
 * reader of the mail stops it by the mail's link (its token given by `stopToken`, as a mail holds).
 */
import { ok, type TaperClient } from './client';

export async function emailReminders(
  user: TaperClient,
  anonymous: TaperClient,
  stopToken: () => Promise<string>,
): Promise<void> {
  const me = ok(
    await user.PUT('/api/auth/user', { body: { emailReminder: { time: '21:00' } } }),
    'turn the email reminder on',
  );
  if (me.emailReminder?.time !== '21:00') throw new Error('the email reminder is on at 21:00');
  const token = await stopToken();
  ok(
    await anonymous.POST('/api/reminders/email/stop/{token}', { params: { path: { token } } }),
    'stop the email reminders by the mail link',
  );
}

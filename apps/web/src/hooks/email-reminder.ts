import { trpc } from '../lib/trpc';

/** Saves 'Email me if I haven't logged by …' (PUT /api/auth/user { emailReminder }). */
export function useUpdateEmailReminder() {
  const utils = trpc.useUtils();
  return trpc.auth.updatePreferences.useMutation({
    onSuccess: (user) => {
      utils.auth.me.setData(undefined, user);
    },
  });
}

/** The mail's stop link: turns the email reminder off without signing in. */
export function useStopEmailReminders() {
  return trpc.emailReminders.stop.useMutation();
}

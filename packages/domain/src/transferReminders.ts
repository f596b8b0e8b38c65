/**
 * A Taper document's reminders of one habit, read on their own so that a list that could not be
 * saved is refused naming the habit (the document's shape leaves them unread).
 */
import { habitRemindersSchema, reminderSchema, type Reminder } from './reminders';

/** Its `reminders`, else an older export's single `reminder`; else the first problem's sentence. */
export function importedReminders(habit: {
  reminders?: unknown;
  reminder?: unknown;
}): { ok: true; reminders: Reminder[] } | { ok: false; message: string } {
  const read =
    habit.reminders === undefined
      ? reminderSchema
          .nullish()
          .transform((one) => (one ? [one] : []))
          .safeParse(habit.reminder)
      : habitRemindersSchema.safeParse(habit.reminders);
  if (read.success) return { ok: true, reminders: read.data };
  return { ok: false, message: read.error.issues[0]?.message ?? 'The reminders are not valid.' };
}

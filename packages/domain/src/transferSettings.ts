/**
 * The settings a Taper export carries in its `user` and a Taper import can bring back when asked
 * (`restoreSettings=true`): the week start, the hour the day ends and the theme. Each is read on
 * its own, so a file with one bad setting still offers the others.
 */
import { z } from 'zod';
import { dayEndsAtHourSchema, themeSchema, weekStartSchema } from './accountSchemas';

export const importSettingsSchema = z.object({
  weekStart: weekStartSchema.optional(),
  dayEndsAtHour: dayEndsAtHourSchema.optional(),
  themePreference: themeSchema.optional(),
});
export type ImportSettings = z.infer<typeof importSettingsSchema>;

/** The valid settings of an export's `user`; undefined when it holds none. */
export function taperExportSettings(user: unknown): ImportSettings | undefined {
  if (typeof user !== 'object' || user === null) return undefined;
  const field = (name: keyof ImportSettings) => Reflect.get(user, name) as unknown;
  const weekStart = weekStartSchema.safeParse(field('weekStart'));
  const dayEnd = dayEndsAtHourSchema.safeParse(field('dayEndsAtHour'));
  const theme = themeSchema.safeParse(field('themePreference'));
  const settings: ImportSettings = {
    ...(weekStart.success ? { weekStart: weekStart.data } : {}),
    ...(dayEnd.success ? { dayEndsAtHour: dayEnd.data } : {}),
    ...(theme.success ? { themePreference: theme.data } : {}),
  };
  return Object.keys(settings).length === 0 ? undefined : settings;
}

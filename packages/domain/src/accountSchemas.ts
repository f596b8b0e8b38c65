/** Zod schemas of sign-up, sign-in and the account (SPEC §5, §7). */
import { z } from 'zod';
import { storable } from './storableText';
import {
  LIMITS,
  MIN_PASSWORD_LENGTH,
  PASSWORD_SYMBOLS,
  ROLES,
  SUMMARY_VIEWS,
  THEMES,
  TIERS,
} from './constants';
import { changePasswordProblem, PASSWORD_PATTERN, passwordChecklist } from './passwords';
import { DAY_ENDS_AT_HOUR_MAX } from './dayEnd';
import { dateOutputSchema, dateTimeSchema, timezoneSchema } from './schemas';
import { WEEK_STARTS } from './weeks';
import { currencySchema } from './reductionSchemas';
import { reminderSchema } from './reminders';
import { emailReminderSchema } from './emailReminders';
import { localeCodeSchema } from './localeSchemas';

export const roleSchema = z.enum(ROLES);
export const tierSchema = z.enum(TIERS);
export const themeSchema = z.enum(THEMES);
export const weekStartSchema = z.enum(WEEK_STARTS);
export const summaryViewSchema = z.enum(SUMMARY_VIEWS);
/** The hour the user's day ends: 0 (midnight) to 6 (a.m.). */
export const dayEndsAtHourSchema = z.number().int().min(0).max(DAY_ENDS_AT_HOUR_MAX);
export const emailSchema = storable(z.string().trim().max(LIMITS.emailMax))
  .pipe(z.email('Please enter a valid email address'))
  .transform((email) => email.toLowerCase());
const personNameSchema = storable(z.string().trim().min(1, 'Required').max(LIMITS.personNameMax));

/** How the API document states the password rules (the schemas check them, with SPEC's messages). */
const PASSWORD_RULES_META = {
  minLength: MIN_PASSWORD_LENGTH,
  pattern: PASSWORD_PATTERN,
  description: `At least ${MIN_PASSWORD_LENGTH} characters, with an uppercase and a lowercase letter, a digit and a symbol from ${PASSWORD_SYMBOLS}`,
};

export const passwordRulesSchema = storable(z.string().max(LIMITS.passwordMax))
  .superRefine((password, ctx) => {
    const missing = passwordChecklist(password).filter((rule) => !rule.met);
    if (missing.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: 'Password does not meet requirements',
        params: { errors: missing.map((rule) => rule.label) },
      });
    }
  })
  .meta(PASSWORD_RULES_META);

export const signupSchema = z.object({
  email: emailSchema,
  password: passwordRulesSchema,
  firstName: personNameSchema,
  lastName: personNameSchema,
  timezone: timezoneSchema.optional(),
  /** The currency of money saved; from the browser's locale (currencyForLocale), EUR if absent. */
  currency: currencySchema.optional(),
  /** The language chosen before signing up; the request's Accept-Language chooses when absent. */
  locale: localeCodeSchema.optional(),
});
export type SignupInput = z.input<typeof signupSchema>;

export const loginSchema = z.object({
  // Lowercased like sign-up's email, so 'Ann@X.com' signs in to the account made as 'ann@x.com'.
  email: storable(z.string().trim().min(1, 'Email is required').max(LIMITS.emailMax)).transform(
    (email) => email.toLowerCase(),
  ),
  password: storable(z.string().min(1, 'Password is required').max(LIMITS.passwordMax)),
  timezone: timezoneSchema.optional(),
});
export type LoginInput = z.input<typeof loginSchema>;

export const accountUpdateSchema = z.object({
  firstName: personNameSchema,
  lastName: personNameSchema,
  email: emailSchema,
});
export type AccountUpdateInput = z.input<typeof accountUpdateSchema>;

/** PUT /api/auth/user: the theme, and the browser's time zone when it changes. */
/** PUT /api/auth/user: every field is optional, so `{}` changes nothing and returns the user. */
export const preferencesUpdateSchema = z.object({
  themePreference: themeSchema.optional(),
  timezone: timezoneSchema.optional(),
  /** The first day of the user's week: calendars, week blocks and weekly buckets follow it. */
  weekStart: weekStartSchema.optional(),
  /** The hour (0 = midnight … 6 a.m.) the user's day ends: a log at 01:30 with 3 counts for the day before. */
  dayEndsAtHour: dayEndsAtHourSchema.optional(),
  /** The currency (ISO 4217) money saved is shown in. */
  currency: currencySchema.optional(),
  /** The daily check-in by push ({ time: 'HH:MM', days }), null to stop it. */
  checkIn: reminderSchema.nullable().optional(),
  /** 'Email me if I haven't logged by …' ({ time: 'HH:MM' }), null to stop it; needs SMTP_URL. */
  emailReminder: emailReminderSchema.nullable().optional(),
  /** How the summary shows the habits: 'cards' or 'list' (one compact row each). */
  summaryView: summaryViewSchema.optional(),
  /** The language Taper speaks to the user: one of GET /api/locales' codes. */
  locale: localeCodeSchema.optional(),
});
export type PreferencesUpdateInput = z.input<typeof preferencesUpdateSchema>;

/** The server half of the password change: SPEC §5's messages, in SPEC's order. */
export const passwordChangeSchema = z.object({
  newPassword: storable(z.string().max(LIMITS.passwordMax))
    .superRefine((password, ctx) => {
      const message = changePasswordProblem(password);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .meta(PASSWORD_RULES_META),
});
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

/** The account screen's form adds the confirmation field. */
export const passwordChangeFormSchema = z
  .object({ newPassword: z.string(), confirmPassword: z.string() })
  .superRefine((form, ctx) => {
    const message = changePasswordProblem(form.newPassword, form.confirmPassword);
    if (message) ctx.addIssue({ code: 'custom', message, path: ['newPassword'] });
  });

// ---------- outputs ----------

export const userSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: roleSchema,
  tier: tierSchema,
  createdAt: dateTimeSchema,
  themePreference: themeSchema,
  timezone: z.string(),
  weekStart: weekStartSchema,
  dayEndsAtHour: z.number().int(),
  /** ISO 4217: the currency money saved is shown in. */
  currency: z.string(),
  /** How the summary shows the habits: 'cards' or 'list'. */
  summaryView: summaryViewSchema,
  /** The language Taper speaks to the user (GET /api/locales), set at sign-up from the browser's. */
  locale: localeCodeSchema,
});
export type User = z.infer<typeof userSchema>;

/**
 * GET /api/auth/user (and what PATCH and PUT of it answer): the user with their today, computed by
 * the server from their zone and day end, and the instant that today ends (when to ask again).
 */
export const currentUserSchema = userSchema.extend({
  /** The user's today, in their zone, by their day end (`YYYY-MM-DD`). */
  today: dateOutputSchema,
  /** When that today ends: a page left open asks for the user again then. */
  todayEndsAt: dateTimeSchema,
  /** The daily check-in by push: time in the user's zone and weekdays; null for none. */
  checkIn: reminderSchema.nullable(),
  /**
   * 'Email me if I haven't logged by …': { time: 'HH:MM' } in the user's zone, mailed on days with
   * nothing logged; null when off, and always null when the server cannot send mail.
   */
  emailReminder: emailReminderSchema.nullable(),
  /** Whether this server sends mail (SMTP_URL), so an email reminder can be turned on. */
  emailReminderAvailable: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const authResultSchema = z.object({ token: z.string(), user: userSchema });
export type AuthResult = z.infer<typeof authResultSchema>;

/**
 * Zod schemas shared by the API (input and output of every procedure) and the web forms.
 * Messages are SPEC §5's texts where SPEC gives one.
 */
import { z } from 'zod';
import {
  CATEGORY_IDS,
  GOAL_SCHEDULES,
  GOAL_TYPES,
  ICON_MAX_BYTES,
  ICON_MIME_TYPE,
  ICON_TIERS,
  ICON_VISIBILITIES,
  LEVELS,
  LIMITS,
  MAX_CUSTOM_TAGS,
  MIN_CUSTOM_TAGS,
  PERFORMANCES,
  ROLES,
  THEMES,
  TIERS,
  WEEKDAYS,
} from './constants';
import { isIsoDate } from './dates';
import { changePasswordProblem, passwordChecklist } from './passwords';

// ---------- primitives ----------

export const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD')
  .refine(isRealDate, 'Not a real calendar date');
export const hexColorSchema = z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'Colours are #RRGGBB');
export const levelSchema = z.enum(LEVELS);
export const goalTypeSchema = z.enum(GOAL_TYPES);
export const goalScheduleSchema = z.enum(GOAL_SCHEDULES);
export const weekdaySchema = z.enum(WEEKDAYS);
export const performanceSchema = z.enum(PERFORMANCES);
export const roleSchema = z.enum(ROLES);
export const tierSchema = z.enum(TIERS);
export const iconTierSchema = z.enum(ICON_TIERS);
export const iconVisibilitySchema = z.enum(ICON_VISIBILITIES);
export const themeSchema = z.enum(THEMES);
export const categoryIdSchema = z.enum(CATEGORY_IDS);
export const timezoneSchema = z.string().max(64).refine(isTimeZone, 'Unknown time zone');
export const emailSchema = z
  .string()
  .trim()
  .max(LIMITS.emailMax)
  .pipe(z.email('Please enter a valid email address'))
  .transform((email) => email.toLowerCase());
const personNameSchema = z.string().trim().min(1, 'Required').max(LIMITS.personNameMax);
export const habitNameSchema = z
  .string()
  .trim()
  .min(1, 'Please enter a habit name')
  .max(LIMITS.nameMax, `Habit names are at most ${LIMITS.nameMax} characters`);
/** A non-negative integer goal. */
export const goalNumberSchema = z.number().int().min(0).max(1_000_000_000);
export const tagIndexSchema = z.string().regex(/^[1-4]$/, 'A tag goal is its position, 1 to 4');

function isRealDate(value: string): boolean {
  const year = Number(value.slice(0, 4));
  return isIsoDate(value) && year >= 1900 && year <= 9999;
}

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

// ---------- auth and account ----------

export const passwordRulesSchema = z
  .string()
  .max(LIMITS.passwordMax)
  .superRefine((password, ctx) => {
    const missing = passwordChecklist(password).filter((rule) => !rule.met);
    if (missing.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: 'Password does not meet requirements',
        params: { errors: missing.map((rule) => rule.label) },
      });
    }
  });

export const signupSchema = z.object({
  email: emailSchema,
  password: passwordRulesSchema,
  firstName: personNameSchema,
  lastName: personNameSchema,
  timezone: timezoneSchema.optional(),
});
export type SignupInput = z.input<typeof signupSchema>;

export const loginSchema = z.object({
  // Lowercased like sign-up's email, so 'Ann@X.com' signs in to the account made as 'ann@x.com'.
  email: z
    .string()
    .trim()
    .min(1, 'Email is required')
    .max(LIMITS.emailMax)
    .transform((email) => email.toLowerCase()),
  password: z.string().min(1, 'Password is required').max(LIMITS.passwordMax),
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
export const preferencesUpdateSchema = z
  .object({ themePreference: themeSchema.optional(), timezone: timezoneSchema.optional() })
  .refine((v) => v.themePreference !== undefined || v.timezone !== undefined, {
    message: 'Nothing to update',
  });
export type PreferencesUpdateInput = z.input<typeof preferencesUpdateSchema>;

/** The server half of the password change: SPEC §5's messages, in SPEC's order. */
export const passwordChangeSchema = z.object({
  newPassword: z
    .string()
    .max(LIMITS.passwordMax)
    .superRefine((password, ctx) => {
      const message = changePasswordProblem(password);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
});
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

/** The account screen's form adds the confirmation field. */
export const passwordChangeFormSchema = z
  .object({ newPassword: z.string(), confirmPassword: z.string() })
  .superRefine((form, ctx) => {
    const message = changePasswordProblem(form.newPassword, form.confirmPassword);
    if (message) ctx.addIssue({ code: 'custom', message, path: ['newPassword'] });
  });

// ---------- habits ----------

/** Tags as typed: blanks are dropped on submit, then 2 to 4 must remain. */
export const customTagsSchema = z
  .array(z.string().max(LIMITS.tagMax))
  .max(MAX_CUSTOM_TAGS * 2)
  .transform((tags) => tags.map((tag) => tag.trim()).filter((tag) => tag.length > 0))
  .pipe(
    z
      .array(z.string())
      .min(MIN_CUSTOM_TAGS, `Add at least ${MIN_CUSTOM_TAGS} tags`)
      .max(MAX_CUSTOM_TAGS, `At most ${MAX_CUSTOM_TAGS} tags`),
  );

const weeklyGoalValueSchema = z.union([goalNumberSchema, z.string().max(16)]);
export const weeklyGoalsSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, weeklyGoalValueSchema])) as Record<
    (typeof WEEKDAYS)[number],
    typeof weeklyGoalValueSchema
  >,
);
export type WeeklyGoals = z.infer<typeof weeklyGoalsSchema>;

const habitFieldsSchema = z.object({
  name: habitNameSchema,
  color: hexColorSchema,
  icon: z.string().min(1).max(LIMITS.iconNameMax),
  goalType: goalTypeSchema,
  goalSchedule: goalScheduleSchema,
  dailyGoal: goalNumberSchema.optional(),
  levelGoal: z.string().max(16).optional(),
  weeklyGoals: weeklyGoalsSchema.optional(),
  customTags: customTagsSchema.optional(),
});

/**
 * A habit's full settings, with SPEC §7's conditional fields checked against the goal type:
 * number goals are integers ≥ 0, level goals are level names, tag goals are positions of a tag.
 */
export const habitSettingsSchema = habitFieldsSchema.superRefine((habit, ctx) => {
  const tagCount = habit.customTags?.length ?? 0;
  if (habit.goalType === 'custom_tags' && habit.customTags === undefined) {
    ctx.addIssue({ code: 'custom', message: 'Custom tags are required', path: ['customTags'] });
  }
  const checkGoal = (value: unknown, path: (string | number)[]) => {
    const problem = goalValueProblem(habit.goalType, value, tagCount);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path });
  };
  if (habit.goalSchedule === 'daily') {
    if (habit.goalType === 'number') {
      if (habit.dailyGoal === undefined) {
        ctx.addIssue({ code: 'custom', message: 'A daily goal is required', path: ['dailyGoal'] });
      }
    } else if (habit.levelGoal !== undefined) {
      checkGoal(habit.levelGoal, ['levelGoal']);
    } else {
      ctx.addIssue({ code: 'custom', message: 'A level goal is required', path: ['levelGoal'] });
    }
  } else if (habit.weeklyGoals === undefined) {
    ctx.addIssue({
      code: 'custom',
      message: 'A goal for each weekday is required',
      path: ['weeklyGoals'],
    });
  } else {
    for (const day of WEEKDAYS) checkGoal(habit.weeklyGoals[day], ['weeklyGoals', day]);
  }
});
export type HabitSettingsInput = z.input<typeof habitSettingsSchema>;
export type HabitSettings = z.output<typeof habitSettingsSchema>;

function goalValueProblem(goalType: string, value: unknown, tagCount: number): string | undefined {
  if (goalType === 'number') {
    return typeof value === 'number' && Number.isInteger(value) && value >= 0
      ? undefined
      : 'Number goals are whole numbers, 0 or more';
  }
  if (goalType === 'level') {
    return typeof value === 'string' && (LEVELS as readonly string[]).includes(value)
      ? undefined
      : 'Level goals are none, low, moderate or high';
  }
  const index = typeof value === 'string' && /^[1-4]$/.test(value) ? Number(value) : NaN;
  return index >= 1 && index <= tagCount ? undefined : 'Tag goals are the position of a tag';
}

/** POST /api/habits. */
export const habitCreateSchema = habitSettingsSchema;

/**
 * PUT /api/habits/{id}: a rename (name only) or the full settings. The API merges the fields
 * sent over the stored habit and checks the result with `habitSettingsSchema`.
 */
export const habitUpdateSchema = habitFieldsSchema.partial().extend({ name: habitNameSchema });
export type HabitUpdateInput = z.input<typeof habitUpdateSchema>;

// ---------- entries ----------

export const noteSchema = z
  .string()
  .max(LIMITS.noteMax)
  .transform((note) => note.trim())
  .transform((note) => (note.length > 0 ? note : undefined));

/**
 * POST /api/habits/{id}/entries and PUT /api/habit-entries/{entryId}. `performance` is accepted
 * for SPEC's body shape but the server always judges the entry itself.
 */
export const entryInputSchema = z.object({
  habitId: idSchema.optional(),
  date: isoDateSchema,
  performance: z.string().max(32).optional(),
  actualValue: z.number().min(0, 'Please enter a valid number').max(1e12).nullish(),
  levelValue: z.string().min(1).max(16).nullish(),
  note: noteSchema.nullish(),
});
export type EntryInput = z.input<typeof entryInputSchema>;

// ---------- icons and admin ----------

export const iconNameSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9_]{1,64}$/, 'Icon names use a-z, 0-9 and _ (for example custom_icon)');
export const iconDisplayNameSchema = z.string().trim().min(1).max(LIMITS.iconDisplayNameMax);

export const setTierSchema = z.object({ tier: tierSchema });
export const setRoleSchema = z.object({ role: roleSchema });
/** PATCH /api/admin/icons/{id}/tier: what a built-in icon may change. */
export const iconTierUpdateSchema = z.object({
  tier: tierSchema,
  category: categoryIdSchema,
  visibility: iconVisibilitySchema,
});
/** PATCH /api/admin/icons/{id}: uploaded icons. */
export const iconUpdateSchema = z.object({
  name: iconNameSchema,
  displayName: iconDisplayNameSchema,
  category: categoryIdSchema,
  tier: tierSchema,
});
export const iconCreateSchema = z.object({
  name: iconNameSchema,
  displayName: iconDisplayNameSchema,
  category: categoryIdSchema,
  tier: tierSchema,
  filePath: z.string().max(300),
  isBuiltIn: z.union([z.literal('false'), z.literal(false)]).optional(),
});
export const iconUploadRequestSchema = z.object({
  category: categoryIdSchema,
  fileName: z.string().regex(/^[a-z0-9_]{1,64}\.svg$/, 'The file name is {name}.svg'),
});
/** The file an admin picks: SVG only, at most 1 MiB. */
export const iconFileSchema = z.object({
  name: z.string().regex(/\.svg$/i, 'Only .svg files can be uploaded'),
  type: z.literal(ICON_MIME_TYPE, 'Only image/svg+xml files can be uploaded'),
  size: z.number().int().min(1).max(ICON_MAX_BYTES, 'The file is larger than 1 MB'),
});

// ---------- outputs (what the API returns, and so what the web app reads) ----------

export const userSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: roleSchema,
  tier: tierSchema,
  createdAt: z.string(),
  themePreference: themeSchema,
  timezone: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const authResultSchema = z.object({ token: z.string(), user: userSchema });
export type AuthResult = z.infer<typeof authResultSchema>;

export const habitSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  icon: z.string(),
  goalType: goalTypeSchema,
  goalSchedule: goalScheduleSchema,
  dailyGoal: z.number().int(),
  levelGoal: z.string(),
  weeklyGoals: z.record(z.string(), z.union([z.number(), z.string()])).nullable(),
  customTags: z.array(z.string()).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Habit = z.infer<typeof habitSchema>;

export const entrySchema = z.object({
  id: z.number().int(),
  habitId: z.number().int(),
  date: z.string(),
  performance: z.string(),
  actualValue: z.number().nullable(),
  levelValue: z.string().nullable(),
  note: z.string().nullable(),
});
export type Entry = z.infer<typeof entrySchema>;

export const streaksSchema = z.object({
  currentStreak: z.number().int(),
  longestStreak: z.number().int(),
  longestStreakThisMonth: z.number().int(),
});
export type Streaks = z.infer<typeof streaksSchema>;

/** One summary card's data: the habit's streaks and its entries of the summary window. */
export const habitSummarySchema = z.object({
  habitId: z.number().int(),
  streaks: streaksSchema,
  entries: z.array(entrySchema),
});
export type HabitSummary = z.infer<typeof habitSummarySchema>;

/** What the summary screen loads instead of every entry (`summaryWindow` gives from and to). */
export const summarySchema = z.object({
  from: z.string(),
  to: z.string(),
  habits: z.array(habitSummarySchema),
});
export type Summary = z.infer<typeof summarySchema>;

export const iconSchema = z.object({
  id: z.string(),
  name: z.string(),
  displayName: z.string(),
  category: categoryIdSchema,
  tier: iconTierSchema,
  filename: z.string(),
  filePath: z.string(),
  description: z.string(),
  isBuiltIn: z.enum(['true', 'false']),
});
export type Icon = z.infer<typeof iconSchema>;

/**
 * The admin listing adds `visibility` and `enabledTier`: a disabled icon is listed with tier
 * DISABLED, and `enabledTier` is the FREE or PREMIUM it gets back when it is enabled again.
 */
export const adminIconSchema = iconSchema.extend({
  visibility: iconVisibilitySchema,
  enabledTier: tierSchema,
});
export type AdminIcon = z.infer<typeof adminIconSchema>;

export const adminStatsSchema = z.object({
  totalUsers: z.number().int(),
  freeUsers: z.number().int(),
  premiumUsers: z.number().int(),
  dau: z.number().int(),
  wau: z.number().int(),
  mau: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const adminUserSchema = userSchema.extend({
  habitCount: z.number().int(),
  lastLogin: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const uploadUrlSchema = z.object({ uploadURL: z.string() });
export const okSchema = z.object({ success: z.literal(true) });

/**
 * Read-only share links (issue 52): what the owner sends and gets back, and what a visitor of a
 * link sees. The visitor's answer carries the owner's first name and the shared habits only.
 */
import { z } from 'zod';
import { emailSchema } from './accountSchemas';
import { CELL_STATUSES } from './calendar';
import { reductionSchema } from './reductionSchemas';
import { dateOutputSchema, dateTimeSchema, idSchema, isoDateSchema } from './schemas';
import { streakStatsSchema } from './statsSchemas';
import { storable } from './storableText';

/** At most this many habits in one link, and this many links per account. */
export const SHARE_HABITS_MAX = 50;
export const SHARES_MAX = 20;
export const SHARE_LABEL_MAX = 60;
/** How far back a visitor sees a habit's entries. */
export const SHARED_DAYS = 90;
/** Unknown tokens a client address may try per minute before 429. */
export const SHARE_GUESSES_PER_MINUTE = 60;

export const SHARE_TEXTS = {
  notFound: 'This link does not exist or has ended',
  shareNotFound: 'Link not found',
  habitNotFound: 'Choose only your own habits',
  expiresInPast: 'The end date must be today or later',
  tooMany: `At most ${String(SHARES_MAX)} links per account; revoke one first`,
  tooManyGuesses: 'Too many unknown links from this address; try again in a minute',
  noMailServer: 'This server has no mail server configured (SMTP_URL), so no mail is sent',
  noEmail: 'Add a partner’s email to this link first',
  mailsStopped: 'The partner stopped these mails; enter their email again to restart them',
} as const;

const habitIdsSchema = z
  .array(idSchema)
  .min(1, 'Choose at least one habit')
  .max(SHARE_HABITS_MAX, `At most ${String(SHARE_HABITS_MAX)} habits`)
  .transform((ids) => [...new Set(ids)]);

const labelSchema = storable(z.string().trim().max(SHARE_LABEL_MAX))
  .transform((label) => (label === '' ? null : label))
  .nullable();

const partnerEmailSchema = z
  .union([z.literal('').transform(() => null), emailSchema])
  .nullable()
  .meta({ description: "A partner's address for the weekly mail; null or '' for none." });

export const shareCreateSchema = z.object({
  habitIds: habitIdsSchema,
  showNotes: z.boolean().default(false),
  expiresOn: isoDateSchema.nullable().default(null),
  label: labelSchema.default(null),
  email: partnerEmailSchema.default(null),
});
export type ShareCreateInput = z.input<typeof shareCreateSchema>;

export const shareUpdateSchema = z.object({
  id: idSchema,
  habitIds: habitIdsSchema.optional(),
  showNotes: z.boolean().optional(),
  expiresOn: isoDateSchema.nullable().optional(),
  label: labelSchema.optional(),
  email: partnerEmailSchema.optional(),
});
export type ShareUpdateInput = z.input<typeof shareUpdateSchema>;

/** A link as its owner lists it: never its token. */
export const shareSchema = z.object({
  id: z.number().int(),
  habitIds: z.array(z.number().int()),
  showNotes: z.boolean(),
  expiresOn: dateOutputSchema.nullable(),
  label: z.string().nullable(),
  email: z.string().nullable(),
  createdAt: dateTimeSchema,
  lastViewedAt: dateTimeSchema.nullable(),
  lastMailedAt: dateTimeSchema.nullable(),
  /** The partner stopped the weekly mails by the mail's link. */
  mailStopped: z.boolean(),
  /** Whether the link's end date has passed (it then opens nothing). */
  expired: z.boolean(),
});
export type Share = z.infer<typeof shareSchema>;

/** The create answer: the only time the token and the link's URL are shown. */
export const createdShareSchema = shareSchema.extend({
  token: z.string(),
  url: z.string(),
});
export type CreatedShare = z.infer<typeof createdShareSchema>;

export const shareMailSentSchema = z.object({ sent: z.literal(true), to: z.string() });

/** A day of a shared month grid: its place and verdict, and the value as a cell shows it. */
export const sharedCellSchema = z.object({
  date: dateOutputSchema,
  dayOfMonth: z.number().int(),
  inMonth: z.boolean(),
  isFuture: z.boolean(),
  isToday: z.boolean(),
  status: z.enum(CELL_STATUSES),
  connectsToPrevious: z.boolean(),
  connectsToNext: z.boolean(),
  /** The value shortened for the cell ('3', 'Mod…'); '' without an entry. */
  shortLabel: z.string(),
  /** The day in words: '3, over target', 'not logged' ('has a note' only when notes are shared). */
  description: z.string(),
});
export type SharedCell = z.infer<typeof sharedCellSchema>;

export const sharedEntrySchema = z.object({
  date: dateOutputSchema,
  performance: z.string(),
  /** The value as it reads: '3', 'Moderate' or the tag's name. */
  value: z.string(),
  /** Only when the owner shares notes. */
  note: z.string().optional(),
});

export const sharedHabitSchema = z.object({
  name: z.string(),
  icon: z.string(),
  color: z.string(),
  goalType: z.string(),
  /** The goal in words: 'Goal: 3 daily'. */
  goal: z.string(),
  /** The last 90 days' entries, oldest first. */
  entries: z.array(sharedEntrySchema),
  streaks: streakStatsSchema,
  /** The longest streak in words, for a visitor: '5 days', '2 weeks within budget'. */
  longestStreak: z.string(),
  reduction: reductionSchema,
  /** The reduction in one line ('2.1/day, was 5 · 9 days since your last over day'), or null. */
  reductionLine: z.string().nullable(),
  /** This month's grid: its heading ('March 2025') and 42 days. */
  month: z.object({ heading: z.string(), calendar: z.array(sharedCellSchema) }),
});
export type SharedHabit = z.infer<typeof sharedHabitSchema>;

export const sharedViewSchema = z.object({
  owner: z.object({ firstName: z.string() }),
  habits: z.array(sharedHabitSchema),
  generatedAt: dateTimeSchema,
});
export type SharedView = z.infer<typeof sharedViewSchema>;

/** A share token as a path parameter: base64url, checked for shape only. */
export const shareTokenInput = z.object({ token: z.string().max(200) });

/** GET /api/shares/options: whether the server sends the weekly mails (SMTP_URL set). */
export const shareOptionsSchema = z.object({ weeklyMail: z.boolean() });

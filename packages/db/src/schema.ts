/**
 * The typed tables. Column names are snake_case in SQL; Kysely's CamelCasePlugin maps them to the
 * camelCase names below. Timestamps are `Date` on both engines; JSON columns are parsed objects.
 */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type {
  CategoryId,
  LocaleCode,
  Goal,
  GroupPeriod,
  IconVisibility,
  Plan,
  Reminder,
  Role,
  SummaryView,
  Theme,
  Tier,
  UnloggedDays,
  WeekStart,
} from '@taper/domain';

type Timestamp = ColumnType<Date, Date | undefined, Date>;

export interface UsersTable {
  id: Generated<number>;
  email: string; // stored lower-cased; unique
  firstName: string;
  lastName: string;
  passwordHash: string;
  role: Role;
  tier: Tier;
  /** light, dark or system (follows the device); the column theme_preference is no longer used. */
  theme: Theme;
  timezone: string;
  /** The first day of the user's week. */
  weekStart: ColumnType<WeekStart, WeekStart | undefined, WeekStart>;
  /** The hour (0-6) the user's day ends: before it, the clock still reads the day before. */
  dayEndsAtHour: ColumnType<number, number | undefined, number>;
  /** ISO 4217 code of the user's money amounts (money saved); EUR until chosen. */
  currency: ColumnType<string, string | undefined, string>;
  /** The daily check-in by Web Push (time in the user's zone, weekdays); null for none. */
  checkIn: ColumnType<Reminder | null, Reminder | null | undefined, Reminder | null>;
  /** How the summary shows the habits: 'cards' (the default) or 'list'. */
  summaryView: ColumnType<SummaryView, SummaryView | undefined, SummaryView>;
  /** The language the user reads Taper in; 'en' until chosen (set at sign-up from the browser). */
  locale: ColumnType<LocaleCode, LocaleCode | undefined, LocaleCode>;
  createdAt: Timestamp;
  lastLoginAt: Date | null;
  lastSeenAt: Date | null;
  /** Bumped by triggers on any change to the user's habits or entries (read caches key on it). */
  dataRevision: ColumnType<number, never, never>;
}

export interface SessionsTable {
  id: string; // hex SHA-256 of the token; the token itself is never stored
  /** What the session is shown and ended by (a random id, not derived from the token). */
  publicId: string;
  userId: number;
  expiresAt: Date;
  createdAt: Timestamp;
  /** The last request made with it, written at most once a minute; null until then. */
  lastSeenAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The browser or client that signed in (its User-Agent, cut to 300 characters); null if none. */
  userAgent: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A personal API token: read or write access to its owner's data, never to account calls. */
export interface ApiTokensTable {
  id: Generated<number>;
  userId: number;
  name: string;
  scope: 'read' | 'write';
  /** hex SHA-256 of the token; the token itself is shown once and never stored. */
  tokenHash: string;
  createdAt: Timestamp;
  /** The last request made with it, written at most once a minute; null if never used. */
  lastUsedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A password reset link: single-use, valid 30 minutes. */
export interface PasswordResetsTable {
  id: string; // hex SHA-256 of the link's token
  userId: number;
  expiresAt: Date;
  usedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  createdAt: Timestamp;
}

export interface HabitsTable {
  id: Generated<number>;
  userId: number;
  name: string;
  color: string;
  icon: string;
  /** The goal the history ends at: its last version's goal (JSON). */
  goal: Goal;
  /** The taper plan's parameters (JSON); null without a plan. */
  plan: ColumnType<Plan | null, Plan | null | undefined, Plan | null>;
  /** Archived: kept, but left out of the summary and the header menu. */
  isArchived: ColumnType<boolean, boolean | undefined, boolean>;
  /** The habit's place in its owner's list (ascending; ties by id). */
  position: ColumnType<number, number | undefined, number>;
  /** What a past day without an entry counts as: 'not_logged' (default) or 'zero'. */
  unloggedDays: ColumnType<UnloggedDays, UnloggedDays | undefined, UnloggedDays>;
  /** A number habit's baseline: what the user did before, per day (or per budget period); null if none entered. */
  baseline: ColumnType<number | null, number | null | undefined, number | null>;
  /** A number habit's unit ('cups'), at most 20 characters; null if none. */
  unit: ColumnType<string | null, string | null | undefined, string | null>;
  /** What one unit costs, in the user's currency (two decimals); null if none. */
  costPerUnit: ColumnType<number | null, number | null | undefined, number | null>;
  /** Loop Habit Tracker's uuid of a habit imported from it; null for a habit made in Taper. */
  loopUuid: ColumnType<string | null, string | null | undefined, string | null>;
  /** What the habit is about, at most 500 characters (Loop's question and description); null if none. */
  description: ColumnType<string | null, string | null | undefined, string | null>;
  /** The reduction milestones whose message the user has seen, comma-separated ids. */
  milestonesSeen: ColumnType<string, string | undefined, string>;
  /** The habit's reminder by Web Push (time in the user's zone, weekdays); null for none. */
  reminder: ColumnType<Reminder | null, Reminder | null | undefined, Reminder | null>;
  /** When the habit was deleted: left out of every read, restorable until purged; null if not. */
  deletedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The habit's group (issue 51); null for none. A deleted group leaves its habits ungrouped. */
  groupId: ColumnType<number | null, number | null | undefined, number | null>;
  /** How much one logged unit counts in its group (more than 0, at most 1,000; 1 by default). */
  countsAs: ColumnType<number, number | undefined, number>;
  /** Moves on with every transaction that changes the habit's entries (triggers: migration 0019). */
  entriesRevision: ColumnType<number, never, never>;
  /** The entries revision of the last removal of one of its entries (a delete or a move). */
  entriesRemovedRevision: ColumnType<number, never, never>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A habit's goal versions: each goal in force from its day until the next version's. */
export interface HabitGoalVersionsTable {
  habitId: number;
  userId: number; // denormalised owner, as on entries
  effectiveFrom: string; // YYYY-MM-DD
  goal: Goal;
}

export interface HabitEntriesTable {
  id: Generated<number>;
  habitId: number;
  userId: number; // denormalised owner, so per-user reads need no join
  date: string; // YYYY-MM-DD, the user's calendar day
  performance: string;
  actualValue: number | null;
  levelValue: string | null;
  note: string | null;
  /**
   * The habit's entries revision that last wrote this entry (triggers keep it: migration 0019). On
   * SQLite the row its own write returns shows the revision before.
   */
  revision: ColumnType<number, never, never>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface IconsTable {
  id: string; // built-in: the catalog name (e.g. coffee); uploaded: the icon name
  name: string;
  displayName: string;
  description: string;
  category: CategoryId;
  tier: Tier;
  visibility: IconVisibility;
  isBuiltIn: boolean;
  filename: string;
  svg: string | null; // sanitized markup of uploaded icons; built-ins are served from files
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** An upload URL handed to an admin: single-use, expires after 15 minutes. */
export interface PendingUploadsTable {
  id: string; // hex SHA-256 of the URL's secret
  userId: number;
  category: CategoryId;
  fileName: string;
  expiresAt: Date;
  usedAt: Date | null;
  svg: string | null; // the sanitized file once PUT, until the icon record claims it
  createdAt: Timestamp;
}

/** Sign-in and sign-up attempts of a bucket in its current window. */
export interface RateLimitsTable {
  bucket: string;
  hits: number;
  resetsAt: Date;
}

/** A browser's push subscription (RFC 8030): one per device; the endpoint is unique. */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  userId: number;
  /** The push service's URL the server POSTs to (checked before it is stored). */
  endpoint: string;
  /** The browser's P-256 public key and auth secret (base64url), for RFC 8291 encryption. */
  p256dh: string;
  auth: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** When a push service last accepted a message for it; null before the first. */
  lastSentAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A user's group of habits (issue 51), with an optional shared budget. */
export interface HabitGroupsTable {
  id: Generated<number>;
  userId: number;
  name: string;
  /** #RRGGBB, or null for none. */
  color: ColumnType<string | null, string | null | undefined, string | null>;
  /** The group's place in its owner's list (ascending; ties by id). */
  position: ColumnType<number, number | undefined, number>;
  /** Whether its section is shown collapsed. */
  isCollapsed: ColumnType<boolean, boolean | undefined, boolean>;
  /** The shared budget's period ('day', 'week', 'month') and limit; both null for none. */
  budgetPeriod: ColumnType<GroupPeriod | null, GroupPeriod | null | undefined, GroupPeriod | null>;
  budgetLimit: ColumnType<number | null, number | null | undefined, number | null>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** Server-wide settings made once (the VAPID keys), by key. */
export interface ServerSettingsTable {
  key: string;
  value: string;
}

/** A reminder sent (or being sent) for a user's day: the row is the claim, made once. */
export interface ReminderClaimsTable {
  kind: 'habit' | 'check_in';
  userId: number;
  /** The habit; 0 for the daily check-in. */
  habitId: number;
  day: string; // YYYY-MM-DD, the user's day
  claimedAt: Date;
}

/** A read-only link to some of a user's habits (its secret tokens are in `share_tokens`). */
export interface SharesTable {
  id: Generated<number>;
  userId: number;
  label: string | null;
  /** The partner's address for the weekly mail; null for none. */
  email: string | null;
  /** 1 when the visitor sees the entries' notes, else 0. */
  showNotes: ColumnType<number, number | undefined, number>;
  /** The last day (the owner's) the link opens; null for no end. */
  expiresOn: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  lastViewedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The first day of the last week whose summary was mailed (the claim), YYYY-MM-DD. */
  mailedWeek: ColumnType<string | null, string | null | undefined, string | null>;
  lastMailedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** When the partner stopped the mails by the mail's link; null while they come. */
  mailStoppedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A habit shown by a share. */
export interface ShareHabitsTable {
  shareId: number;
  habitId: number;
  userId: number;
}

/** A share's secret: the link's token ('view') or a mail's link to stop the mails ('stop'). */
export interface ShareTokensTable {
  /** hex SHA-256 of the token; the token itself is never stored. */
  tokenHash: string;
  shareId: number;
  userId: number;
  kind: 'view' | 'stop';
  createdAt: Timestamp;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  habits: HabitsTable;
  habitEntries: HabitEntriesTable;
  habitGoalVersions: HabitGoalVersionsTable;
  icons: IconsTable;
  pendingUploads: PendingUploadsTable;
  rateLimits: RateLimitsTable;
  apiTokens: ApiTokensTable;
  passwordResets: PasswordResetsTable;
  pushSubscriptions: PushSubscriptionsTable;
  serverSettings: ServerSettingsTable;
  reminderClaims: ReminderClaimsTable;
  shares: SharesTable;
  shareHabits: ShareHabitsTable;
  shareTokens: ShareTokensTable;
  habitGroups: HabitGroupsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type HabitRow = Selectable<HabitsTable>;
export type HabitUpdate = Updateable<HabitsTable>;
export type HabitGroupRow = Selectable<HabitGroupsTable>;
export type EntryRow = Selectable<HabitEntriesTable>;
export type EntryInsert = Insertable<HabitEntriesTable>;
export type IconRow = Selectable<IconsTable>;
export type PendingUploadRow = Selectable<PendingUploadsTable>;
export type ApiTokenRow = Selectable<ApiTokensTable>;
export type PasswordResetRow = Selectable<PasswordResetsTable>;
export type ShareRow = Selectable<SharesTable>;
export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>;

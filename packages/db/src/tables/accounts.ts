/** A user, how they sign in, and what limits their attempts. */
import type { ColumnType, Generated } from 'kysely';
import type {
  LocaleCode,
  Reminder,
  Role,
  SummaryView,
  Theme,
  Tier,
  WeekStart,
} from '@taper/domain';
import type { Timestamp } from './columns';

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
  /** 'Email me if I haven't logged by …': HH:MM in the user's zone; null for off. */
  emailReminderTime: ColumnType<string | null, string | null | undefined, string | null>;
  /** The user-day last mailed by that reminder (the claim), YYYY-MM-DD; null for never. */
  emailReminderSentOn: ColumnType<string | null, string | null | undefined, string | null>;
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

/** Sign-in and sign-up attempts of a bucket in its current window. */
export interface RateLimitsTable {
  bucket: string;
  hits: number;
  resetsAt: Date;
}

/** A stop link of an email reminder: turns the user's email reminder off once, without sign-in. */
export interface EmailStopTokensTable {
  /** hex SHA-256 of the token; the token itself is never stored. */
  tokenHash: string;
  userId: number;
  createdAt: Timestamp;
}

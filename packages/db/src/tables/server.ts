/** What the server keeps beside the habits: icons, uploads, push devices, settings, reminder claims. */
import type { ColumnType, Generated } from 'kysely';
import type { CategoryId, IconVisibility, Tier } from '@taper/domain';
import type { Timestamp } from './columns';

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
  /** The subscribing browser's User-Agent (at most 300 characters); null when unknown. */
  userAgent: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The icon catalog's one row: its revision moves on with every change to the icons (0029). */
export interface IconCatalogTable {
  id: ColumnType<1, 1, never>;
  revision: ColumnType<number, never, never>;
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
  /** The time of the habit's reminder the claim is for (HH:MM); '' for the daily check-in. */
  reminderTime: ColumnType<string, string | undefined, string>;
  claimedAt: Date;
}

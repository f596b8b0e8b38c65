/**
 * The database's tables, one module per concept in `tables/`. Column names are snake_case in SQL;
 * Kysely's CamelCasePlugin maps them to the camelCase names there. Timestamps are `Date` on both
 * engines; JSON columns are parsed objects.
 */
import type { Insertable, Selectable, Updateable } from 'kysely';
import type {
  UsersTable,
  SessionsTable,
  ApiTokensTable,
  PasswordResetsTable,
  RateLimitsTable,
  EmailStopTokensTable,
} from './tables/accounts';
import type {
  HabitsTable,
  HabitGoalVersionsTable,
  HabitEntriesTable,
  HabitGroupsTable,
} from './tables/habits';
import type { SharesTable, ShareHabitsTable, ShareTokensTable } from './tables/sharing';
import type {
  IconCatalogTable,
  IconsTable,
  PendingUploadsTable,
  PushSubscriptionsTable,
  ServerSettingsTable,
  ReminderClaimsTable,
} from './tables/server';

export type {
  UsersTable,
  SessionsTable,
  ApiTokensTable,
  PasswordResetsTable,
  RateLimitsTable,
  EmailStopTokensTable,
} from './tables/accounts';
export type {
  HabitsTable,
  HabitGoalVersionsTable,
  HabitEntriesTable,
  HabitGroupsTable,
} from './tables/habits';
export type { SharesTable, ShareHabitsTable, ShareTokensTable } from './tables/sharing';
export type {
  IconCatalogTable,
  IconsTable,
  PendingUploadsTable,
  PushSubscriptionsTable,
  ServerSettingsTable,
  ReminderClaimsTable,
} from './tables/server';

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  habits: HabitsTable;
  habitEntries: HabitEntriesTable;
  habitGoalVersions: HabitGoalVersionsTable;
  icons: IconsTable;
  iconCatalog: IconCatalogTable;
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
  emailStopTokens: EmailStopTokensTable;
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

export { createDb, pingDb, type CreateDbOptions, type Db, type DbHandle } from './client';
export {
  DEFAULT_SQLITE_PATH,
  isForeignKeyViolation,
  isUniqueViolation,
  parseDatabaseUrl,
  type DatabaseTarget,
  type Engine,
} from './dialect';
export { migrateTo, migrateToLatest, migrations } from './migrations';
export {
  BUILT_IN_ICONS,
  BUILT_IN_ICONS_DIR,
  builtInIconFile,
  findBuiltInIcon,
  type BuiltInIcon,
} from './icons/catalog';
export { seedBuiltInIcons } from './icons/seed';
export * from './schema';
export * from './repositories/users';
export * from './repositories/admin-users';
export * from './repositories/sessions';
export * from './repositories/habits';
export * from './repositories/habit-order';
export * from './repositories/groups';
export * from './repositories/habit-deletes';
export * from './repositories/habit-entry-counts';
export * from './repositories/goal-history';
export * from './repositories/unheld-log';
export * from './repositories/entries';
export * from './repositories/entry-imports';
export * from './repositories/habit-imports';
export * from './repositories/entry-values';
export * from './repositories/skips';
export * from './repositories/icons';
export * from './repositories/uploads';
export * from './repositories/rate-limits';
export * from './repositories/claims';
export * from './repositories/roles';
export * from './repositories/api-tokens';
export * from './repositories/password-resets';
export * from './repositories/accounts';
export * from './repositories/push';
export * from './repositories/server-settings';
export * from './repositories/reminders';
export * from './repositories/email-reminders';
export * from './repositories/shares';
export * from './repositories/share-access';
export { checkBackup, restoreSqlite, RestoreRefused, type RestoreResult } from './restore';

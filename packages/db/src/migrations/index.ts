import { Migrator, type Kysely, type Migration, type MigrationResultSet } from 'kysely';
import { migrationTableSchema, withTablesOfSchema } from '../dialect';
import * as initial from './0001_initial';
import * as seedBuiltInIcons from './0002_seed_builtin_icons';
import * as userDataRevision from './0003_user_data_revision';
import * as habitGoal from './0004_habit_goal';
import * as rateLimits from './0005_rate_limits';
import * as goalHistory from './0006_goal_history';
import * as themeSystem from './0007_theme_system';
import * as schedules from './0009_schedules';
import * as habitDeletedAt from './0010_habit_deleted_at';
import * as unloggedDays from './0012_unlogged_days';
import * as reduction from './0015_reduction';
import * as accounts from './0016_accounts';
import * as pushReminders from './0017_push_reminders';
import * as summaryView from './0018_summary_view';
import * as habitEntriesRevision from './0019_habit_entries_revision';
import * as loopIdentity from './0020_loop_identity';
import * as pushLastSent from './0021_push_last_sent';
import * as groups from './0022_groups';
import * as shares from './0023_shares';
import * as userLocale from './0024_user_locale';
import * as pushUserAgent from './0025_push_user_agent';
import * as habitReminders from './0026_habit_reminders';
import * as emailReminders from './0027_email_reminders';
import * as entryWritesUserRevision from './0028_entry_writes_user_revision';
import * as iconCatalogRevision from './0029_icon_catalog_revision';

/** Static, so bundlers and tsx need no file-system scan. Names sort in the order they run. */
export const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_seed_builtin_icons': seedBuiltInIcons,
  '0003_user_data_revision': userDataRevision,
  '0004_habit_goal': habitGoal,
  '0005_rate_limits': rateLimits,
  '0006_goal_history': goalHistory,
  '0007_theme_system': themeSystem,
  '0009_schedules': schedules,
  '0010_habit_deleted_at': habitDeletedAt,
  '0012_unlogged_days': unloggedDays,
  '0015_reduction': reduction,
  '0016_accounts': accounts,
  '0017_push_reminders': pushReminders,
  '0018_summary_view': summaryView,
  '0019_habit_entries_revision': habitEntriesRevision,
  '0020_loop_identity': loopIdentity,
  '0021_push_last_sent': pushLastSent,
  '0022_groups': groups,
  '0023_shares': shares,
  '0024_user_locale': userLocale,
  '0025_push_user_agent': pushUserAgent,
  '0026_habit_reminders': habitReminders,
  '0027_email_reminders': emailReminders,
  '0028_entry_writes_user_revision': entryWritesUserRevision,
  '0029_icon_catalog_revision': iconCatalogRevision,
};

/** Brings the schema up to date; throws (with the failing migration named) if one fails. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- accepts any Database shape
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResultSet> {
  return migrate(db, (migrator) => migrator.migrateToLatest());
}

/** Runs the migrations up to `name`, included (tests of a migration start from the one before). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- accepts any Database shape
export async function migrateTo(db: Kysely<any>, name: string): Promise<MigrationResultSet> {
  return migrate(db, (migrator) => migrator.migrateTo(name));
}

async function migrate(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- accepts any Database shape
  db: Kysely<any>,
  run: (migrator: Migrator) => Promise<MigrationResultSet>,
): Promise<MigrationResultSet> {
  const schema = await migrationTableSchema(db);
  const migrator = new Migrator({
    db: schema === undefined ? db : withTablesOfSchema(db, schema),
    provider: { getMigrations: () => Promise.resolve(migrations) },
    ...(schema === undefined ? {} : { migrationTableSchema: schema }),
  });
  const resultSet = await run(migrator);
  if (resultSet.error !== undefined) {
    const failed = resultSet.results?.find((result) => result.status === 'Error');
    const cause = resultSet.error instanceof Error ? resultSet.error.message : 'unknown error';
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${cause}`, {
      cause: resultSet.error,
    });
  }
  return resultSet;
}

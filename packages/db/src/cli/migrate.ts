/**
 * `pnpm db:migrate`: brings the database of DATABASE_URL (default ./data/taper.db) up to date.
 * A relative SQLite path is taken from where pnpm was started (INIT_CWD), not this package's folder.
 */
import path from 'node:path';
import { createDb } from '../client';
import { parseDatabaseUrl } from '../dialect';
import { migrateToLatest } from '../migrations';

function resolveUrl(): string {
  const url = process.env.DATABASE_URL;
  const target = parseDatabaseUrl(url);
  if (target.engine === 'postgres' || target.filename === ':memory:') return url ?? '';
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), target.filename);
}

const url = resolveUrl();
const { db, dialect, close } = createDb(url);
try {
  const { results = [] } = await migrateToLatest(db);
  for (const result of results) console.log(`${result.status}: ${result.migrationName}`);
  console.log(
    results.length === 0
      ? `${dialect}: already up to date`
      : `${dialect}: ${results.length} migration(s) applied`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await close();
}

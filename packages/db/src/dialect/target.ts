/** Which engine and which database a URL names. */
export type Engine = 'sqlite' | 'postgres';

export const DEFAULT_SQLITE_PATH = './data/taper.db';

export type DatabaseTarget =
  { engine: 'sqlite'; filename: string } | { engine: 'postgres'; connectionString: string };

/** No URL, a plain path or `file:` → SQLite; `postgres://` or `postgresql://` → PostgreSQL. */
export function parseDatabaseUrl(url: string | undefined): DatabaseTarget {
  const trimmed = url?.trim() ?? '';
  if (/^postgres(ql)?:\/\//i.test(trimmed))
    return { engine: 'postgres', connectionString: trimmed };
  if (trimmed === '') return { engine: 'sqlite', filename: DEFAULT_SQLITE_PATH };
  if (/^file:/i.test(trimmed)) {
    // file:///abs/path, file://./rel, file:rel — all name a path on this machine.
    const filename = trimmed.replace(/^file:(\/\/)?/i, '').replace(/\?.*$/, '');
    return { engine: 'sqlite', filename: filename === '' ? DEFAULT_SQLITE_PATH : filename };
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) {
    throw new Error(`Unsupported database URL scheme: ${trimmed.split(':')[0] ?? ''}`);
  }
  return { engine: 'sqlite', filename: trimmed };
}

/**
 * PostgreSQL parses and plans a statement sent unnamed every time: for the app's short statements
 * that was most of their cost in the server (pg_stat_statements, a log's five statements: about
 * 80 µs of planning each against 20-60 µs of running them; issue 56). Each connection here names
 * the reads and writes it sends, so the server parses each text once per connection and, after a
 * few runs, keeps a generic plan (PostgreSQL's own choice, `plan_cache_mode`). The SQLite side keeps
 * its prepared statements the same way (connect.ts).
 */
import type pg from 'pg';

/** Statements named per connection at most (the app's texts are a few hundred at most). */
export const NAMED_STATEMENTS_PER_CONNECTION = 500;

/**
 * A longer text is a bulk write (an import's chunk of rows): named, it would only hold the server's
 * memory.
 */
const NAMED_STATEMENT_MAX_LENGTH = 4000;

/** Reads and writes; DDL and transaction control are sent unnamed, as before. */
const NAMEABLE = /^(?:\/\*[^*]*\*\/\s*)?(?:select|insert|update|delete|with)\b/i;

/** What a kept statement's plan says when a migration changed a table it reads since. */
function isStalePlan(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error as { code?: unknown }).code === '0A000' &&
    error.message.includes('cached plan must not change result type')
  );
}

/** What PostgreSQL answers a statement sent in a transaction an error already ended. */
const IN_FAILED_TRANSACTION = '25P02';

type QueryArgs = [text: unknown, values?: unknown, ...rest: unknown[]];

/**
 * Sends the client's reads and writes as named statements, each text under a name of its own for
 * this connection. A statement whose table another process's migration changed (a second host
 * starting on a newer version) is named anew and sent again, once; in a transaction that cannot
 * help, and the transaction fails with the stale plan's error, as any statement error fails it.
 */
export function nameStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  const names = new Map<string, string>();
  let named = 0;
  const nameFor = (text: string): string | undefined => {
    const kept = names.get(text);
    if (kept !== undefined || names.size >= NAMED_STATEMENTS_PER_CONNECTION) return kept;
    named += 1;
    const name = `taper_${String(named)}`;
    names.set(text, name);
    return name;
  };
  const naming = (...args: QueryArgs): unknown => {
    const [text, values, ...rest] = args;
    if (
      typeof text !== 'string' ||
      !Array.isArray(values) ||
      rest.length > 0 ||
      text.length > NAMED_STATEMENT_MAX_LENGTH ||
      !NAMEABLE.test(text)
    )
      return query(...args);
    const name = nameFor(text);
    if (name === undefined) return query(text, values);
    return query({ name, text, values }).catch(async (error: unknown) => {
      if (!isStalePlan(error)) throw error;
      names.delete(text);
      const renamed = nameFor(text);
      try {
        return await (renamed === undefined
          ? query(text, values)
          : query({ name: renamed, text, values }));
      } catch (again) {
        // In a transaction the retry only meets the abort: the first error says what happened.
        throw (again as { code?: unknown }).code === IN_FAILED_TRANSACTION ? error : again;
      }
    });
  };
  client.query = naming as typeof client.query;
}

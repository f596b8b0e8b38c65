/**
 * A statement a log sends every time, built and compiled once per engine. Through Kysely each call
 * builds the query's tree and has both plugins walk it before compiling: on a log on PostgreSQL
 * that was about a tenth of the server's CPU, more than sending the two statements (issue 56). The
 * statement is built once with a placeholder for each value; each call binds its values in their
 * places, converted as PortableTypesPlugin converts parameters, and its rows come back through the
 * plugins as any query's do. The SQL text is the same for every handle of an engine (a schema is
 * the connection's search path, not part of the text), so a transaction finds it compiled too.
 * A lookup whose columns need no conversion has the lighter `arraySelectPerDb` (rows.ts): its
 * rows skip the plugins and come back as arrays.
 */
import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import { engineOf } from './schema';
import type { Engine } from './target';
import { toParameter } from './values';

/**
 * Starts every placeholder. No constant a statement holds starts with a NUL; the values bound are
 * never read for it.
 */
const PLACEHOLDER = '\u0000value:';

/** A compiled statement: its text, and for each parameter the value's name or the constant. */
interface Compiled {
  sql: string;
  parameters: readonly ({ name: string } | { constant: unknown })[];
}

function compile(query: Compilable): Compiled {
  const { sql, parameters } = query.compile();
  return {
    sql,
    parameters: parameters.map((parameter) =>
      typeof parameter === 'string' && parameter.startsWith(PLACEHOLDER)
        ? { name: parameter.slice(PLACEHOLDER.length) }
        : { constant: parameter },
    ),
  };
}

/** An object whose every field is its own placeholder. */
function placeholders(): object {
  return new Proxy(
    {},
    { get: (_target, key) => (typeof key === 'string' ? PLACEHOLDER + key : undefined) },
  );
}

/**
 * `build`'s statement, compiled on first use per engine, run with `values` each call. `build` may
 * only place the values it reads (`values.date`) into the query: it is called once, with
 * placeholders, so it must not branch on them, spread them or change them.
 */
export function compiledStatement<DB, Values extends object, Row>(
  build: (db: Kysely<DB>, values: Values) => Compilable<Row>,
): (db: Kysely<DB>, values: Values) => Promise<Row[]> {
  const compiledFor = new Map<Engine, Compiled>();
  return async (db, values) => {
    const engine = engineOf(db);
    let compiled = compiledFor.get(engine);
    if (!compiled) {
      compiled = compile(build(db, placeholders() as Values));
      compiledFor.set(engine, compiled);
    }
    const bound = compiled.parameters.map((parameter) => {
      if (!('name' in parameter)) return parameter.constant;
      const value = (values as Record<string, unknown>)[parameter.name];
      // A field left out is bound as null, as the query's `?? null` would have it.
      return value === undefined ? null : toParameter(engine, value);
    });
    const { rows } = await db.executeQuery<Row>(CompiledQuery.raw(compiled.sql, bound));
    return rows;
  };
}

/** Values in both directions, so both engines give the same JavaScript types. */
import {
  OperationNodeTransformer,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type ValueNode,
} from 'kysely';
import type { Engine } from './target';

/** Result columns named `…At` are timestamps. */
const TIMESTAMP_KEY = /At$/;
/** Result columns named `isX` are booleans. */
const BOOLEAN_KEY = /^is[A-Z]/;
/**
 * Columns that hold JSON documents: text on SQLite, json on PostgreSQL (json, not jsonb, keeps the
 * document as written — key order included — so both engines return the same objects).
 */
const JSON_KEYS = new Set(['goal', 'plan', 'reminders', 'checkIn']);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Parameters: arrays and plain objects are JSON documents on both engines (pg would otherwise send
 * an array as a PostgreSQL array literal). SQLite cannot bind Dates or booleans: Dates become ISO
 * text (fixed width, so text order is time order) and booleans 0/1.
 */
export function toParameter(engine: Engine, value: unknown): unknown {
  if (Array.isArray(value) || isPlainObject(value)) return JSON.stringify(value);
  if (engine === 'sqlite') {
    if (value instanceof Date) return value.toISOString();
    if (typeof value === 'boolean') return value ? 1 : 0;
  }
  return value;
}

/** Results: the same JavaScript types from both engines (pg already parses its own types). */
type ColumnConverter = (value: unknown) => unknown;

const toDate: ColumnConverter = (value) =>
  typeof value === 'string' || typeof value === 'number' ? new Date(value) : value;
const toBoolean: ColumnConverter = (value) => (typeof value === 'number' ? value !== 0 : value);
const fromJson: ColumnConverter = (value) =>
  typeof value === 'string' ? (JSON.parse(value) as unknown) : value;

/** Decided once per column name (the names are the schema's few dozen), not per value. */
const convertersByKey = new Map<string, ColumnConverter | null>();

function converterFor(key: string): ColumnConverter | null {
  let converter = convertersByKey.get(key);
  if (converter === undefined) {
    converter = TIMESTAMP_KEY.test(key)
      ? toDate
      : BOOLEAN_KEY.test(key)
        ? toBoolean
        : JSON_KEYS.has(key)
          ? fromJson
          : null;
    if (convertersByKey.size < 10_000) convertersByKey.set(key, converter);
  }
  return converter;
}

class ParameterTransformer extends OperationNodeTransformer {
  constructor(private readonly engine: Engine) {
    super();
  }

  protected override transformValue(node: ValueNode): ValueNode {
    return { ...super.transformValue(node), value: toParameter(this.engine, node.value) };
  }

  protected override transformPrimitiveValueList(
    node: PrimitiveValueListNode,
  ): PrimitiveValueListNode {
    return {
      ...super.transformPrimitiveValueList(node),
      values: node.values.map((value) => toParameter(this.engine, value)),
    };
  }
}

/**
 * Runs after CamelCasePlugin (so result keys are camelCase). Conventions it relies on, kept by the
 * schema: timestamps end in `At`, booleans start with `is`, JSON columns are listed in JSON_KEYS.
 */
export class PortableTypesPlugin implements KyselyPlugin {
  readonly #transformer: ParameterTransformer;

  constructor(engine: Engine) {
    this.#transformer = new ParameterTransformer(engine);
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node, args.queryId);
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const { result } = args;
    const first = result.rows[0];
    if (first === undefined) return Promise.resolve(result);
    // Every row of a result has the same columns: find the ones to convert once.
    const converted: [string, ColumnConverter][] = [];
    for (const key of Object.keys(first)) {
      const converter = converterFor(key);
      if (converter) converted.push([key, converter]);
    }
    if (converted.length === 0) return Promise.resolve(result);
    const rows = result.rows.map((row) => {
      const copy: UnknownRow = { ...row };
      for (const [key, converter] of converted) {
        const value = copy[key];
        if (value !== null && value !== undefined) copy[key] = converter(value);
      }
      return copy;
    });
    return Promise.resolve({ ...result, rows });
  }
}

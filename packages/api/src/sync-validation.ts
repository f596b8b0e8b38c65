/**
 * tRPC checks a procedure's input and output with the schema's `parseAsync`, and zod 4 runs its
 * compiled fast path for objects only in a synchronous parse: a log's answer (a month's calendar
 * of day objects) took ~90 µs to check asynchronously against ~25 µs synchronously (issue 56).
 * Every schema a procedure is given here parses synchronously first, and falls back to zod's own
 * `parseAsync` where a schema turns out to hold an asynchronous check. The result, and the error
 * on bad input, are the same either way. The schema stays the same instance: the OpenAPI document
 * is read from it.
 */
import { z } from 'zod';

/** The schemas whose `parseAsync` parses synchronously first. */
const synchronousFirst = new WeakSet<z.ZodType>();

function parsedSynchronouslyFirst(schema: unknown): void {
  if (!(schema instanceof z.ZodType) || synchronousFirst.has(schema)) return;
  synchronousFirst.add(schema);
  const parseAsync = schema.parseAsync.bind(schema);
  schema.parseAsync = async (data, params) => {
    try {
      return schema.parse(data, params);
    } catch (error) {
      if (error instanceof z.core.$ZodAsyncError) return parseAsync(data, params);
      throw error;
    }
  };
}

/** A procedure builder (tRPC's): what `.input()` and the other steps return. */
function isBuilder(value: unknown): value is object {
  return (
    typeof value === 'object' &&
    value !== null &&
    '_def' in value &&
    typeof (value as { input?: unknown }).input === 'function'
  );
}

/**
 * `builder`, and every builder made from it, with each schema given to `.input()` and `.output()`
 * parsing synchronously first. Types are unchanged: only the schemas' `parseAsync` is.
 */
export function validatingSynchronouslyFirst<B extends object>(builder: B): B {
  return new Proxy(builder, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (key === 'input' || key === 'output') args.forEach(parsedSynchronouslyFirst);
        const made: unknown = Reflect.apply(value, target, args);
        return isBuilder(made) ? validatingSynchronouslyFirst(made) : made;
      };
    },
  });
}

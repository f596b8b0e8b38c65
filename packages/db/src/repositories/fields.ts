/** The fields of a partial update that were given: undefined means "keep", null means "clear". */
export function definedFields<T extends object>(fields: T): Partial<T> {
  const defined: Partial<T> = {};
  for (const key of Object.keys(fields) as (keyof T)[]) {
    if (fields[key] !== undefined) defined[key] = fields[key];
  }
  return defined;
}

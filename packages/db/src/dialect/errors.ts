/** The engines' error codes for the constraint violations the API answers with a 4xx. */
function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

/** A unique or primary key was violated (e.g. a taken email or icon name) — the API answers 409. */
export function isUniqueViolation(error: unknown): boolean {
  const code = errorCode(error);
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

/** A foreign key was violated (e.g. an entry for a habit that was deleted meanwhile). */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = errorCode(error);
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

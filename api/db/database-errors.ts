/** The code a database gave an error (SQLite's `SQLITE_...`, PostgreSQL's SQLSTATE), bare or as the cause drizzle wraps. */
export function databaseErrorCode(error: unknown): string {
  const codeOf = (value: unknown) => {
    const code = (value as { code?: unknown } | null)?.code;
    return typeof code === 'string' ? code : '';
  };
  return codeOf(error) || codeOf((error as { cause?: unknown } | null)?.cause);
}

/** A unique index refused the row: SQLite's constraint codes, or PostgreSQL's unique_violation (23505). */
export function isUniqueViolation(error: unknown): boolean {
  const code = databaseErrorCode(error);
  return code.startsWith('SQLITE_CONSTRAINT_UNIQUE') || code.startsWith('SQLITE_CONSTRAINT_PRIMARYKEY') || code === '23505';
}

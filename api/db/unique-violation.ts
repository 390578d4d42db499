/** A unique index refused the row: SQLite's constraint codes, or PostgreSQL's unique_violation (23505), bare or as the cause drizzle wraps. */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => String((value as { code?: unknown } | null)?.code ?? '');
  const code = codeOf(error) || codeOf((error as { cause?: unknown } | null)?.cause);
  return code.startsWith('SQLITE_CONSTRAINT_UNIQUE') || code.startsWith('SQLITE_CONSTRAINT_PRIMARYKEY') || code === '23505';
}

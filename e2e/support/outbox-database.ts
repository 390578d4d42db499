import Database from 'better-sqlite3';

/** Counts rows in a journey's own server's SQLite file (read-only, beside the running server). */
export function countRowsIn(databasePath: string, sql: string, ...params: unknown[]): number {
  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare(sql).get(...params) as { count: number }).count;
  } finally {
    db.close();
  }
}

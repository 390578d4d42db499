import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { describe, expect, it } from 'vitest';
import { isSuiteCode } from '../../shared/warehouse/suite-code';
import { openDatabase } from './client';
import { MIGRATIONS_FOLDER } from './migration-folders';

/** The migrations folder as it was before the suite codes (the first `count` migrations). */
function migrationsUpTo(count: number): string {
  const folder = mkdtempSync(join(tmpdir(), 'miami-drop-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: unknown[] };
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }));
  return folder;
}

describe('migration 0002 on a database with customers', () => {
  it('gives every existing user a distinct suite code', () => {
    const { db, sqlite, close } = openDatabase(':memory:');
    migrate(db, { migrationsFolder: migrationsUpTo(2) });
    const insert = sqlite.prepare("INSERT INTO users (email, password_hash, first_name, last_name, created_at, updated_at) VALUES (?, 'x', 'A', 'B', 0, 0)");
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) insert.run(email);
    migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const codes = (sqlite.prepare('SELECT suite_code FROM users ORDER BY id').all() as Array<{ suite_code: string }>).map((row) => row.suite_code);
    expect(codes).toEqual(['MD-10001', 'MD-10002', 'MD-10003']);
    expect(codes.every(isSuiteCode)).toBe(true);
    expect(() => sqlite.prepare("UPDATE users SET suite_code = 'MD-10001' WHERE id = 2").run()).toThrow(/UNIQUE/);
    close();
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    baseDatabasePath: string;
    /** The database the api tests run on (the api and api-postgresql projects of vitest.config.ts). */
    testDialect: 'sqlite' | 'postgresql';
  }
}

/** Migrates one base database per run; each test file copies it (see test-app.ts). */
export default function setup(project: TestProject) {
  const directory = mkdtempSync(join(tmpdir(), 'miami-drop-test-'));
  const path = join(directory, 'base.db');
  const handle = openDatabase(path);
  migrateDatabase(handle.db);
  handle.sqlite.pragma('wal_checkpoint(TRUNCATE)');
  handle.sqlite.pragma('journal_mode = DELETE');
  handle.close();
  project.provide('baseDatabasePath', path);
  return () => rmSync(directory, { recursive: true, force: true });
}

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalFileStore } from '../../adapters/files/local-file-store';
import { openAppDatabase } from '../../db/app-database';
import { users } from '../../db/tables';
import { createUser, DEFAULT_TEST_PASSWORD } from '../../test/factories';
import { smallPng } from '../../test/photo-fixtures';
import { createScratchDatabase, type ScratchDatabase } from '../../test/scratch-database';
import { call, createTestApp, onSqlite, type TestApp } from '../../test/test-app';
import { hashPassword } from '../accounts/passwords';
import { insertUser } from '../accounts/users-service';
import { createBackup } from './backup-service';
import type { BackupSettings } from './backup-settings';
import { restoreBackup } from './restore-service';
import { sqliteIntegrity } from './sqlite-backup';

const settingsFor = (databaseUrl: string, filesDir: string, backupDir: string): BackupSettings => ({ databaseUrl, filesDir, backupDir, retention: 14, schedule: null });

describe('the restore drill: back up while writes run, restore into a new place, start on it', () => {
  let directory: string;
  let source: TestApp;
  let restored: TestApp | undefined;
  let target: ScratchDatabase | undefined;
  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'miami-drop-drill-'));
  });
  afterEach(async () => {
    restored?.close();
    source.close();
    await target?.drop();
    rmSync(directory, { recursive: true, force: true });
  });

  it('keeps every write acknowledged before the backup began, a consistent prefix of the rest, and the photos', async () => {
    const filesDir = join(directory, 'files');
    source = await createTestApp({ files: createLocalFileStore(filesDir) });
    const { user: firstCustomer } = await createUser(source);
    await source.deps.files.put('photos/1/label.png', await smallPng(), 'image/png');

    // Customers registered one after another (the app's insert, its suite code drawn in the transaction), each
    // recorded once the database acknowledged it.
    const passwordHash = await hashPassword(DEFAULT_TEST_PASSWORD);
    const acknowledged: string[] = [];
    let writing = true;
    const writes = (async () => {
      for (let index = 0; writing; index++) {
        const email = `drill${index}@example.com`;
        await insertUser(source.db, { email, passwordHash, firstName: 'Drill', lastName: 'Write', phone: '+13055550100', role: 'regular', emailVerifiedAt: source.clock.now(), createdAt: source.clock.now() });
        acknowledged.push(email);
        // SQLite answers at once: without a turn of the event loop between writes, the backup would never get one.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    while (acknowledged.length < 25) await new Promise((resolve) => setTimeout(resolve, 5));

    const acknowledgedBeforeBackup = [...acknowledged];
    const backup = await createBackup(settingsFor(source.databaseUrl, filesDir, join(directory, 'backups')), { reason: 'manual', now: new Date() });
    const acknowledgedByBackupEnd = acknowledged.length;
    expect(acknowledgedByBackupEnd, 'writes went on while the backup ran').toBeGreaterThan(acknowledgedBeforeBackup.length);
    while (acknowledged.length < acknowledgedByBackupEnd + 25) await new Promise((resolve) => setTimeout(resolve, 5));
    writing = false;
    await writes;

    target = await createScratchDatabase(directory, 'restored', 'empty');
    const restoredFiles = join(directory, 'restored-files');
    await restoreBackup(backup.folder, settingsFor(target.url, restoredFiles, join(directory, 'unused')));
    if (onSqlite) expect(sqliteIntegrity(target.url)).toBe('ok');
    const database = await openAppDatabase(target.url);
    await database.migrate();
    await database.close();
    restored = await createTestApp({ databaseUrl: target.url, files: createLocalFileStore(restoredFiles) });

    const emails = new Set((await restored.db.select({ email: users.email }).from(users)).map((row) => row.email));
    for (const email of acknowledgedBeforeBackup) expect(emails.has(email)).toBe(true);
    // One snapshot: the writes it holds are the first k of those made one after another, never a later one without an earlier.
    const kept = acknowledged.filter((email) => emails.has(email));
    expect(kept).toEqual(acknowledged.slice(0, kept.length));
    expect(kept.length).toBeLessThan(acknowledged.length);
    expect(emails.has(firstCustomer.email)).toBe(true);

    const login = await call(restored, 'POST', '/api/login', { body: { email: acknowledgedBeforeBackup.at(-1), password: DEFAULT_TEST_PASSWORD, remember_me: false } });
    expect(login.status).toBe(200);
    expect(await restored.deps.files.get('photos/1/label.png')).toEqual(new Uint8Array(readFileSync(join(filesDir, 'photos', '1', 'label.png'))));
  });
});

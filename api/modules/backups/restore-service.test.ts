import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalFileStore } from '../../adapters/files/local-file-store';
import { openDatabase } from '../../db/client';
import { createUser } from '../../test/factories';
import { smallPng } from '../../test/photo-fixtures';
import { createScratchDatabase, type ScratchDatabase } from '../../test/scratch-database';
import { createTestApp, onSqlite, type TestApp } from '../../test/test-app';
import { type BackupResult, createBackup } from './backup-service';
import type { BackupSettings } from './backup-settings';
import { readDatabaseState } from './read-database-state';
import { restoreBackup, RestoreRefusedError } from './restore-service';

const settingsFor = (databaseUrl: string, filesDir: string | null, backupDir = '/nonexistent'): BackupSettings => ({ databaseUrl, filesDir, backupDir, retention: 14, schedule: null });
const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

describe('restoring a backup', () => {
  let directory: string;
  let testApp: TestApp;
  let backup: BackupResult;
  const scratch: ScratchDatabase[] = [];
  const newDatabase = async (contents: 'empty' | 'migrated') => {
    const database = await createScratchDatabase(directory, `target${scratch.length}`, contents);
    scratch.push(database);
    return database;
  };

  beforeEach(async () => {
    directory = mkdtempSync(join(tmpdir(), 'miami-drop-restore-'));
    const filesDir = join(directory, 'files');
    testApp = await createTestApp({ files: createLocalFileStore(filesDir) });
    await createUser(testApp, { email: 'kept@example.com' });
    await testApp.deps.files.put('photos/7/front.png', await smallPng(), 'image/png');
    await testApp.deps.files.put('photos/7/back.png', await smallPng(), 'image/png');
    backup = await createBackup(settingsFor(testApp.databaseUrl, filesDir, join(directory, 'backups')), { reason: 'manual', now: new Date('2026-11-28T10:15:00Z') });
  });
  afterEach(async () => {
    testApp.close();
    for (const database of scratch.splice(0)) await database.drop();
    rmSync(directory, { recursive: true, force: true });
  });

  it('writes a folder named for its time holding the database, the photos and a manifest', () => {
    expect(backup.folder).toBe(join(directory, 'backups', 'backup-2026-11-28T10-15-00Z'));
    expect(readdirSync(backup.folder).sort()).toEqual([onSqlite ? 'database.sqlite' : 'database.pgdump', 'files', 'manifest.json']);
    expect(readdirSync(join(backup.folder, 'files', 'photos', '7')).sort()).toEqual(['back.png', 'front.png']);
    expect(backup.manifest).toMatchObject({ app: 'miami-drop', dialect: onSqlite ? 'sqlite' : 'postgresql', createdAt: '2026-11-28T10:15:00.000Z', reason: 'manual', files: true });
    expect(backup.manifest.migrations).toBeGreaterThan(0);
    expect(JSON.parse(readFileSync(join(backup.folder, 'manifest.json'), 'utf8'))).toEqual(backup.manifest);
  });

  it('restores the database and the photos into an empty database and an empty folder', async () => {
    const target = await newDatabase('empty');
    const filesDir = join(directory, 'restored-files');
    const result = await restoreBackup(backup.folder, settingsFor(target.url, filesDir));
    expect(result.filesDir).toBe(filesDir);
    const state = await readDatabaseState(target.url);
    expect(state.appliedMigrations).toBe(backup.manifest.migrations);
    expect(readdirSync(join(filesDir, 'photos', '7')).sort()).toEqual(['back.png', 'front.png']);
    expect(readFileSync(join(filesDir, 'photos', '7', 'front.png'))).toEqual(readFileSync(join(directory, 'files', 'photos', '7', 'front.png')));
  });

  it('refuses a database with any table and changes nothing, neither the database nor the photos folder', async () => {
    const target = await newDatabase('migrated');
    const before = await readDatabaseState(target.url);
    const fileHash = onSqlite ? sha256(target.url) : null;
    const filesDir = join(directory, 'restored-files');

    const refusal = restoreBackup(backup.folder, settingsFor(target.url, filesDir));
    await expect(refusal).rejects.toThrow(RestoreRefusedError);
    await expect(refusal).rejects.toThrow(/is not empty \(\d+ tables: .*\): a backup is restored only into an empty database\. Nothing was changed\./);
    expect(await readDatabaseState(target.url)).toEqual(before);
    if (fileHash) expect(sha256(target.url)).toBe(fileHash);
    expect(readdirSync(directory)).not.toContain('restored-files');
  });

  it('refuses a photos folder with anything in it, and leaves the empty database empty', async () => {
    const target = await newDatabase('empty');
    const filesDir = join(directory, 'restored-files');
    mkdirSync(filesDir);
    writeFileSync(join(filesDir, 'someone-elses.jpg'), 'x');

    await expect(restoreBackup(backup.folder, settingsFor(target.url, filesDir))).rejects.toThrow(/FILES_DIR\) is not empty: .*Nothing was changed\./);
    expect((await readDatabaseState(target.url)).tables).toEqual([]);
    expect(readdirSync(filesDir)).toEqual(['someone-elses.jpg']);
  });

  it.runIf(onSqlite)('refuses a SQLite file a process has open (its WAL would be read into the restored file)', async () => {
    const target = join(directory, 'open.db');
    const open = openDatabase(target);
    // Written to, and still without a table: only its WAL tells the file is in use.
    open.sqlite.exec('create table scratch (x); drop table scratch');
    try {
      await expect(restoreBackup(backup.folder, settingsFor(target, null))).rejects.toThrow(`${target}-wal exists: the database is open (is a server running on it?)`);
    } finally {
      open.close();
    }
  });

  it('refuses a folder that is not a backup', async () => {
    const target = await newDatabase('empty');
    await expect(restoreBackup(directory, settingsFor(target.url, null))).rejects.toThrow(`${directory} is not a backup: it has no manifest.json`);
  });

  it('leaves the photos in the backup when they live in a bucket (FILE_STORE=s3)', async () => {
    const target = await newDatabase('empty');
    const result = await restoreBackup(backup.folder, settingsFor(target.url, null));
    expect(result).toMatchObject({ filesDir: null, filesLeftIn: join(backup.folder, 'files') });
  });

  it('refuses a backup folder that is not empty as the destination of a new backup', async () => {
    await expect(createBackup(settingsFor(testApp.databaseUrl, null), { reason: 'manual', now: new Date(), destination: backup.folder })).rejects.toThrow(
      `${backup.folder} is not empty: a backup goes into a new or empty folder`,
    );
  });
});

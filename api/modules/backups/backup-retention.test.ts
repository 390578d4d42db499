import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupFolderName, listBackupFolders } from './backup-folders';
import { pruneBackups } from './backup-retention';

describe('keeping the newest backups', () => {
  let backupDir: string;
  beforeEach(() => {
    backupDir = mkdtempSync(join(tmpdir(), 'miami-drop-retention-'));
  });
  afterEach(() => rmSync(backupDir, { recursive: true, force: true }));

  const backupFolder = (name: string) => {
    mkdirSync(join(backupDir, name, 'files'), { recursive: true });
    writeFileSync(join(backupDir, name, 'manifest.json'), '{}');
  };

  it('names a backup for its time in UTC, a second one in the same second with a repeat', () => {
    const now = new Date('2026-11-28T10:15:00.456Z');
    expect(backupFolderName(now)).toBe('backup-2026-11-28T10-15-00Z');
    expect(backupFolderName(now, 2)).toBe('backup-2026-11-28T10-15-00Z-2');
  });

  it('deletes only the oldest of its own folders beyond the count, whatever else the folder holds', async () => {
    for (const name of ['backup-2026-11-20T09-15-00Z', 'backup-2026-11-21T09-15-00Z', 'backup-2026-11-22T09-15-00Z', 'backup-2026-11-22T09-15-00Z-2', 'backup-2026-11-22T09-15-00Z-10']) backupFolder(name);
    // Not ours, or not finished: an operator's folder, a backup without its manifest, one being written, a file.
    mkdirSync(join(backupDir, 'before-the-move'));
    mkdirSync(join(backupDir, 'backup-2026-11-01T09-15-00Z'));
    mkdirSync(join(backupDir, '.backup-2026-11-23T09-15-00Z.partial-0a1b2c3d'));
    writeFileSync(join(backupDir, 'backup-2026-11-02T09-15-00Z'), 'a file');

    expect(await listBackupFolders(backupDir)).toEqual([
      'backup-2026-11-20T09-15-00Z',
      'backup-2026-11-21T09-15-00Z',
      'backup-2026-11-22T09-15-00Z',
      'backup-2026-11-22T09-15-00Z-2',
      'backup-2026-11-22T09-15-00Z-10',
    ]);
    expect(await pruneBackups(backupDir, 3)).toEqual(['backup-2026-11-20T09-15-00Z', 'backup-2026-11-21T09-15-00Z']);
    expect(readdirSync(backupDir).sort()).toEqual([
      '.backup-2026-11-23T09-15-00Z.partial-0a1b2c3d',
      'backup-2026-11-01T09-15-00Z',
      'backup-2026-11-02T09-15-00Z',
      'backup-2026-11-22T09-15-00Z',
      'backup-2026-11-22T09-15-00Z-10',
      'backup-2026-11-22T09-15-00Z-2',
      'before-the-move',
    ]);
    expect(await pruneBackups(backupDir, 3)).toEqual([]);
  });

  it('finds nothing to delete in a folder that does not exist yet', async () => {
    expect(await pruneBackups(join(backupDir, 'not-yet'), 1)).toEqual([]);
  });
});

import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { createTestApp, type TestApp } from '../../test/test-app';
import { runDailyBackup, startBackupJob } from './backup-job';
import { createBackup } from './backup-service';
import { backupSettingsOf, type BackupSettings } from './backup-settings';

describe('the daily backup', () => {
  let directory: string;
  let testApp: TestApp;
  let settings: BackupSettings;
  beforeEach(async () => {
    directory = mkdtempSync(join(tmpdir(), 'miami-drop-daily-'));
    testApp = await createTestApp();
    settings = { databaseUrl: testApp.databaseUrl, filesDir: join(directory, 'files'), backupDir: join(directory, 'backups'), retention: 2, schedule: '15 4 * * *' };
  });
  afterEach(() => {
    testApp.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('backs up, then keeps the newest BACKUP_RETENTION backups', async () => {
    for (const day of ['2026-03-07', '2026-03-08', '2026-03-09']) await createBackup(settings, { reason: 'daily', now: new Date(`${day}T09:15:00Z`) });

    await runDailyBackup(testApp.deps, settings);

    expect(readdirSync(settings.backupDir).sort()).toEqual(['backup-2026-03-09T09-15-00Z', 'backup-2026-03-10T15-00-00Z']);
    expect(testApp.logRecords).toContainEqual(expect.objectContaining({ job: 'daily-backup', msg: 'backed up', folder: join(settings.backupDir, 'backup-2026-03-10T15-00-00Z') }));
    expect(testApp.logRecords).toContainEqual(
      expect.objectContaining({ job: 'daily-backup', msg: 'removed 2 older backup(s), keeping the newest 2', removed: ['backup-2026-03-07T09-15-00Z', 'backup-2026-03-08T09-15-00Z'] }),
    );
  });

  it('is off with BACKUP_SCHEDULE=off, daily at 04:15 New York time by default, and refuses a schedule it cannot read', () => {
    expect(backupSettingsOf(loadEnv({ BACKUP_SCHEDULE: 'off' })).schedule).toBeNull();
    expect(backupSettingsOf(loadEnv({}))).toEqual({ databaseUrl: 'data/app.db', filesDir: 'data/files', backupDir: 'data/backups', retention: 14, schedule: '15 4 * * *' });
    expect(backupSettingsOf(loadEnv({ FILE_STORE: 's3', S3_BUCKET: 'b', S3_REGION: 'us-east-1' })).filesDir).toBeNull();
    expect(() => loadEnv({ BACKUP_SCHEDULE: 'every night' })).toThrow('BACKUP_SCHEDULE: a cron expression (e.g. 15 4 * * *, New York time) or off');
    expect(() => loadEnv({ BACKUP_RETENTION: '0' })).toThrow(/BACKUP_RETENTION/);
    startBackupJob(testApp.deps, { ...settings, schedule: null }).stop();
  });
});

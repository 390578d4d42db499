import type { Env } from '../../env';
import { BACKUPS_OFF } from './backup-schedule';

/** What a backup or a restore needs to know, from the same settings the server reads (api/env.ts). */
export interface BackupSettings {
  databaseUrl: string;
  /** The photos' folder when they are kept on this disk (FILE_STORE=local); null when they live in a bucket. */
  filesDir: string | null;
  backupDir: string;
  /** The newest backups kept in backupDir; older ones of ours are deleted after each daily backup. */
  retention: number;
  /** The daily backup's cron expression (New York time), or null when it is off. */
  schedule: string | null;
}

export function backupSettingsOf(env: Env): BackupSettings {
  return {
    databaseUrl: env.DATABASE_URL,
    filesDir: env.FILE_STORE === 'local' ? env.FILES_DIR : null,
    backupDir: env.BACKUP_DIR,
    retention: env.BACKUP_RETENTION,
    schedule: env.BACKUP_SCHEDULE === BACKUPS_OFF ? null : env.BACKUP_SCHEDULE,
  };
}

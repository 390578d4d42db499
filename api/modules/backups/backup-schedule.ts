import { Cron } from 'croner';

/** The daily backup's clock, as the warehouse and its customers read it. */
export const BACKUP_TIMEZONE = 'America/New_York';
/** 04:15 in New York: after the idempotency pruning, long before the warehouse opens. */
export const DEFAULT_BACKUP_SCHEDULE = '15 4 * * *';
export const BACKUPS_OFF = 'off';

/** BACKUP_SCHEDULE: a cron expression croner reads, or `off`. */
export function isBackupSchedule(value: string): boolean {
  if (value === BACKUPS_OFF) return true;
  try {
    new Cron(value, { paused: true, timezone: BACKUP_TIMEZONE }).stop();
    return true;
  } catch {
    return false;
  }
}

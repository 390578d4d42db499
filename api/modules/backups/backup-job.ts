import { Cron } from 'croner';
import type { AppDeps } from '../../app-deps';
import { inTurn } from '../../background/job-turns';
import { errorText } from '../payments/gateway-errors';
import { pruneBackups } from './backup-retention';
import { BACKUP_TIMEZONE } from './backup-schedule';
import { createBackup } from './backup-service';
import type { BackupSettings } from './backup-settings';

/** One daily backup, then the older ones beyond the retention count go. */
export async function runDailyBackup(deps: AppDeps, settings: BackupSettings): Promise<void> {
  const { folder } = await createBackup(settings, { reason: 'daily', now: deps.now() });
  deps.log(`[backups] backed up to ${folder}`);
  const removed = await pruneBackups(settings.backupDir, settings.retention);
  if (removed.length > 0) deps.log(`[backups] removed ${removed.length} older backup(s), keeping the newest ${settings.retention}: ${removed.join(', ')}`);
}

/**
 * Started by the server: at BACKUP_SCHEDULE (New York time), by one instance of those on the database. The backup
 * lands in the BACKUP_DIR of the instance whose turn it was.
 */
export function startBackupJob(deps: AppDeps, settings: BackupSettings): { stop: () => void } {
  const { schedule } = settings;
  if (!schedule) return { stop: () => undefined };
  const job = new Cron(schedule, { timezone: BACKUP_TIMEZONE, protect: true, catch: (error: unknown) => deps.log(`[backups] daily backup failed: ${errorText(error)}`) }, (cron) =>
    inTurn(deps, 'daily-backup', cron, () => runDailyBackup(deps, settings)),
  );
  return { stop: () => job.stop() };
}

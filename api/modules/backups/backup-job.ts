import { Cron } from 'croner';
import type { AppDeps } from '../../app-deps';
import { inTurn } from '../../background/job-turns';
import { jobLogger } from '../../background/job-runs';
import { pruneBackups } from './backup-retention';
import { BACKUP_TIMEZONE } from './backup-schedule';
import { createBackup } from './backup-service';
import type { BackupSettings } from './backup-settings';

export const BACKUP_JOB = 'daily-backup';

/** One daily backup, then the older ones beyond the retention count go. */
export async function runDailyBackup(deps: AppDeps, settings: BackupSettings): Promise<void> {
  const log = jobLogger(deps, BACKUP_JOB);
  const { folder } = await createBackup(settings, { reason: 'daily', now: deps.now() });
  log.info({ folder }, 'backed up');
  const removed = await pruneBackups(settings.backupDir, settings.retention);
  if (removed.length > 0) log.info({ removed, retention: settings.retention }, `removed ${removed.length} older backup(s), keeping the newest ${settings.retention}`);
}

/**
 * Started by the server: at BACKUP_SCHEDULE (New York time), by one instance of those on the database. The backup
 * lands in the BACKUP_DIR of the instance whose turn it was. A failed run is counted and logged by `inTurn`.
 */
export function startBackupJob(deps: AppDeps, settings: BackupSettings): { stop: () => void } {
  const { schedule } = settings;
  if (!schedule) return { stop: () => undefined };
  const job = new Cron(schedule, { timezone: BACKUP_TIMEZONE, protect: true }, (cron) => inTurn(deps, BACKUP_JOB, cron, () => runDailyBackup(deps, settings)));
  return { stop: () => job.stop() };
}

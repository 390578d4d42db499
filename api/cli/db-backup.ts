import { InvalidEnvError, loadProcessEnv } from '../env';
import { createBackup } from '../modules/backups/backup-service';
import { backupSettingsOf } from '../modules/backups/backup-settings';

// `npm run db:backup -- [DEST]`: a consistent backup of DATABASE_URL's database (and of FILES_DIR when FILE_STORE=local)
// while the server runs, into DEST or a new timestamped folder under BACKUP_DIR (README "Backups", decision 151).
try {
  const settings = backupSettingsOf(loadProcessEnv());
  const { folder, manifest } = await createBackup(settings, { reason: 'manual', now: new Date(), destination: process.argv[2] });
  console.log(`Backed up the ${manifest.dialect} database (${manifest.migrations} migrations applied)${manifest.files ? ' and the photos' : ''} to ${folder}`);
} catch (error) {
  console.error(error instanceof InvalidEnvError ? error.message : `Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

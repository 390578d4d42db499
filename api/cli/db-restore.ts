import { databaseLabel } from '../db/app-database';
import { InvalidEnvError, loadProcessEnv } from '../env';
import { restoreBackup, RestoreRefusedError } from '../modules/backups/restore-service';
import { backupSettingsOf } from '../modules/backups/backup-settings';

// `npm run db:restore -- SRC`: a backup folder into the empty database DATABASE_URL names and its photos into an empty
// FILES_DIR, with the server stopped (README "Backups", decision 151). Anything not empty is refused, and left as it was.
const source = process.argv[2];
if (!source) {
  console.error('Usage: npm run db:restore -- <backup folder>   (into the empty database DATABASE_URL names; the server stopped)');
  process.exit(1);
}
try {
  const settings = backupSettingsOf(loadProcessEnv());
  const { manifest, filesDir, filesLeftIn } = await restoreBackup(source, settings);
  console.log(`Restored the backup of ${manifest.createdAt} (${manifest.migrations} migrations applied) into ${databaseLabel(settings.databaseUrl)}.`);
  if (filesDir) console.log(`Restored its photos into ${filesDir}.`);
  if (filesLeftIn) console.log(`Its photos were not restored (FILE_STORE is not local): they are in ${filesLeftIn}.`);
  console.log('Start the server on it: it applies any newer migrations.');
} catch (error) {
  if (error instanceof InvalidEnvError) console.error(error.message);
  else if (error instanceof RestoreRefusedError) console.error(`Restore refused: ${error.message}`);
  else console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { listBackupFolders } from './backup-folders';

/**
 * Keeps the newest `keep` backups in `backupDir` and deletes the older ones. Only folders this code made are
 * counted or deleted (its names, with a manifest): anything else an operator keeps there stays.
 */
export async function pruneBackups(backupDir: string, keep: number): Promise<string[]> {
  const folders = await listBackupFolders(backupDir);
  const older = folders.slice(0, Math.max(0, folders.length - keep));
  for (const name of older) await rm(join(backupDir, name), { recursive: true, force: true });
  return older;
}

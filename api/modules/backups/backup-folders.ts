import { readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { MANIFEST_FILE } from './backup-manifest';

/** backup-2026-11-28T10-15-00Z, with -2, -3... when a second backup starts within the same second. */
const BACKUP_FOLDER = /^backup-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z)(?:-(\d+))?$/;

export function backupFolderName(now: Date, repeat = 1): string {
  const stamp = now.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/:/g, '-');
  return repeat > 1 ? `backup-${stamp}-${repeat}` : `backup-${stamp}`;
}

/** Sorts by time, then by repeat (name order would put -10 before -2). */
function orderOf(name: string): [string, number] {
  const match = BACKUP_FOLDER.exec(name);
  return [match?.[1] ?? '', Number(match?.[2] ?? 1)];
}

/** The finished backups this code made in `backupDir` (named as it names them, with a manifest), oldest first. */
export async function listBackupFolders(backupDir: string): Promise<string[]> {
  if (!existsSync(backupDir)) return [];
  const entries = await readdir(backupDir, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory() && BACKUP_FOLDER.test(entry.name) && existsSync(join(backupDir, entry.name, MANIFEST_FILE)))
    .map((entry) => entry.name)
    .sort((a, b) => {
      const [timeA, repeatA] = orderOf(a);
      const [timeB, repeatB] = orderOf(b);
      return timeA === timeB ? repeatA - repeatB : timeA < timeB ? -1 : 1;
    });
}

import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Dialect } from '../../db/tables';

export const MANIFEST_FILE = 'manifest.json';
export const FILES_FOLDER = 'files';
export const DATABASE_FILES: Record<Dialect, string> = { sqlite: 'database.sqlite', postgresql: 'database.pgdump' };

export type BackupReason = 'manual' | 'daily' | 'before-migrations';

/** What a backup folder holds, written last: a folder without it is an unfinished backup. */
export interface BackupManifest {
  app: 'miami-drop';
  dialect: Dialect;
  createdAt: string;
  /** Migrations applied to the database when it was copied (its dialect's migrations/ folder). */
  migrations: number;
  reason: BackupReason;
  /** Whether `files/` holds the photos (FILE_STORE=local). */
  files: boolean;
}

export async function writeManifest(folder: string, manifest: BackupManifest): Promise<void> {
  await writeFile(join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

export async function readManifest(folder: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(join(folder, MANIFEST_FILE), 'utf8');
  } catch {
    throw new Error(`${folder} is not a backup: it has no ${MANIFEST_FILE}`);
  }
  const manifest = JSON.parse(text) as Partial<BackupManifest>;
  if (manifest.app !== 'miami-drop' || (manifest.dialect !== 'sqlite' && manifest.dialect !== 'postgresql')) {
    throw new Error(`${join(folder, MANIFEST_FILE)} is not a Miami Drop backup's manifest`);
  }
  return manifest as BackupManifest;
}

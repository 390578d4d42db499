import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { compressDist } from './compress-dist';

const SOURCES = ['pwa', 'shared', 'vite.config.ts', 'package.json', 'tsconfig.json'];
const DIST_DIR = process.env.PWA_DIST_DIR ?? 'dist/pwa';
const BUILT_INDEX = `${DIST_DIR}/index.html`;

export function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestMtime(join(path, entry))), stat.mtimeMs);
}

/** Builds the PWA (vite build, then the precompressed .br/.gz files) when its build is missing or older than any of its sources. */
export function buildIfStale(): void {
  const builtAt = existsSync(BUILT_INDEX) ? statSync(BUILT_INDEX).mtimeMs : 0;
  const sourcesAt = Math.max(...SOURCES.filter(existsSync).map(newestMtime));
  if (builtAt >= sourcesAt) return;
  console.log(builtAt ? 'PWA sources changed: rebuilding…' : 'No PWA build yet: building…');
  const result = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  compressDist(DIST_DIR);
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfStale();

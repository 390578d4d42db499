import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { buildUnderLock } from './build-lock';
import { compressDist } from './compress-dist';
import { newBuildFolder, swapInBuild } from './swap-build';

const SOURCES = ['pwa', 'shared', 'vite.config.ts', 'package.json', 'tsconfig.json'];
export const PWA_DIST_DIR = process.env.PWA_DIST_DIR ?? 'dist/pwa';

export function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestMtime(join(path, entry))), stat.mtimeMs);
}

/**
 * Why the PWA must be built now, or null when the build on disk is current. APP_URL is no reason: the server puts
 * it into the pages when it starts (decision 152).
 */
export function whyBuild(state: { builtAt: number; sourcesAt: number }): string | null {
  if (!state.builtAt) return 'No PWA build yet: building…';
  if (state.builtAt < state.sourcesAt) return 'PWA sources changed: rebuilding…';
  return null;
}

function pwaStaleness(distDir: string): string | null {
  const index = join(distDir, 'index.html');
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
  return whyBuild({ builtAt, sourcesAt: Math.max(...SOURCES.filter(existsSync).map(newestMtime)) });
}

/**
 * Builds the PWA (vite build, then the precompressed .br/.gz files) into a folder of its own, then swaps it in under
 * `distDir` (scripts/swap-build.ts): a server running meanwhile keeps the build it started with.
 */
function buildPwa(distDir: string): void {
  const folder = newBuildFolder(distDir);
  const vite = ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', resolve(folder), '--emptyOutDir'];
  const result = spawnSync(process.execPath, vite, { stdio: 'inherit' });
  if (result.status !== 0) {
    rmSync(folder, { recursive: true, force: true });
    process.exit(result.status ?? 1);
  }
  compressDist(folder);
  swapInBuild(distDir, folder);
}

const lockOf = (distDir: string) => {
  mkdirSync(dirname(distDir), { recursive: true });
  return `${distDir}.lock`;
};

/**
 * `npm start` in development and `npm test`: builds the PWA when its build is missing or older than any of its
 * sources, one build at a time in the checkout (a second starter waits, then finds the build current).
 */
export async function buildIfStale(distDir = PWA_DIST_DIR): Promise<void> {
  await buildUnderLock(lockOf(distDir), () => pwaStaleness(distDir), async (reason) => {
    console.log(reason);
    buildPwa(distDir);
  });
}

/** `npm run build`: builds the PWA whatever is on disk, under the same lock. */
export async function buildPwaNow(distDir = PWA_DIST_DIR): Promise<void> {
  await buildUnderLock(lockOf(distDir), () => 'Building the PWA…', async () => buildPwa(distDir));
}

if (import.meta.url === `file://${process.argv[1]}`) await buildIfStale();

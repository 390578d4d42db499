import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { publicOrigin } from '../pwa/prerender/public-origin';
import { compressDist } from './compress-dist';

const SOURCES = ['pwa', 'shared', 'vite.config.ts', 'package.json', 'tsconfig.json'];
const DIST_DIR = process.env.PWA_DIST_DIR ?? 'dist/pwa';
const BUILT_INDEX = `${DIST_DIR}/index.html`;

export function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestMtime(join(path, entry))), stat.mtimeMs);
}

/** The public origin the build's sitemap.xml and robots.txt name (prerender-manifest.json), if any. */
function builtOrigin(): string | undefined {
  try {
    return (JSON.parse(readFileSync(`${DIST_DIR}/prerender-manifest.json`, 'utf8')) as { origin?: string }).origin;
  } catch {
    return undefined;
  }
}

/** Why the PWA must be built now, or null when the build on disk is current. */
export function whyBuild(state: { builtAt: number; sourcesAt: number; builtOrigin: string | undefined; origin: string }): string | null {
  if (!state.builtAt) return 'No PWA build yet: building…';
  if (state.builtAt < state.sourcesAt) return 'PWA sources changed: rebuilding…';
  if (state.builtOrigin !== state.origin) return `APP_URL is ${state.origin}, the build was made for ${state.builtOrigin ?? 'an unknown address'}: rebuilding…`;
  return null;
}

/**
 * Builds the PWA (vite build, then the precompressed .br/.gz files) when its build is missing, older than any of its
 * sources, or made for another public origin (APP_URL: the sitemap's absolute addresses).
 */
export function buildIfStale(): void {
  const builtAt = existsSync(BUILT_INDEX) ? statSync(BUILT_INDEX).mtimeMs : 0;
  const reason = whyBuild({ builtAt, sourcesAt: Math.max(...SOURCES.filter(existsSync).map(newestMtime)), builtOrigin: builtOrigin(), origin: publicOrigin() });
  if (!reason) return;
  console.log(reason);
  const result = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  compressDist(DIST_DIR);
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfStale();

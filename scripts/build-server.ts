import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { build } from 'esbuild';
import { newestMtime } from './build-if-stale';
import { buildUnderLock } from './build-lock';
import { newBuildFolder, swapInBuild } from './swap-build';

export const SERVER_OUT_DIR = 'dist/server';
export const SERVER_ENTRY = `${SERVER_OUT_DIR}/server.js`;
const SOURCES = ['api', 'shared', 'package.json', 'tsconfig.json', 'scripts/build-server.ts'];

/**
 * Packages the compiled server leaves to node_modules: native addons, pino (it finds its worker files by path), and
 * the SDKs an adapter loads on its first call (decision 155), kept out of the start. Every other package is bundled.
 */
export const EXTERNAL_PACKAGES = [
  'better-sqlite3',
  'argon2',
  'sharp',
  'pg-native',
  'pino',
  'pino-pretty',
  'braintree',
  '@paypal/paypal-server-sdk',
  '@easypost/api',
  'twilio',
  '@aws-sdk/*',
  'nodemailer',
  // The local shipping twin's label (decision 165): pdfkit reads its fonts' metrics from files beside its own code.
  'pdfkit',
  'bwip-js',
];

/**
 * Compiles api/server.ts, and the backup and restore tools of api/cli/, into dist/server (decisions 102, 151 and 155):
 * ESM for node 20 with the packages bundled in but for EXTERNAL_PACKAGES (node resolves and reads one file instead of
 * hundreds: a start about a third shorter), and the adapters' SDKs in chunks of their own, loaded by the dynamic
 * import of the adapter that is configured. Chunks sit beside the entry, so `new URL('../../migrations',
 * import.meta.url)` still finds the folder.
 */
export async function buildServer(outdir = SERVER_OUT_DIR): Promise<void> {
  // The chunks' names change with their content: nothing of an earlier build stays behind.
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: { server: 'api/server.ts', 'db-backup': 'api/cli/db-backup.ts', 'db-restore': 'api/cli/db-restore.ts' },
    outdir,
    bundle: true,
    external: EXTERNAL_PACKAGES,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    splitting: true,
    chunkNames: '[name]-[hash]',
    sourcemap: true,
    // Stack traces need the mappings, not the sources: node reads every map at start under --enable-source-maps.
    sourcesContent: false,
    // Bundled CommonJS packages call require() for node's own modules: an ES module has none until it is made.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    logLevel: 'warning',
  });
}

/** The server built into a folder of its own, then swapped in as dist/server (decision 152), under the build lock. */
async function buildServerUnderLock(isStale: () => string | null): Promise<void> {
  mkdirSync(dirname(SERVER_OUT_DIR), { recursive: true });
  await buildUnderLock(`${SERVER_OUT_DIR}.lock`, isStale, async () => {
    const folder = newBuildFolder(SERVER_OUT_DIR);
    await buildServer(folder);
    swapInBuild(SERVER_OUT_DIR, folder);
  });
}

function serverStaleness(): string | null {
  const builtAt = existsSync(SERVER_ENTRY) ? statSync(SERVER_ENTRY).mtimeMs : 0;
  return builtAt < Math.max(...SOURCES.filter(existsSync).map(newestMtime)) ? 'Server sources changed: rebuilding…' : null;
}

/** Builds the server when its build is missing or older than any of its sources; answers the entry to run. */
export async function buildServerIfStale(): Promise<string> {
  await buildServerUnderLock(serverStaleness);
  return SERVER_ENTRY;
}

/** `npm run build`: the server whatever is on disk. */
export const buildServerNow = () => buildServerUnderLock(() => 'Building the server…');

if (import.meta.url === `file://${process.argv[1]}`) await buildServerNow();

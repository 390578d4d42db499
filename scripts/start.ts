import { spawn } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { dirname } from 'node:path';

const SERVER_ENTRY = 'dist/server/server.js';
const PWA_INDEX = `${process.env.PWA_DIST_DIR ?? 'dist/pwa'}/index.html`;

/**
 * `npm start`. In production it never builds (decision 152): it runs what `npm run build` made, with the production
 * dependencies alone, and APP_URL is put into the pages by the server. Elsewhere the PWA and the server are built
 * first when their sources changed, one build at a time in the checkout. The compiled server runs in a plain node,
 * with no TypeScript loader (decision 102); signals pass to it and its exit code is this one's.
 */
async function entryToRun(): Promise<string> {
  if (process.env.NODE_ENV === 'production') {
    const missing = [SERVER_ENTRY, PWA_INDEX].filter((file) => !existsSync(file));
    if (missing.length > 0) {
      console.error(`No build here (${missing.join(', ')} missing): run npm run build first.`);
      process.exit(1);
    }
    return SERVER_ENTRY;
  }
  // The build tools are development dependencies: loaded only here.
  const { buildIfStale } = await import('./build-if-stale');
  const { buildServerIfStale } = await import('./build-server');
  await buildIfStale();
  const entry = await buildServerIfStale();
  // Until the server marks its build itself, this process keeps it from being removed by another start's build.
  const { markBuildInUse } = await import('../api/static/build-in-use');
  markBuildInUse(dirname(realpathSync(entry)));
  return entry;
}

const entry = await entryToRun();
const server = spawn(process.execPath, ['--enable-source-maps', entry], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

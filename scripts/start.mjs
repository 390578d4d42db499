// `npm start` (decision 152). In production it runs what `npm run build` made, at once and in this very process:
// neither a TypeScript loader nor a second node stands between npm and the server (decision 156). Elsewhere
// scripts/start-development.ts first builds what is stale; signals pass to it and its exit code is this one's.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const SERVER_ENTRY = 'dist/server/server.js';
const PWA_INDEX = `${process.env.PWA_DIST_DIR ?? 'dist/pwa'}/index.html`;

async function runBuiltServer() {
  const missing = [SERVER_ENTRY, PWA_INDEX].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    console.error(`No build here (${missing.join(', ')} missing): run npm run build first.`);
    process.exit(1);
  }
  // What --enable-source-maps does for `node dist/server/server.js`, for the modules loaded from here on.
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(resolve(SERVER_ENTRY)).href);
}

function runDevelopment() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start-development.ts'], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

if (process.env.NODE_ENV === 'production') await runBuiltServer();
else runDevelopment();

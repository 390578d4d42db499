// `npm start` (decision 152). In production it runs what `npm run build` made, at once and with plain node: a
// TypeScript loader would take longer to start than the server does. Elsewhere scripts/start-development.ts first
// builds what is stale. Signals pass to the child and its exit code is this one's.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const SERVER_ENTRY = 'dist/server/server.js';
const PWA_INDEX = `${process.env.PWA_DIST_DIR ?? 'dist/pwa'}/index.html`;

function productionArgs() {
  const missing = [SERVER_ENTRY, PWA_INDEX].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    console.error(`No build here (${missing.join(', ')} missing): run npm run build first.`);
    process.exit(1);
  }
  return ['--enable-source-maps', SERVER_ENTRY];
}

const args = process.env.NODE_ENV === 'production' ? productionArgs() : ['--import', 'tsx', 'scripts/start-development.ts'];
const child = spawn(process.execPath, args, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

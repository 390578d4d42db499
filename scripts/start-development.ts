import { spawn } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { dirname } from 'node:path';
import { markBuildInUse } from '../api/static/build-in-use';
import { buildIfStale } from './build-if-stale';
import { buildServerIfStale } from './build-server';

// `npm start` outside production (scripts/start.mjs): the PWA and the server are built first when their sources
// changed, one build at a time in the checkout (decision 152), then the compiled server runs in a plain node, with no
// TypeScript loader (decision 102). Signals pass to it and its exit code is this one's.
await buildIfStale();
const entry = await buildServerIfStale();
// Until the server marks its build itself, this process keeps it from being removed by another start's build.
markBuildInUse(dirname(realpathSync(entry)));
const server = spawn(process.execPath, ['--enable-source-maps', entry], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

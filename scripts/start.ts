import { spawn } from 'node:child_process';
import { buildIfStale } from './build-if-stale';
import { buildServerIfStale } from './build-server';

// `npm start`: the PWA and the server are built when their sources changed, then the compiled server runs in a
// plain node, with no TypeScript loader (decision 102). Signals pass to it and its exit code is this one's.
buildIfStale();
const entry = await buildServerIfStale();
const server = spawn(process.execPath, ['--enable-source-maps', entry], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

import { spawn } from 'node:child_process';

// Vite serves the PWA with hot reload on PORT (8000) and proxies /api to the API on PORT+1.
const port = Number(process.env.PORT ?? 8000);
const apiPort = port + 1;
const env = { ...process.env, DEV_API_PORT: String(apiPort), APP_URL: process.env.APP_URL ?? `http://localhost:${port}` };

const children = [
  spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'watch', 'api/server.ts'], { stdio: 'inherit', env: { ...env, PORT: String(apiPort) } }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--port', String(port), '--strictPort'], { stdio: 'inherit', env }),
];

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => { stop(); process.exitCode = code ?? 0; }));

import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { buildIfStale } from '../build-if-stale';
import { buildServerIfStale } from '../build-server';

export interface CompiledAppServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

async function waitForHealth(baseUrl: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the compiled server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the compiled server did not become healthy in time');
}

/**
 * The server as `npm start` runs it (scripts/start.mjs): the PWA and dist/server built when stale, then the compiled
 * entry in a plain node with no TypeScript loader, here on `port` and a SQLite file in `dataDir` (or the PostgreSQL
 * database `databaseUrl` names), with the demo seed. NODE_ENV is left to the environment, as `npm start` leaves it.
 */
export async function startCompiledAppServer(port: number, dataDir: string, databaseUrl?: string): Promise<CompiledAppServer> {
  await buildIfStale();
  const entry = await buildServerIfStale();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--enable-source-maps', entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseUrl,
      DATABASE_URL: databaseUrl ?? join(dataDir, 'app.db'),
      FILES_DIR: join(dataDir, 'files'),
      PUSH_OUTBOX_DIR: join(dataDir, 'push'),
      MAIL_OUTBOX_DIR: join(dataDir, 'mail'),
      SEED_DEMO: 'true',
      SUPERADMIN_EMAIL: '',
      SUPERADMIN_PASSWORD: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(baseUrl, server, 60_000);
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (server.exitCode !== null) return resolve();
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
    });
  return { baseUrl, stop };
}

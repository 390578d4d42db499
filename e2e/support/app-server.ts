import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { waitForHealth } from '../../api/test/app-process';
import { SERVER_ENTRY } from '../../scripts/build-server';
import { E2E_PWA_DIST_DIR } from './e2e-config';

export interface AppServerOptions {
  port: number;
  dataDir: string;
  smtpPort: number;
  /** A PostgreSQL database instead of the SQLite file in dataDir (its migrations run at start). */
  databaseUrl?: string;
  /** Extra environment for this server (VAPID keys, a push endpoint...). */
  env?: Record<string, string>;
}

export interface AppServer {
  baseUrl: string;
  databasePath: string;
  /** Stops the process (SIGTERM) and waits for it to exit; the SQLite file stays. */
  stop: () => Promise<void>;
  /** Starts it again on the same port and database, waiting until it is healthy. */
  start: () => Promise<void>;
}

/**
 * The real app (the compiled server, `dist/server`, serving the production PWA build) on its own port and SQLite
 * file, as `npm start` runs it: the journeys test the bundle production runs (decision 155). The global setup builds
 * it when stale. Journeys that stop the server (offline) get their own, so the shared one keeps running.
 */
export async function startAppServer(options: AppServerOptions): Promise<AppServer> {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const databasePath = join(options.dataDir, 'app.db');
  let child: ChildProcess | null = null;

  const start = async () => {
    const server = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(options.port),
        HOST: '127.0.0.1',
        APP_URL: baseUrl,
        DATABASE_URL: options.databaseUrl ?? databasePath,
        FILES_DIR: join(options.dataDir, 'files'),
        PUSH_OUTBOX_DIR: join(options.dataDir, 'push'),
        MESSAGING_OUTBOX_DIR: join(options.dataDir, 'messages'),
        SMTP_URL: `smtp://127.0.0.1:${options.smtpPort}`,
        SEED_DEMO: 'true',
        // A package the journeys register reaches delivered about 36 seconds later (the simulated carrier).
        TRACKING_SIMULATED_SPAN_HOURS: '0.01',
        PWA_DIST_DIR: E2E_PWA_DIST_DIR,
        SUPERADMIN_EMAIL: '',
        SUPERADMIN_PASSWORD: '',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', () => undefined);
    server.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    child = server;
    await waitForHealth(baseUrl, () => server.exitCode !== null, 60_000);
  };

  const stop = async () => {
    const server = child;
    child = null;
    if (!server || server.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
    });
  };

  await start();
  return { baseUrl, databasePath, stop, start };
}

import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_BASE_URL, E2E_DATA_DIR, E2E_MAIL_DIR, E2E_PORT, E2E_PWA_DIST_DIR, E2E_SMTP_PORT } from './e2e-config';
import { startSmtpSink } from './smtp-sink';

async function waitForHealth(server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the app exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${E2E_BASE_URL}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the app did not become healthy in time');
}

/** A real SMTP server and the real app on a fresh SQLite file, as `npm start` runs it. */
export default async function globalSetup() {
  rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
  rmSync(E2E_DATA_DIR, { recursive: true, force: true });
  const stopSmtp = await startSmtpSink(E2E_SMTP_PORT, E2E_MAIL_DIR);
  const server = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'api/server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      APP_URL: E2E_BASE_URL,
      DATABASE_URL: join(E2E_DATA_DIR, 'app.db'),
      FILES_DIR: join(E2E_DATA_DIR, 'files'),
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      SEED_DEMO: 'true',
      // A package the journeys register reaches delivered about 36 seconds later (the simulated carrier).
      TRACKING_SIMULATED_SPAN_HOURS: '0.01',
      PWA_DIST_DIR: E2E_PWA_DIST_DIR,
      SUPERADMIN_EMAIL: '',
      SUPERADMIN_PASSWORD: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', () => undefined);
  server.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  await waitForHealth(server, 60_000);
  return async () => {
    server.kill('SIGTERM');
    await stopSmtp();
  };
}

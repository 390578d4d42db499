import { rmSync } from 'node:fs';
import { buildServerIfStale } from '../../scripts/build-server';
import { startAppServer } from './app-server';
import { E2E_DATA_DIR, E2E_DATABASE_URL, E2E_MAIL_DIR, E2E_PORT, E2E_SMTP_PORT } from './e2e-config';
import { recreatePgDatabase } from './pg-database';
import { startSmtpSink } from './smtp-sink';

/** A real SMTP server and the real app on a fresh SQLite file (or PostgreSQL database), as `npm start` runs it. */
export default async function globalSetup() {
  // One build at a time in the checkout: of two lanes starting together, the second waits and finds it current.
  await buildServerIfStale();
  rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
  rmSync(E2E_DATA_DIR, { recursive: true, force: true });
  if (E2E_DATABASE_URL) await recreatePgDatabase(E2E_DATABASE_URL);
  const stopSmtp = await startSmtpSink(E2E_SMTP_PORT, E2E_MAIL_DIR);
  const server = await startAppServer({ port: E2E_PORT, dataDir: E2E_DATA_DIR, smtpPort: E2E_SMTP_PORT, databaseUrl: E2E_DATABASE_URL });
  return async () => {
    await server.stop();
    await stopSmtp();
  };
}

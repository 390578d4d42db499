import { rmSync } from 'node:fs';
import { startAppServer } from './app-server';
import { E2E_DATA_DIR, E2E_MAIL_DIR, E2E_PORT, E2E_SMTP_PORT } from './e2e-config';
import { startSmtpSink } from './smtp-sink';

/** A real SMTP server and the real app on a fresh SQLite file, as `npm start` runs it. */
export default async function globalSetup() {
  rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
  rmSync(E2E_DATA_DIR, { recursive: true, force: true });
  const stopSmtp = await startSmtpSink(E2E_SMTP_PORT, E2E_MAIL_DIR);
  const server = await startAppServer({ port: E2E_PORT, dataDir: E2E_DATA_DIR, smtpPort: E2E_SMTP_PORT });
  return async () => {
    await server.stop();
    await stopSmtp();
  };
}

import { join } from 'node:path';

/** Ports and folders shared by the e2e global setup (main process) and the tests (workers). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8765);
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2626);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_ARTIFACTS = join(process.cwd(), 'e2e', 'artifacts');
export const E2E_MAIL_DIR = join(E2E_ARTIFACTS, `smtp-${E2E_PORT}`);
export const E2E_DATA_DIR = join(E2E_ARTIFACTS, `data-${E2E_PORT}`);
/** The PWA build the e2e server serves (PWA_DIST_DIR lets parallel runs use their own build). */
export const E2E_PWA_DIST_DIR = process.env.PWA_DIST_DIR ?? 'dist/pwa';
/**
 * Set (a `postgres://` URL) to run the journeys against PostgreSQL: the global setup creates that database afresh and
 * the server migrates it at start (scripts/e2e-on-postgresql.ts).
 */
export const E2E_DATABASE_URL = process.env.E2E_DATABASE_URL || undefined;

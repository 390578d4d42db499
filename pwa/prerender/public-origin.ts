import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The public origin sitemap.xml, robots.txt and the pages' canonical and hreflang links name: APP_URL as the server reads it (environment, then .env), else
 * the local address. Runs in the build and in `npm start`'s staleness check, in Node.
 */
export function publicOrigin(): string {
  const envFile = join(REPO_ROOT, '.env');
  if (!process.env.APP_URL && existsSync(envFile)) process.loadEnvFile(envFile);
  return (process.env.APP_URL || `http://localhost:${process.env.PORT || 8000}`).replace(/\/+$/, '');
}

import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * The journeys that cross the whole product (accounts and mail, a plan paid, staff receiving and handing over parcels)
 * run a second time against PostgreSQL, on ports of their own (issue 28). They are the ones that read nothing from the
 * SQLite file directly. `npm run test:e2e` runs them in its second lane (scripts/e2e-lanes.ts); this file also runs
 * them alone.
 */
const JOURNEYS = ['e2e/accounts.spec.ts', 'e2e/onboarding-continues.spec.ts', 'e2e/admin-receive.spec.ts', 'e2e/admin-panel.spec.ts'];

export function postgresqlJourneys(): { args: string[]; env: Record<string, string> } {
  const database = new URL(process.env.PG_TEST_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
  database.pathname = '/miami_drop_e2e';
  return { args: JOURNEYS, env: { E2E_DATABASE_URL: database.toString(), E2E_PORT: '8775', E2E_SMTP_PORT: '2636' } };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { args, env } = postgresqlJourneys();
  const run = spawnSync(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...args, ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  process.exit(run.status ?? 1);
}

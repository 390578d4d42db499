import { createApiApp } from './app';
import { createDeps } from './create-deps';
import { databaseLabel, openAppDatabase } from './db/app-database';
import { runAppFlow } from './db/async-transaction';
import { InvalidEnvError, loadProcessEnv, type Env } from './env';
import { ensureSuperadmin } from './seed/ensure-superadmin';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';
import { seedDemo } from './seed/demo-seed';
import { startTrackingRefreshJob } from './modules/tracking/tracking-refresh-job';
import { startPushAlertJobs } from './modules/alerts/push-alerts-job';
import { startMailQueueJob } from './modules/outbox/mail-queue-job';
import { startIdempotencyPruneJob } from './modules/idempotency/idempotency-prune-job';
import { startBackupJob } from './modules/backups/backup-job';
import { BackupBeforeMigrationsError, backupBeforeMigrations } from './modules/backups/backup-before-migrations';
import { backupSettingsOf, type BackupSettings } from './modules/backups/backup-settings';
import { createRateLimiter } from './modules/limits/rate-limiter';
import { mountPwa } from './static-pwa';
import { listen } from './http/http-server';
import { securityHeadersConfig } from './http/security-headers';
import { DAY_MS, HOUR_MS } from '../shared/time/durations';

function readEnv(): Env {
  try {
    return loadProcessEnv();
  } catch (error) {
    if (error instanceof InvalidEnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** A database with data is backed up before pending migrations change it; without that backup the server stops here. */
async function backUpBeforeMigrating(settings: BackupSettings): Promise<void> {
  try {
    const backup = await backupBeforeMigrations(settings, new Date());
    if (backup) console.log(`Backed up before migrating: ${backup.folder}`);
  } catch (error) {
    if (error instanceof BackupBeforeMigrationsError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const env = readEnv();
  const backupSettings = backupSettingsOf(env);
  const database = openAppDatabase(env.DATABASE_URL);
  const { db } = database;
  await backUpBeforeMigrating(backupSettings);
  await database.migrate();
  const now = new Date();
  if (env.SUPERADMIN_EMAIL && env.SUPERADMIN_PASSWORD) {
    const outcome = await ensureSuperadmin(db, env.SUPERADMIN_EMAIL, env.SUPERADMIN_PASSWORD, now);
    console.log(`Superadmin ${env.SUPERADMIN_EMAIL} ${outcome}.`);
  }
  if (env.SEED_DEMO) {
    await seedDemo(db, now);
    console.log('Demo accounts (SEED_DEMO is on):');
    for (const account of Object.values(DEMO_ACCOUNTS)) console.log(`  ${account.role.padEnd(10)} ${account.email}  ${account.password}`);
  }

  const deps = await createDeps(env, db);
  const app = createApiApp(deps);
  if (!mountPwa(app, env.PWA_DIST_DIR, securityHeadersConfig(env.APP_URL, env.RECAPTCHA_MODE))) console.warn(`No PWA build in ${env.PWA_DIST_DIR}: serving the API only (run npm run build).`);

  // The scheduled jobs and their timers are a flow of the app: their writes go through writeTransaction (decision 148).
  const { trackingJob, alertJobs, mailJob, idempotencyJob, backupJob } = await runAppFlow('a scheduled job', async () => {
    const limiter = createRateLimiter(db, deps.now);
    await limiter.prune(2 * DAY_MS);
    const pruneTimer = setInterval(() => void limiter.prune(2 * DAY_MS).catch((error: unknown) => console.error('Pruning rate-limit hits failed:', error)), HOUR_MS);
    pruneTimer.unref();
    return {
      trackingJob: startTrackingRefreshJob(deps),
      alertJobs: startPushAlertJobs(deps),
      mailJob: startMailQueueJob(deps),
      idempotencyJob: startIdempotencyPruneJob(deps),
      backupJob: startBackupJob(deps, backupSettings),
    };
  });

  const server = listen(app.fetch, { port: env.PORT, hostname: env.HOST }, (info) => {
    console.log(`Miami Drop on ${env.APP_URL} (listening on ${info.address}:${info.port}, mail: ${deps.mailer.kind}, push: ${deps.push.kind}, database: ${databaseLabel(env.DATABASE_URL)})`);
  });
  const shutdown = () => {
    trackingJob.stop();
    alertJobs.stop();
    mailJob.stop();
    idempotencyJob.stop();
    backupJob.stop();
    server.close(() => {
      void database.close().finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

void main();

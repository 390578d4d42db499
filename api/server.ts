import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApiApp } from './app';
import { createDeps } from './create-deps';
import { databaseLabel, openAppDatabase } from './db/app-database';
import { runAppFlow } from './db/async-transaction';
import { InvalidEnvError, loadProcessEnv, type Env } from './env';
import { createLogger, type Logger } from './logging/logger';
import { ensureSuperadmin } from './seed/ensure-superadmin';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';
import { seedDemo } from './seed/demo-seed';
import { startTrackingRefreshJob } from './modules/tracking/tracking-refresh-job';
import { startMissingParcelsJob } from './modules/missing-parcels/missing-parcels-job';
import { startPushAlertJobs } from './modules/alerts/push-alerts-job';
import { startMailQueueJob } from './modules/outbox/mail-queue-job';
import { startIdempotencyPruneJob } from './modules/idempotency/idempotency-prune-job';
import { startBackupJob } from './modules/backups/backup-job';
import { BackupBeforeMigrationsError, backupBeforeMigrations } from './modules/backups/backup-before-migrations';
import { backupSettingsOf, type BackupSettings } from './modules/backups/backup-settings';
import { createRateLimiter } from './modules/limits/rate-limiter';
import { mountPwa } from './static-pwa';
import { markBuildInUse } from './static/build-in-use';
import { listen } from './http/http-server';
import { securityHeadersConfig } from './http/security-headers';
import { DAY_MS, HOUR_MS } from '../shared/time/durations';

function readEnv(): Env {
  try {
    return loadProcessEnv();
  } catch (error) {
    if (error instanceof InvalidEnvError) {
      // Before the logger: its level and format are part of the configuration that failed.
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** A database with data is backed up before pending migrations change it; without that backup the server stops here. */
async function backUpBeforeMigrating(settings: BackupSettings, logger: Logger): Promise<void> {
  try {
    const backup = await backupBeforeMigrations(settings, new Date());
    if (backup) logger.info({ job: 'backup', folder: backup.folder }, 'backed up before migrating');
  } catch (error) {
    if (error instanceof BackupBeforeMigrationsError) {
      logger.fatal({ job: 'backup' }, error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const env = readEnv();
  const logger = createLogger({ level: env.LOG_LEVEL, format: env.LOG_FORMAT ?? (env.NODE_ENV === 'production' ? 'json' : 'pretty') });
  // The compiled server's own folder (dist/server leads to it): a later build must not remove its chunks.
  markBuildInUse(dirname(fileURLToPath(import.meta.url)));
  const backupSettings = backupSettingsOf(env);
  const database = await openAppDatabase(env.DATABASE_URL, logger);
  const { db } = database;
  await backUpBeforeMigrating(backupSettings, logger);
  await database.migrate();
  const now = new Date();
  if (env.SUPERADMIN_EMAIL && env.SUPERADMIN_PASSWORD) {
    const outcome = await ensureSuperadmin(db, env.SUPERADMIN_EMAIL, env.SUPERADMIN_PASSWORD, now);
    logger.info(`superadmin ${env.SUPERADMIN_EMAIL} ${outcome}`);
  }
  if (env.SEED_DEMO) {
    await seedDemo(db, now);
    // Their addresses and passwords are in the README: the logs carry neither.
    logger.info({ roles: Object.values(DEMO_ACCOUNTS).map((account) => account.role) }, 'demo accounts ready (SEED_DEMO is on; README "Demo accounts")');
  }

  const deps = await createDeps(env, db, logger);
  const app = createApiApp(deps);
  if (!mountPwa(app, env.PWA_DIST_DIR, securityHeadersConfig(env.APP_URL, env.RECAPTCHA_MODE), env.APP_URL)) logger.warn(`no PWA build in ${env.PWA_DIST_DIR}: serving the API only (run npm run build)`);

  // The scheduled jobs and their timers are a flow of the app: their writes go through writeTransaction (decision 148).
  const { trackingJob, missingParcelsJob, alertJobs, mailJob, idempotencyJob, backupJob } = await runAppFlow('a scheduled job', async () => {
    const limiter = createRateLimiter(db, deps.now);
    await limiter.prune(2 * DAY_MS);
    const pruneTimer = setInterval(() => void limiter.prune(2 * DAY_MS).catch((error: unknown) => logger.error({ module: 'limits', err: error }, 'pruning rate-limit hits failed')), HOUR_MS);
    pruneTimer.unref();
    return {
      trackingJob: startTrackingRefreshJob(deps),
      missingParcelsJob: startMissingParcelsJob(deps),
      alertJobs: startPushAlertJobs(deps),
      mailJob: startMailQueueJob(deps),
      idempotencyJob: startIdempotencyPruneJob(deps),
      backupJob: startBackupJob(deps, backupSettings),
    };
  });

  const server = listen(app.fetch, { port: env.PORT, hostname: env.HOST }, (info) => {
    logger.info(
      { address: info.address, port: info.port, mail: deps.mailer.kind, push: deps.push.kind, database: databaseLabel(env.DATABASE_URL) },
      `Miami Drop on ${env.APP_URL}`,
    );
  });
  const shutdown = () => {
    trackingJob.stop();
    missingParcelsJob.stop();
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

import { Cron } from 'croner';
import { DAY_MS } from '../../../shared/time/durations';
import type { AppDeps } from '../../app-deps';
import { recordPlanReminders } from './alert-plan-reminders';
import { recordStorageReminders } from './alert-storage-reminders';
import { recordOverstayWarnings } from '../storage/overstay-warnings-service';
import { recordTripReminders } from './alert-trip-reminders';
import { inTurn } from '../../background/job-turns';
import { jobLogger, runJob } from '../../background/job-runs';
import { pruneDeliveries } from './push-queue';
import { pruneMessageDeliveries } from './message-queue';
import { ALERT_DRAIN_JOB } from './alert-worker';

/** Retries come due and kicks can be missed (a restart): the queue is drained every 30 seconds. */
export const ALERT_DRAIN_SCHEDULE = '*/30 * * * * *';
/** Storage and plan reminders are checked hourly (only New York's daytime records any). */
export const STORAGE_REMINDER_SCHEDULE = '7 * * * *';
const KEEP_FINISHED_DELIVERIES_MS = 7 * DAY_MS;
export const REMINDERS_JOB = 'reminders';

/** One reminder check: record the storage reminders and overstay warnings due, prune old deliveries, and let the worker deliver. */
export async function runStorageReminders(deps: AppDeps): Promise<number> {
  const recorded = (await recordStorageReminders(deps)) + (await recordOverstayWarnings(deps));
  await pruneDeliveries(deps, KEEP_FINISHED_DELIVERIES_MS);
  await pruneMessageDeliveries(deps, KEEP_FINISHED_DELIVERIES_MS);
  if (recorded) {
    jobLogger(deps, REMINDERS_JOB).info(`${recorded} storage reminder(s) and overstay warning(s) recorded`);
    deps.alerts.kick();
  }
  return recorded;
}

/** One check of the PayPal plans nearing their end (decision 121): record what is due and let the worker deliver. */
export async function runPlanReminders(deps: AppDeps): Promise<number> {
  const recorded = await recordPlanReminders(deps);
  if (recorded) {
    jobLogger(deps, REMINDERS_JOB).info(`${recorded} plan reminder(s) recorded`);
    deps.alerts.kick();
  }
  return recorded;
}

/** One check of the trips arriving soon (decision 174): record what is due and let the worker deliver. */
export async function runTripReminders(deps: AppDeps): Promise<number> {
  const recorded = await recordTripReminders(deps);
  if (recorded) {
    jobLogger(deps, REMINDERS_JOB).info(`${recorded} trip reminder(s) recorded`);
    deps.alerts.kick();
  }
  return recorded;
}

/** Started by the server: the queue's drain and the hourly reminder check, never two runs of either at once. */
export function startPushAlertJobs(deps: AppDeps): { stop: () => void } {
  const drain = new Cron(ALERT_DRAIN_SCHEDULE, { protect: true }, () => runJob(deps, ALERT_DRAIN_JOB, () => deps.alerts.drain()));
  // One instance of those on the database checks; the alerts it records are drained by whichever takes them.
  const reminders = new Cron(STORAGE_REMINDER_SCHEDULE, { protect: true }, (cron) =>
    inTurn(deps, REMINDERS_JOB, cron, async () => {
      await runStorageReminders(deps);
      await runPlanReminders(deps);
      await runTripReminders(deps);
    }),
  );
  // A server down at the hour's check catches up at start; what was queued before a restart is sent now.
  void reminders.trigger();
  deps.alerts.kick();
  return {
    stop: () => {
      drain.stop();
      reminders.stop();
      deps.alerts.stop();
    },
  };
}

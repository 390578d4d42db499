import { Cron } from 'croner';
import { DAY_MS } from '../../../shared/time/durations';
import type { AppDeps } from '../../app-deps';
import { runJob } from '../../background/job-runs';
import { pruneFailedMail } from './mail-queue';
import { MAIL_DRAIN_JOB, mailWorkerOf } from './mail-worker';

/** Retries come due and kicks can be missed (a restart): the mail queue is drained every 20 seconds. */
export const MAIL_DRAIN_SCHEDULE = '*/20 * * * * *';
const KEEP_FAILED_MAIL_MS = 30 * DAY_MS;

/** Started by the server: what was queued before a restart is sent now, then retries as they come due. */
export function startMailQueueJob(deps: AppDeps): { stop: () => void } {
  const worker = mailWorkerOf(deps);
  // Every instance drains: each mail is taken by one of them (decision 149).
  const drain = new Cron(MAIL_DRAIN_SCHEDULE, { protect: true }, () =>
    runJob(deps, MAIL_DRAIN_JOB, async () => {
      await pruneFailedMail(deps, KEEP_FAILED_MAIL_MS);
      await worker.drain();
    }),
  );
  void worker.drain();
  return {
    stop: () => {
      drain.stop();
      worker.stop();
    },
  };
}

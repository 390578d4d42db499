import type { AppDeps } from '../../app-deps';
import { dispatchPendingAlerts } from './alert-dispatch';
import { jobFailed } from '../../background/job-runs';
import { drainPushQueue } from './push-queue';
import { drainMessageQueue } from './message-queue';
import { serialPasses } from '../../background/serial-passes';

/** The name a pass's runs and failures are counted under, kicked or scheduled (push-alerts-job.ts). */
export const ALERT_DRAIN_JOB = 'alert-drain';

/** Delivers recorded alerts in the background: kicked after an action records one, and run by the server's timer. */
export interface AlertWorker {
  /** Soon, after the current request's transaction: never waits for or fails the caller. */
  kick(): void;
  /** One pass now (after any running one): pending alerts dispatched, due pushes and texts sent. */
  drain(): Promise<void>;
  /** No further passes (the server is stopping, the test is over). */
  stop(): void;
}

/** Passes never overlap; kicks while one waits to start share it. `getDeps` is read late, as the deps hold the worker. */
export function createAlertWorker(getDeps: () => AppDeps): AlertWorker {
  const passes = serialPasses(async () => {
    const deps = getDeps();
    try {
      await dispatchPendingAlerts(deps);
      await drainPushQueue(deps);
      await drainMessageQueue(deps);
    } catch (error) {
      jobFailed(deps, ALERT_DRAIN_JOB, error);
    }
  });
  return { kick: passes.soon, drain: passes.run, stop: passes.stop };
}

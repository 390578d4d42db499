import type { AppDeps } from '../../app-deps';
import { jobFailed } from '../../background/job-runs';
import { deliverDueMail } from './mail-queue';
import { serialPasses } from '../../background/serial-passes';

/** The name a pass's runs and failures are counted under, kicked or scheduled (mail-queue-job.ts). */
export const MAIL_DRAIN_JOB = 'mail-drain';

/** Sends queued mail in the background: kicked after a mail is queued, and run by the server's timer. */
export interface MailWorker {
  /** Called after a mail is queued: production only kicks a pass; inline delivery (tests) waits for it. */
  queued(): Promise<void>;
  /** One pass now (after any running one): every mail due is tried once. */
  drain(): Promise<void>;
  /** No further passes (the server is stopping, the test is over). */
  stop(): void;
}

export interface MailWorkerOptions {
  /** Deliver before queueMail returns: API tests read the memory mailer right after a request. Never in production. */
  inline?: boolean;
}

/** Passes never overlap; kicks while one waits to start share it. */
export function createMailWorker(deps: AppDeps, options: MailWorkerOptions = {}): MailWorker {
  const passes = serialPasses(async () => {
    try {
      await deliverDueMail(deps);
    } catch (error) {
      jobFailed(deps, MAIL_DRAIN_JOB, error);
    }
  });
  return {
    queued: () => {
      if (options.inline) return passes.run();
      passes.soon();
      return Promise.resolve();
    },
    drain: passes.run,
    stop: passes.stop,
  };
}

// One worker per set of deps, made on first use: the deps (built by create-deps and the test app) need no new part.
const workers = new WeakMap<AppDeps, MailWorker>();

export function mailWorkerOf(deps: AppDeps): MailWorker {
  let worker = workers.get(deps);
  if (!worker) {
    worker = createMailWorker(deps);
    workers.set(deps, worker);
  }
  return worker;
}

/** Gives these deps their own worker (the test app's inline one) before anything is queued. */
export function useMailWorker(deps: AppDeps, worker: MailWorker): MailWorker {
  workers.set(deps, worker);
  return worker;
}

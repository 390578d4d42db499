import type { AppDeps } from '../app-deps';
import { errorText } from './gateway-errors';
import { deliverDueMail } from './mail-queue';

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
  let tail: Promise<void> = Promise.resolve();
  let queued: Promise<void> | null = null;
  let stopped = false;
  const pass = async () => {
    try {
      await deliverDueMail(deps);
    } catch (error) {
      deps.log(`[mail] queue pass failed: ${errorText(error)}`);
    }
  };
  const drain = () => {
    if (queued) return queued;
    const next = tail.then(() => {
      queued = null;
      return stopped ? undefined : pass();
    });
    queued = next;
    tail = next;
    return next;
  };
  return {
    queued: () => {
      if (options.inline) return drain();
      // After the current request's transaction has committed the row.
      if (!stopped) setImmediate(() => void drain());
      return Promise.resolve();
    },
    drain,
    stop: () => {
      stopped = true;
    },
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

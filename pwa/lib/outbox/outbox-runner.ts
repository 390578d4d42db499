import { syncOutbox, type SyncOptions, type SyncResult } from './outbox-sync';

export const OUTBOX_SYNC_TAG = 'outbox';
export const OUTBOX_SYNC_MESSAGE = 'outbox-sync';
const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 30_000;
const BUSY_RETRY_MS = 5_000;

type RunnerOptions = Omit<SyncOptions, 'userId'> & { userId: number };

let kick: (() => void) | null = null;

/** Ask the running sync (if any) to send the queue now: a write was just queued, or a refusal dismissed. */
export function requestOutboxSync() {
  kick?.();
}

/** Background Sync where the browser has it: the service worker wakes the app (`outbox-sync`) once online. */
export function registerBackgroundSync() {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => (registration as ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } }).sync?.register(OUTBOX_SYNC_TAG))
    .catch(() => undefined);
}

/**
 * Sends the user's queue now and whenever the network may be back: the online event, the tab shown again, the
 * service worker's Background Sync message, and a retry with back-off while the server cannot be reached.
 * Returns the stop.
 */
export function startOutboxSync(options: RunnerOptions): () => void {
  let stopped = false;
  let running = false;
  let again = false;
  let delay = FIRST_RETRY_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void run(), ms);
  };
  const after = (result: SyncResult) => {
    if (result === 'done') {
      delay = FIRST_RETRY_MS;
      clearTimeout(timer);
    } else if (result === 'busy') schedule(BUSY_RETRY_MS);
    else {
      schedule(delay);
      delay = Math.min(delay * 2, MAX_RETRY_MS);
    }
  };
  const run = async () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      after(await syncOutbox(options).catch((): SyncResult => 'later'));
    } finally {
      running = false;
    }
    if (again && !stopped) {
      again = false;
      void run();
    }
  };
  const now = () => {
    delay = FIRST_RETRY_MS;
    void run();
  };
  const onVisible = () => document.visibilityState === 'visible' && now();
  const onMessage = (event: MessageEvent) => (event.data as { type?: unknown } | null)?.type === OUTBOX_SYNC_MESSAGE && now();

  window.addEventListener('online', now);
  document.addEventListener('visibilitychange', onVisible);
  navigator.serviceWorker?.addEventListener('message', onMessage);
  kick = now;
  now();
  return () => {
    stopped = true;
    clearTimeout(timer);
    if (kick === now) kick = null;
    window.removeEventListener('online', now);
    document.removeEventListener('visibilitychange', onVisible);
    navigator.serviceWorker?.removeEventListener('message', onMessage);
  };
}

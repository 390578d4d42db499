import { openOutbox } from './outbox-db';
import { nextToSend } from './outbox-queue';
import { sendOperation, type SendOutcome, type Sender } from './outbox-send';
import type { OutboxOperation } from './outbox-types';

export type SyncResult = 'done' | 'unreachable' | 'later' | 'busy';

export interface SyncOptions {
  userId: number;
  send?: Sender;
  /** After the server has answered one operation (sent or refused), before a sent one leaves the queue. */
  onSettled?: (operation: OutboxOperation, outcome: SendOutcome) => Promise<void> | void;
  /** Web Locks (injectable for tests); without them, one sync per tab. */
  locks?: Pick<LockManager, 'request'> | null;
}

const localBusy = new Set<string>();

/** Runs `work` unless another tab (Web Locks) or this tab is already syncing this user's outbox. */
async function exclusively(name: string, locks: SyncOptions['locks'], work: () => Promise<SyncResult>): Promise<SyncResult> {
  if (locks) return locks.request(name, { ifAvailable: true }, (lock) => (lock ? work() : 'busy'));
  if (localBusy.has(name)) return 'busy';
  localBusy.add(name);
  try {
    return await work();
  } finally {
    localBusy.delete(name);
  }
}

const browserLocks = () => (typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null);

/**
 * Sends the queue oldest first. A sent write leaves it; a refused one stays with the server's reason and the
 * rest go on; no answer (or "not now") stops here, to try again later in the same order.
 */
export async function syncOutbox({ userId, send = sendOperation, onSettled, locks = browserLocks() }: SyncOptions): Promise<SyncResult> {
  return exclusively(`miami-drop-outbox-sync-${userId}`, locks, async () => {
    const db = await openOutbox(userId);
    for (;;) {
      const operation = await nextToSend(userId);
      if (!operation?.seq) return 'done';
      const { seq } = operation;
      await db.operations.update(seq, { state: 'sending' });
      const outcome = await send(operation);
      if (outcome.kind === 'unreachable' || outcome.kind === 'later') {
        await db.operations.update(seq, { state: 'pending' });
        return outcome.kind;
      }
      if (outcome.kind === 'refused') await db.operations.update(seq, { state: 'refused', reason: outcome.reason, status: outcome.status });
      await onSettled?.(operation, outcome);
      if (outcome.kind === 'sent') await db.operations.delete(seq);
    }
  });
}

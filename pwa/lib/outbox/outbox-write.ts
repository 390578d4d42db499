import { enqueueOperation, hasWaiting } from './outbox-queue';
import { registerBackgroundSync, requestOutboxSync } from './outbox-runner';
import { sendOperation, type Sender } from './outbox-send';
import type { NewOutboxOperation, OutboxOperation } from './outbox-types';
import { getOutboxUser } from './outbox-user';

export type WriteResult<T> = { queued: false; data: T } | { queued: true; operation: OutboxOperation };

export interface WriteOptions<T> {
  parse: (data: unknown) => T;
  timeout?: number;
  send?: Sender;
}

const newId = () => crypto.randomUUID();

/**
 * A write that survives being offline. Sent now with a fresh Idempotency-Key; when nothing answers (offline, the
 * server down) it is queued with that same key and sent later in order. While older writes still wait, it queues
 * behind them. A refusal or a server error sent now is thrown (the API client's error), as without the outbox.
 */
export async function submitWrite<T>(operation: NewOutboxOperation, { parse, timeout, send = sendOperation }: WriteOptions<T>): Promise<WriteResult<T>> {
  const userId = getOutboxUser();
  const id = newId();
  const queue = async (): Promise<WriteResult<T>> => {
    const queued = await enqueueOperation(userId!, operation, id);
    registerBackgroundSync();
    requestOutboxSync();
    return { queued: true, operation: queued };
  };
  if (userId !== null && (await hasWaiting(userId).catch(() => false))) return queue();

  const outcome = await send({ id, method: operation.method, path: operation.path, body: operation.body }, timeout);
  if (outcome.kind === 'sent') return { queued: false, data: parse(outcome.data) };
  if (outcome.kind === 'unreachable' && userId !== null) return queue();
  throw outcome.error;
}

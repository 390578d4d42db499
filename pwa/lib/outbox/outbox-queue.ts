import { openOutbox } from './outbox-db';
import type { NewOutboxOperation, OutboxOperation } from './outbox-types';

export async function enqueueOperation(userId: number, operation: NewOutboxOperation, id: string): Promise<OutboxOperation> {
  const row: OutboxOperation = { ...operation, id, createdAt: Date.now(), state: 'pending', reason: null, status: null };
  const db = await openOutbox(userId);
  row.seq = await db.operations.add(row);
  return row;
}

/** The oldest write still to send (refused ones stay for the user, and never block the rest). */
export async function nextToSend(userId: number): Promise<OutboxOperation | undefined> {
  return (await openOutbox(userId)).operations.orderBy('seq').filter((operation) => operation.state !== 'refused').first();
}

export async function hasWaiting(userId: number): Promise<boolean> {
  return (await nextToSend(userId)) !== undefined;
}

export async function listOperations(userId: number): Promise<OutboxOperation[]> {
  return (await openOutbox(userId)).operations.orderBy('seq').toArray();
}

/** The user has read a refusal: it leaves the list. */
export async function dismissOperation(userId: number, id: string): Promise<void> {
  await (await openOutbox(userId)).operations.where('id').equals(id).delete();
}

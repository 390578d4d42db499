import { openOutbox } from './outbox-db';
import { getOutboxUser } from './outbox-user';

/** Keeps a copy of server data for the signed-in user (deleted with their outbox on sign-out). */
export async function saveSnapshot(key: string, data: unknown): Promise<void> {
  const userId = getOutboxUser();
  if (userId === null) return;
  await (await openOutbox(userId)).snapshots.put({ key, data, savedAt: Date.now() });
}

/** The copy kept under `key`, or null (none yet, or nobody signed in). */
export async function readSnapshot(key: string): Promise<{ data: unknown; savedAt: number } | null> {
  const userId = getOutboxUser();
  if (userId === null) return null;
  return (await (await openOutbox(userId)).snapshots.get(key)) ?? null;
}

/** The signed-in user's queued writes (for a screen that applies them to its offline copy). */
export async function queuedOperations() {
  const userId = getOutboxUser();
  if (userId === null) return [];
  return (await openOutbox(userId)).operations.orderBy('seq').toArray();
}

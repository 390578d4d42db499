import type { Dexie, EntityTable } from 'dexie';
import type { OutboxOperation } from './outbox-types';

/** A copy of server data a screen needs to work offline (the receiving station's open packages), by name. */
export interface OfflineSnapshot {
  key: string;
  data: unknown;
  savedAt: number;
}

export type OutboxDatabase = Dexie & { operations: EntityTable<OutboxOperation, 'seq'>; snapshots: EntityTable<OfflineSnapshot, 'key'> };

/** One database per user, so a shared device never sends one user's writes with another's session. */
export const outboxDatabaseName = (userId: number) => `miami-drop-outbox-${userId}`;

// Dexie is loaded on first use, so the initial bundle does not carry it.
const opened = new Map<number, Promise<OutboxDatabase>>();

export function openOutbox(userId: number): Promise<OutboxDatabase> {
  let database = opened.get(userId);
  if (!database) {
    database = import('dexie').then(({ Dexie: DexieClass }) => {
      const db = new DexieClass(outboxDatabaseName(userId)) as OutboxDatabase;
      db.version(1).stores({ operations: '++seq, &id, state', snapshots: 'key' });
      return db;
    });
    opened.set(userId, database);
  }
  return database;
}

/** Drops a user's queued writes (signing out, or another user signing in on this device). */
export async function deleteOutboxDatabase(userId: number): Promise<void> {
  const current = opened.get(userId);
  opened.delete(userId);
  if (current) await (await current).delete();
  else await (await import('dexie')).Dexie.delete(outboxDatabaseName(userId));
}

/** Another user signed in on this device: every other user's queue and copies go. */
export async function deleteOutboxesExcept(keep: number): Promise<void> {
  const { Dexie: DexieClass } = await import('dexie');
  const prefix = outboxDatabaseName(0).slice(0, -1);
  const owners = (await DexieClass.getDatabaseNames()).filter((name) => name.startsWith(prefix)).map((name) => Number(name.slice(prefix.length)));
  for (const owner of new Set([...owners, ...opened.keys()])) if (owner !== keep) await deleteOutboxDatabase(owner);
}

import { count, eq } from 'drizzle-orm';
import type { PushPreferences, PushPreferencesUpdate, PushStatus } from '../../shared/push/push-schemas';
import type { Db } from '../db/client';
import { pushPreferences } from '../db/schema/push-alerts';
import { pushSubscriptions } from '../db/schema/push-subscriptions';

const ALL_ON: PushPreferences = { received: true, pickup: true, storage: true };

/** The user's alert groups; every group is on until they switch it off. */
export function preferencesOf(db: Db, userId: number): PushPreferences {
  const row = db.select().from(pushPreferences).where(eq(pushPreferences.userId, userId)).get();
  return row ? { received: row.received, pickup: row.pickup, storage: row.storage } : { ...ALL_ON };
}

export const deviceCount = (db: Db, userId: number): number =>
  db.select({ devices: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).get()?.devices ?? 0;

export const pushStatus = (db: Db, userId: number): PushStatus => ({ ...preferencesOf(db, userId), devices: deviceCount(db, userId) });

/** Changes the groups named, keeps the others. */
export function updatePreferences(db: Db, userId: number, update: PushPreferencesUpdate, now: Date): PushStatus {
  const next = { ...preferencesOf(db, userId), ...update };
  db.insert(pushPreferences)
    .values({ userId, ...next, updatedAt: now })
    .onConflictDoUpdate({ target: pushPreferences.userId, set: { ...next, updatedAt: now } })
    .run();
  return pushStatus(db, userId);
}

import { count, eq } from 'drizzle-orm';
import type { PushPreferences, PushPreferencesUpdate, PushStatus } from '../../../shared/push/push-schemas';
import { type Db, writeTransaction } from '../../db/client';
import { pushPreferences, pushSubscriptions } from '../../db/tables';

const ALL_ON: PushPreferences = { received: true, tracking: true, pickup: true, storage: true };

/** The user's alert groups; every group is on until they switch it off. */
export async function preferencesOf(db: Db, userId: number): Promise<PushPreferences> {
  const [row] = await db.select().from(pushPreferences).where(eq(pushPreferences.userId, userId)).limit(1);
  return row ? { received: row.received, tracking: row.tracking, pickup: row.pickup, storage: row.storage } : { ...ALL_ON };
}

export const deviceCount = async (db: Db, userId: number): Promise<number> =>
  (await db.select({ devices: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)))[0]?.devices ?? 0;

export const pushStatus = async (db: Db, userId: number): Promise<PushStatus> => ({ ...(await preferencesOf(db, userId)), devices: await deviceCount(db, userId) });

/** Changes the groups named, keeps the others. */
export async function updatePreferences(db: Db, userId: number, update: PushPreferencesUpdate, now: Date): Promise<PushStatus> {
  await writeTransaction(db, async (tx) => {
    const next = { ...(await preferencesOf(tx, userId)), ...update };
    await tx
      .insert(pushPreferences)
      .values({ userId, ...next, updatedAt: now })
      .onConflictDoUpdate({ target: pushPreferences.userId, set: { ...next, updatedAt: now } });
  });
  return pushStatus(db, userId);
}

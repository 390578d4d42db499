import { eq } from 'drizzle-orm';
import type { EmailPreferences, EmailPreferencesStatus, EmailPreferencesUpdate } from '../../../shared/push/email-preferences-schema';
import { type Db, writeTransaction } from '../../db/client';
import { emailPreferences } from '../../db/tables';
import { deviceCount } from './push-preferences-service';

const ALL_OFF: EmailPreferences = { received: false, tracking: false, pickup: false, storage: false };

/** The groups a customer with a device also wants by e-mail; every group is off until switched on (no row = none). */
export async function emailPreferencesOf(db: Db, userId: number): Promise<EmailPreferences> {
  const [row] = await db.select().from(emailPreferences).where(eq(emailPreferences.userId, userId)).limit(1);
  return row ? { received: row.received, tracking: row.tracking, pickup: row.pickup, storage: row.storage } : { ...ALL_OFF };
}

export const emailPreferencesStatus = async (db: Db, userId: number): Promise<EmailPreferencesStatus> => ({
  ...(await emailPreferencesOf(db, userId)),
  devices: await deviceCount(db, userId),
});

/** Changes the groups named, keeps the others. */
export async function updateEmailPreferences(db: Db, userId: number, update: EmailPreferencesUpdate, now: Date): Promise<EmailPreferencesStatus> {
  await writeTransaction(db, async (tx) => {
    const next = { ...(await emailPreferencesOf(tx, userId)), ...update };
    await tx
      .insert(emailPreferences)
      .values({ userId, ...next, updatedAt: now })
      .onConflictDoUpdate({ target: emailPreferences.userId, set: { ...next, updatedAt: now } });
  });
  return emailPreferencesStatus(db, userId);
}

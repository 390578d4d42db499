import { eq } from 'drizzle-orm';
import type { VapidDetails } from '../../adapters/push/push-sender';
import { type AppDatabase, writeTransaction } from '../../db/client';
import { vapidKeys } from '../../db/tables';

const ROW_ID = 1;

export interface VapidConfig {
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT: string;
}

/**
 * The configured pair, or the one stored at an earlier start, or a new one stored now: a changed key would orphan
 * every browser's subscription, so a generated pair is kept for good.
 */
export async function resolveVapidDetails(db: AppDatabase, config: VapidConfig, now = new Date()): Promise<VapidDetails> {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { subject: config.VAPID_SUBJECT, publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY };
  }
  const stored = async () => (await db.select().from(vapidKeys).where(eq(vapidKeys.id, ROW_ID)).limit(1))[0];
  let row = await stored();
  // Stryker disable next-line ConditionalExpression: generating a pair when one is stored changes nothing (the insert keeps the stored row, which is read again)
  if (!row) {
    // Once per database: web-push is loaded for it, not at every start.
    const { generateVapidKeyPair } = await import('../../adapters/push/web-push-sender');
    const pair = generateVapidKeyPair();
    // Two servers starting on one database keep whichever pair was written first.
    await writeTransaction(db, (tx) =>
      tx.insert(vapidKeys).values({ id: ROW_ID, publicKey: pair.publicKey, privateKey: pair.privateKey, createdAt: now }).onConflictDoNothing(),
    );
    row = (await stored())!;
  }
  return { subject: config.VAPID_SUBJECT, publicKey: row.publicKey, privateKey: row.privateKey };
}

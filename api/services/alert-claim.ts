import { and, eq } from 'drizzle-orm';
import { type Db, writeTransaction } from '../db/client';
import { alertLog, type AlertRow } from '../db/tables';

/**
 * Takes a pending alert for sending by `channel`: false when another pass, in this process or another instance on the
 * same database, took it first. The check and the change are one statement, so two instances never both take it.
 */
export async function claimAlert(db: Db, id: number, channel: NonNullable<AlertRow['channel']>, now: Date): Promise<boolean> {
  const claimed = await writeTransaction(db, (tx) =>
    tx
      .update(alertLog)
      .set({ status: 'dispatched', channel, dispatchedAt: now })
      .where(and(eq(alertLog.id, id), eq(alertLog.status, 'pending')))
      .returning({ id: alertLog.id }),
  );
  return claimed.length === 1;
}

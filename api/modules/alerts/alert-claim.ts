import { and, eq } from 'drizzle-orm';
import { type Db, writeTransaction } from '../../db/client';
import { skippingRowsBeingClaimed } from '../../db/claim-lock';
import { alertLog, type AlertRow } from '../../db/tables';

/**
 * Takes a pending alert for sending by `channel`: false when another pass, in this process or another instance on the
 * same database, took it first, or is taking it at this moment.
 */
export async function claimAlert(db: Db, id: number, channel: NonNullable<AlertRow['channel']>, now: Date): Promise<boolean> {
  return writeTransaction(db, async (tx) => {
    const [pending] = await skippingRowsBeingClaimed(
      tx.select({ id: alertLog.id }).from(alertLog).where(and(eq(alertLog.id, id), eq(alertLog.status, 'pending'))),
    );
    if (!pending) return false;
    await tx.update(alertLog).set({ status: 'dispatched', channel, dispatchedAt: now }).where(eq(alertLog.id, id));
    return true;
  });
}

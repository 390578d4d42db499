import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../app-deps';
import type { AppTransaction } from '../db/client';
import { alertLog, type AlertRow } from '../db/schema/push-alerts';

/**
 * Takes a pending alert for sending by `channel`: false when another pass, in this process or another instance on the
 * same database, took it first. The check and the change are one statement, so two instances never both take it.
 */
export function claimAlert(db: AppDeps['db'] | AppTransaction, id: number, channel: NonNullable<AlertRow['channel']>, now: Date): boolean {
  const { changes } = db
    .update(alertLog)
    .set({ status: 'dispatched', channel, dispatchedAt: now })
    .where(and(eq(alertLog.id, id), eq(alertLog.status, 'pending')))
    .run();
  return changes === 1;
}

import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { MINUTE_MS, HOUR_MS } from '../../../shared/time/durations';
import type { PushSendResult, PushUrgency } from '../../adapters/push/push-sender';
import type { AppDeps } from '../../app-deps';
import { skippingRowsBeingClaimed } from '../../db/claim-lock';
import { type Db, writeTransaction } from '../../db/client';
import { pushDeliveries, pushSubscriptions, type PushDeliveryRow } from '../../db/tables';
import type { AlertEvent } from './alert-events';
import { alertPayload, alertSendOptions } from './alert-payload';
import { errorText } from '../payments/gateway-errors';

/** After this many failed tries a delivery is given up (it is marked failed with the last reason). */
export const MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = MINUTE_MS;
const LONGEST_RETRY_MS = 6 * HOUR_MS;
const BATCH_LIMIT = 50;
/**
 * A delivery being sent is held this long (its next try moved past it): another instance draining the same queue
 * leaves it, and one lost with its process is tried again after it. Longer than the push sender's own timeout.
 */
export const PUSH_SEND_LEASE_MS = 2 * MINUTE_MS;

type Device = typeof pushSubscriptions.$inferSelect;

/** The wait before try number `attempts + 1`: a minute, doubling up to six hours, never shorter than the service asked. */
export function retryDelayMs(attempts: number, retryAfterSeconds?: number): number {
  const backoff = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
  return Math.max(backoff, (retryAfterSeconds ?? 0) * 1000);
}

/** One delivery per device, in that device's language, due now. */
export async function enqueuePushes(db: Db, alertId: number, event: AlertEvent, devices: Device[], image: string | undefined, now: Date): Promise<void> {
  const { ttlSeconds, urgency } = alertSendOptions(event);
  await writeTransaction(db, (tx) =>
    tx.insert(pushDeliveries).values(
      devices.map((device) => ({
        subscriptionId: device.id,
        alertId,
        payload: JSON.stringify(alertPayload(event, device.language === 'en' ? 'en' : 'es', image)),
        urgency,
        ttlSeconds,
        nextAttemptAt: now,
        createdAt: now,
        updatedAt: now,
      })),
    ),
  );
}

export interface DrainRun {
  sent: number;
  gone: number;
  retried: number;
  failed: number;
}

/** Records what the push service said: delivered, the device gone (deleted with its deliveries), or another try later. */
async function settle(deps: AppDeps, delivery: PushDeliveryRow, result: PushSendResult, run: DrainRun): Promise<void> {
  const now = deps.now();
  const attempts = delivery.attempts + 1;
  if (result.outcome === 'sent') {
    run.sent++;
    await writeTransaction(deps.db, (tx) =>
      tx.update(pushDeliveries).set({ status: 'sent', attempts, lastError: null, updatedAt: now }).where(eq(pushDeliveries.id, delivery.id)),
    );
  } else if (result.outcome === 'gone') {
    run.gone++;
    await writeTransaction(deps.db, (tx) => tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, delivery.subscriptionId)));
    deps.logger.info({ module: 'push' }, `subscription ${delivery.subscriptionId} is gone (${result.status}): deleted`);
  } else {
    const givenUp = attempts >= MAX_ATTEMPTS;
    if (givenUp) run.failed++;
    else run.retried++;
    const nextAttemptAt = new Date(now.getTime() + retryDelayMs(attempts, result.retryAfterSeconds));
    await writeTransaction(deps.db, (tx) =>
      tx
        .update(pushDeliveries)
        .set({ status: givenUp ? 'failed' : 'pending', attempts, nextAttemptAt, lastError: result.reason.slice(0, 500), updatedAt: now })
        .where(eq(pushDeliveries.id, delivery.id)),
    );
    deps.logger.warn({ module: 'push' }, `delivery ${delivery.id} try ${attempts} failed${givenUp ? ', given up' : ''}: ${result.reason}`);
  }
}

/** Takes a due delivery for sending: false when another pass, here or in another instance, took it first or is taking it. */
async function claimDelivery(deps: AppDeps, id: number): Promise<boolean> {
  const now = deps.now();
  return writeTransaction(deps.db, async (tx) => {
    const [due] = await skippingRowsBeingClaimed(
      tx
        .select({ id: pushDeliveries.id })
        .from(pushDeliveries)
        .where(and(eq(pushDeliveries.id, id), eq(pushDeliveries.status, 'pending'), lte(pushDeliveries.nextAttemptAt, now))),
    );
    if (!due) return false;
    await tx.update(pushDeliveries).set({ nextAttemptAt: new Date(now.getTime() + PUSH_SEND_LEASE_MS) }).where(eq(pushDeliveries.id, id));
    return true;
  });
}

/** Sends the deliveries due, oldest first, one at a time; a failure never throws out of here. */
export async function drainPushQueue(deps: AppDeps, limit = BATCH_LIMIT): Promise<DrainRun> {
  const run: DrainRun = { sent: 0, gone: 0, retried: 0, failed: 0 };
  const due = await deps.db
    .select({ delivery: pushDeliveries, device: pushSubscriptions })
    .from(pushDeliveries)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushDeliveries.subscriptionId))
    .where(and(eq(pushDeliveries.status, 'pending'), lte(pushDeliveries.nextAttemptAt, deps.now())))
    .orderBy(asc(pushDeliveries.nextAttemptAt), asc(pushDeliveries.id))
    .limit(limit);
  const gone = new Set<number>();
  for (const { delivery, device } of due) {
    if (gone.has(device.id) || !(await claimDelivery(deps, delivery.id))) continue;
    let result: PushSendResult;
    try {
      result = await deps.push.send(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        delivery.payload,
        { ttlSeconds: delivery.ttlSeconds, urgency: delivery.urgency as PushUrgency },
      );
    } catch (error) {
      result = { outcome: 'retry', reason: errorText(error) };
    }
    if (result.outcome === 'gone') gone.add(device.id);
    await settle(deps, delivery, result, run);
  }
  return run;
}

/** Finished deliveries older than `olderThanMs` are forgotten (the alert log keeps that each alert happened). */
export async function pruneDeliveries(deps: AppDeps, olderThanMs: number): Promise<void> {
  const before = new Date(deps.now().getTime() - olderThanMs);
  await writeTransaction(deps.db, (tx) =>
    tx.delete(pushDeliveries).where(and(inArray(pushDeliveries.status, ['sent', 'failed']), lte(pushDeliveries.updatedAt, before))),
  );
}

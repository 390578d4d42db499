import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { isMessagingError, isRetryable, MessagingError } from '../../adapters/messaging/messenger';
import type { AppDeps } from '../../app-deps';
import { skippingRowsBeingClaimed } from '../../db/claim-lock';
import { writeTransaction } from '../../db/client';
import { messageDeliveries, users, type AlertRow, type MessageChannel, type MessageDeliveryRow } from '../../db/tables';
import type { AlertEvent } from './alert-events';
import { alertGroup, alertUrl } from './alert-payload';
import { alertTextMessage } from './alert-text-messages';
import { grantsTextAlerts, messagingRow, switchOffForPhone } from './messaging-preferences-service';
import { preferencesOf } from './push-preferences-service';
import { MAX_ATTEMPTS, PUSH_SEND_LEASE_MS, retryDelayMs } from './push-queue';
import { appLink } from '../outbox/send-mail';

const BATCH_LIMIT = 50;
const CHANNELS: readonly MessageChannel[] = ['sms', 'whatsapp'];

/**
 * The texts an alert goes out as, beside its pushes: for a Premium customer with a confirmed phone, on each channel
 * they switched on, for the kinds push sends under a switch they left on (a plan's own notice has no switch and goes
 * by e-mail). In the customer's language, due now. The unique key queues each alert at most once per channel, so a
 * dispatch tried again queues nothing more.
 */
export async function queueTextAlerts(deps: AppDeps, row: AlertRow, event: AlertEvent): Promise<number> {
  const group = alertGroup(event);
  if (!group) return 0;
  const settings = await messagingRow(deps.db, row.userId);
  const phone = settings?.phoneVerifiedAt ? settings.phone : null;
  const channels = CHANNELS.filter((channel) => settings?.[channel] && (channel === 'sms' || deps.messaging.whatsapp));
  if (!phone || channels.length === 0) return 0;
  if (!(await preferencesOf(deps.db, row.userId))[group] || !(await grantsTextAlerts(deps.db, row.userId, deps.now()))) return 0;
  const [user] = await deps.db.select({ language: users.language }).from(users).where(eq(users.id, row.userId)).limit(1);
  const body = alertTextMessage(event, user?.language === 'en' ? 'en' : 'es', appLink(deps, alertUrl(event)));
  const now = deps.now();
  const queued = await writeTransaction(deps.db, (tx) =>
    tx
      .insert(messageDeliveries)
      .values(channels.map((channel) => ({ alertId: row.id, userId: row.userId, channel, phone, body, nextAttemptAt: now, createdAt: now, updatedAt: now })))
      .onConflictDoNothing()
      .returning({ id: messageDeliveries.id }),
  );
  return queued.length;
}

export interface TextDrainRun {
  sent: number;
  retried: number;
  failed: number;
}

/** Takes a due text for sending, held past the provider's time-out: false when another pass took it first. */
async function claimText(deps: AppDeps, id: number): Promise<boolean> {
  const now = deps.now();
  return writeTransaction(deps.db, async (tx) => {
    const [due] = await skippingRowsBeingClaimed(
      tx
        .select({ id: messageDeliveries.id })
        .from(messageDeliveries)
        .where(and(eq(messageDeliveries.id, id), eq(messageDeliveries.status, 'pending'), lte(messageDeliveries.nextAttemptAt, now))),
    );
    if (!due) return false;
    await tx.update(messageDeliveries).set({ nextAttemptAt: new Date(now.getTime() + PUSH_SEND_LEASE_MS) }).where(eq(messageDeliveries.id, id));
    return true;
  });
}

/** Still wanted at the moment of sending: the channel on, for the same confirmed number (a STOP may have come since). */
async function stillWanted(deps: AppDeps, delivery: MessageDeliveryRow): Promise<boolean> {
  const settings = await messagingRow(deps.db, delivery.userId);
  return Boolean(settings?.[delivery.channel] && settings.phone === delivery.phone && settings.phoneVerifiedAt);
}

async function settle(deps: AppDeps, delivery: MessageDeliveryRow, outcome: { id: string } | MessagingError, run: TextDrainRun): Promise<void> {
  const now = deps.now();
  const attempts = delivery.attempts + 1;
  const save = (set: Partial<typeof messageDeliveries.$inferInsert>) =>
    writeTransaction(deps.db, (tx) => tx.update(messageDeliveries).set({ attempts, updatedAt: now, ...set }).where(eq(messageDeliveries.id, delivery.id)));
  if (!(outcome instanceof MessagingError)) {
    run.sent++;
    await save({ status: 'sent', providerId: outcome.id, lastError: null });
    return;
  }
  const reason = outcome.message.slice(0, 500);
  if (isRetryable(outcome) && attempts < MAX_ATTEMPTS) {
    run.retried++;
    await save({ status: 'pending', lastError: reason, nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts, outcome.retryAfterSeconds ?? undefined)) });
  } else {
    run.failed++;
    await save({ status: 'failed', lastError: reason });
  }
  if (outcome.kind === 'opted_out') await switchOffForPhone(deps.db, delivery.phone, delivery.channel, now);
  deps.logger.warn({ module: 'messaging' }, `text ${delivery.id} (${delivery.channel}) try ${attempts} failed: ${reason}`);
}

/** Sends the texts due, oldest first, one at a time; a failure never throws out of here. */
export async function drainMessageQueue(deps: AppDeps, limit = BATCH_LIMIT): Promise<TextDrainRun> {
  const run: TextDrainRun = { sent: 0, retried: 0, failed: 0 };
  const due = await deps.db
    .select()
    .from(messageDeliveries)
    .where(and(eq(messageDeliveries.status, 'pending'), lte(messageDeliveries.nextAttemptAt, deps.now())))
    .orderBy(asc(messageDeliveries.nextAttemptAt), asc(messageDeliveries.id))
    .limit(limit);
  for (const delivery of due) {
    if (!(await claimText(deps, delivery.id))) continue;
    if (!(await stillWanted(deps, delivery))) {
      run.failed++;
      await writeTransaction(deps.db, (tx) =>
        tx.update(messageDeliveries).set({ status: 'failed', lastError: 'switched off before it was sent', updatedAt: deps.now() }).where(eq(messageDeliveries.id, delivery.id)),
      );
      continue;
    }
    let outcome: { id: string } | MessagingError;
    try {
      outcome = await (delivery.channel === 'sms' ? deps.messaging.sendSms(delivery.phone, delivery.body) : deps.messaging.sendWhatsapp(delivery.phone, delivery.body));
    } catch (error) {
      outcome = isMessagingError(error) ? error : new MessagingError('unavailable', error instanceof Error ? error.message : String(error));
    }
    await settle(deps, delivery, outcome, run);
  }
  return run;
}

/** Finished texts older than `olderThanMs` are forgotten (the alert log keeps that each alert happened). */
export async function pruneMessageDeliveries(deps: AppDeps, olderThanMs: number): Promise<void> {
  const before = new Date(deps.now().getTime() - olderThanMs);
  await writeTransaction(deps.db, (tx) =>
    tx.delete(messageDeliveries).where(and(inArray(messageDeliveries.status, ['sent', 'failed']), lte(messageDeliveries.updatedAt, before))),
  );
}

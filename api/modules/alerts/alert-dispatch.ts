import { and, asc, eq, inArray, lt, ne, or } from 'drizzle-orm';
import { UNDO_WINDOW_MS } from '../../../shared/receiving/undo-window';
import type { AppDeps } from '../../app-deps';
import { alertLog, packages, pushSubscriptions, users, type AlertRow } from '../../db/tables';
import { AlertEventSchema, type AlertEvent, type EventOf } from './alert-events';
import { storageReminderMail } from './alert-mails';
import { claimAlert } from './alert-claim';
import { alertGroup, alertUrl } from './alert-payload';
import { missingParcelMail } from './missing-parcel-mail';
import { dispatchPlanReminder } from './alert-plan-reminders';
import { dispatchOverstayWarning } from './alert-overstay-warnings';
import { mailTripReminder } from './trip-reminder-mail';
import { enqueuePushes } from './push-queue';
import { queueTextAlerts } from './message-queue';
import { photosByPackage } from '../photos/photo-service';
import { preferencesOf } from './push-preferences-service';
import { appLink, queueMail } from '../outbox/send-mail';
import { writeTransaction } from '../../db/client';

const BATCH_LIMIT = 100;

type Channel = NonNullable<AlertRow['channel']>;

async function markDispatched(deps: AppDeps, id: number, channel: Channel): Promise<void> {
  await claimAlert(deps.db, id, channel, deps.now());
}

/** The package's first photo as an absolute URL (the notification may show it), when it has one. */
async function photoOf(deps: AppDeps, event: AlertEvent): Promise<string | undefined> {
  if (event.kind !== 'package-received') return undefined;
  const photo = (await photosByPackage(deps.db, [event.packageId])).get(event.packageId)?.[0];
  return photo ? appLink(deps, photo.url) : undefined;
}

/** No device subscribed: a storage reminder, or the news that the warehouse looks for a parcel, goes by e-mail instead; other alerts have no other channel. */
async function mailInstead(deps: AppDeps, row: AlertRow, event: AlertEvent): Promise<void> {
  if (event.kind === 'parcel-missing') return mailMissingParcel(deps, row, event);
  if (event.kind === 'trip-reminder') return mailTripReminder(deps, row, event);
  if (event.kind !== 'storage-ending' && event.kind !== 'storage-last-day') return markDispatched(deps, row.id, 'none');
  const [user] = await deps.db.select().from(users).where(eq(users.id, row.userId)).limit(1);
  if (!user) return markDispatched(deps, row.id, 'none');
  const titles = event.packageIds.length
    ? (await deps.db.select({ title: packages.title }).from(packages).where(inArray(packages.id, event.packageIds)).orderBy(asc(packages.id))).map((p) => p.title)
    : [];
  // Taken first: a reminder is never mailed twice, even if this process stops mid-send or another instance drains too.
  if (!(await claimAlert(deps.db, row.id, 'email', deps.now()))) return;
  await queueMail(deps, storageReminderMail(user, event, titles, appLink(deps, '/dashboard/pickup'), deps.config.appUrl));
}

async function mailMissingParcel(deps: AppDeps, row: AlertRow, event: EventOf<'parcel-missing'>): Promise<void> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, row.userId)).limit(1);
  if (!user) return markDispatched(deps, row.id, 'none');
  if (!(await claimAlert(deps.db, row.id, 'email', deps.now()))) return;
  await queueMail(deps, missingParcelMail(user, event, appLink(deps, alertUrl(event)), deps.config.appUrl));
}

/**
 * A receipt undone within its window was never news: its alert is forgotten, so a later receipt is announced. The
 * package is read in the transaction that forgets the alert, and only a pending one is: a receipt made again meanwhile,
 * or another instance's pass taking the alert, keeps it.
 */
async function forgetUndoneReceipt(deps: AppDeps, alertId: number, event: AlertEvent): Promise<boolean> {
  if (event.kind !== 'package-received') return false;
  return writeTransaction(deps.db, async (tx) => {
    const [row] = await tx.select({ status: packages.deliveryStatus }).from(packages).where(eq(packages.id, event.packageId)).limit(1);
    if (row && row.status !== 'pending') return false;
    await tx.delete(alertLog).where(and(eq(alertLog.id, alertId), eq(alertLog.status, 'pending')));
    return true;
  });
}

/** A Premium customer's texts of the alert, whatever its push does; a failure here never costs the alert its push. */
async function queueTexts(deps: AppDeps, row: AlertRow, event: AlertEvent): Promise<void> {
  try {
    await queueTextAlerts(deps, row, event);
  } catch (error) {
    deps.logger.error({ module: 'alerts' }, `alert ${row.id} texts could not be queued: ${(error as Error).message}`);
  }
}

/**
 * One recorded alert: a push to each of the user's devices (if they want this group), or the e-mail fallback; and
 * its SMS or WhatsApp texts for a Premium customer who switched them on.
 */
async function dispatch(deps: AppDeps, row: AlertRow): Promise<void> {
  const parsed = AlertEventSchema.safeParse(JSON.parse(row.data));
  if (!parsed.success) {
    deps.logger.warn({ module: 'alerts' }, `alert ${row.id} has unreadable data; skipped`);
    return markDispatched(deps, row.id, 'none');
  }
  const event = parsed.data;
  if (await forgetUndoneReceipt(deps, row.id, event)) return;
  if (event.kind === 'plan-ending' || event.kind === 'plan-last-day') return dispatchPlanReminder(deps, row, event);
  if (event.kind === 'storage-overstay') return dispatchOverstayWarning(deps, row, event);
  await queueTexts(deps, row, event);
  const devices = await deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, row.userId));
  if (devices.length === 0) return mailInstead(deps, row, event);
  const group = alertGroup(event);
  if (group && !(await preferencesOf(deps.db, row.userId))[group]) return markDispatched(deps, row.id, 'none');
  const image = await photoOf(deps, event);
  await writeTransaction(deps.db, async (tx) => {
    if (await claimAlert(tx, row.id, 'push', deps.now())) await enqueuePushes(tx, row.id, event, devices, image, deps.now());
  });
}

/**
 * Turns the pending alerts, oldest first, into push deliveries or reminder e-mails. A receipt's alert waits out the
 * staff's undo window: an undone receipt is not announced, and a photo taken just after it is shown.
 */
export async function dispatchPendingAlerts(deps: AppDeps, limit = BATCH_LIMIT): Promise<number> {
  const undoable = new Date(deps.now().getTime() - UNDO_WINDOW_MS);
  const pending = await deps.db
    .select()
    .from(alertLog)
    .where(and(eq(alertLog.status, 'pending'), or(ne(alertLog.kind, 'package-received'), lt(alertLog.createdAt, undoable))))
    .orderBy(asc(alertLog.id))
    .limit(limit);
  for (const row of pending) {
    try {
      await dispatch(deps, row);
    } catch (error) {
      deps.logger.error({ module: 'alerts' }, `alert ${row.id} could not be dispatched: ${(error as Error).message}`);
      await markDispatched(deps, row.id, 'none');
    }
  }
  return pending.length;
}

import { and, asc, eq, lt, ne, or } from 'drizzle-orm';
import { UNDO_WINDOW_MS } from '../../../shared/receiving/undo-window';
import type { AppDeps } from '../../app-deps';
import { alertLog, packages, pushSubscriptions, users, type AlertRow, type UserRow } from '../../db/tables';
import { AlertEventSchema, type AlertEvent } from './alert-events';
import { claimAlert } from './alert-claim';
import { alertMailOf, isMailedElsewhere, type MailReason } from './alert-mail-of';
import { alertGroup } from './alert-payload';
import { dispatchPlanReminder } from './alert-plan-reminders';
import { dispatchOverstayWarning } from './alert-overstay-warnings';
import { dispatchDisposalNotice } from './alert-disposal-notices';
import { enqueuePushes } from './push-queue';
import { queueTextAlerts } from './message-queue';
import { photosByPackage } from '../photos/photo-service';
import { preferencesOf } from './push-preferences-service';
import { emailPreferencesOf } from './email-preferences-service';
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

/**
 * By e-mail only: the customer has no device subscribed, or the alert is a receipt. Taken first, so an alert is never
 * mailed twice, even if this process stops mid-send or another instance drains too. A kind mailed elsewhere (the
 * booking's confirmation, a delivery's news) reached the customer by e-mail all the same.
 */
async function mailOnly(deps: AppDeps, row: AlertRow, user: UserRow, event: AlertEvent, why: MailReason): Promise<void> {
  const mail = await alertMailOf(deps, user, event, why);
  if (!(await claimAlert(deps.db, row.id, 'email', deps.now()))) return;
  if (mail) await queueMail(deps, mail);
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
 * One recorded alert: a push to each of the user's devices (if they want this group), and an e-mail when they have no
 * device or switched the group's e-mail on (the channel says push when devices were reached, the mail going too,
 * decision 121); and its SMS or WhatsApp texts for a Premium customer who switched them on. A closed account hears nothing.
 */
async function dispatch(deps: AppDeps, row: AlertRow): Promise<void> {
  const parsed = AlertEventSchema.safeParse(JSON.parse(row.data));
  if (!parsed.success) {
    deps.logger.warn({ module: 'alerts' }, `alert ${row.id} has unreadable data; skipped`);
    return markDispatched(deps, row.id, 'none');
  }
  const event = parsed.data;
  if (await forgetUndoneReceipt(deps, row.id, event)) return;
  const [user] = await deps.db.select().from(users).where(eq(users.id, row.userId)).limit(1);
  if (!user || user.closedAt) return markDispatched(deps, row.id, 'none');
  if (event.kind === 'plan-ending' || event.kind === 'plan-last-day') return dispatchPlanReminder(deps, row, event);
  if (event.kind === 'storage-overstay') return dispatchOverstayWarning(deps, row, event);
  if (event.kind === 'storage-disposed') return dispatchDisposalNotice(deps, row, event);
  if (event.kind === 'payment-receipt') return mailOnly(deps, row, user, event, 'no-device');
  await queueTexts(deps, row, event);
  const devices = await deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, row.userId));
  if (devices.length === 0) return mailOnly(deps, row, user, event, 'no-device');
  const group = alertGroup(event);
  const pushOn = !group || (await preferencesOf(deps.db, row.userId))[group];
  const mailOn = group !== null && !isMailedElsewhere(event) && (await emailPreferencesOf(deps.db, row.userId))[group];
  if (!pushOn && !mailOn) return markDispatched(deps, row.id, 'none');
  const image = pushOn ? await photoOf(deps, event) : undefined;
  const mail = mailOn ? await alertMailOf(deps, user, event, 'chosen') : null;
  const taken = await writeTransaction(deps.db, async (tx) => {
    if (!(await claimAlert(tx, row.id, pushOn ? 'push' : 'email', deps.now()))) return false;
    if (pushOn) await enqueuePushes(tx, row.id, event, devices, image, deps.now());
    return true;
  });
  if (taken && mail) await queueMail(deps, mail);
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

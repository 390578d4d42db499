import { eq } from 'drizzle-orm';
import type { MailMessage } from '../../adapters/mail/mailer';
import type { AppDeps } from '../../app-deps';
import { writeTransaction } from '../../db/client';
import { pushSubscriptions, users, type AlertRow, type UserRow } from '../../db/tables';
import { queueMail } from '../outbox/send-mail';
import type { AlertEvent } from './alert-events';
import { claimAlert } from './alert-claim';
import { enqueuePushes } from './push-queue';

/**
 * An alert no preference switches off (plan reminders, overstay warnings, disposal notices): e-mailed always, the
 * channel sure to reach and the customer's record that it was sent, and pushed to each device too. The e-mail is in the
 * customer's stored language; each push in its device's.
 */
export async function dispatchAlwaysMailed(deps: AppDeps, row: AlertRow, event: AlertEvent, mailOf: (user: UserRow) => MailMessage, image?: string): Promise<void> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, row.userId)).limit(1);
  const devices = await deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, row.userId));
  const now = deps.now();
  // Taken first: the alert is never mailed twice, even if this process stops mid-send or another instance drains too.
  const taken = await writeTransaction(deps.db, async (tx) => {
    if (!(await claimAlert(tx, row.id, devices.length > 0 ? 'push' : user ? 'email' : 'none', now))) return false;
    if (devices.length > 0) await enqueuePushes(tx, row.id, event, devices, image, now);
    return true;
  });
  if (taken && user) await queueMail(deps, mailOf(user));
}

import { eq } from 'drizzle-orm';
import type { MailMessage } from '../../adapters/mail/mailer';
import type { DeliveryDestination } from '../../../shared/deliveries/delivery-schema';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { users, type DeliveryRow } from '../../db/tables';
import { recordAlert } from '../alerts/alert-events';
import { deliveryMail } from '../alerts/alert-mails';
import { appLink, queueMail } from '../outbox/send-mail';

type Milestone = 'shipped' | 'delivered';

/**
 * Records, in the caller's transaction, the alert that the delivery left with the carrier or arrived (once per
 * milestone: a replayed hand-over or scan records nothing), and answers its e-mail, or null when it was not news.
 */
export async function recordDeliveryNews(tx: Db, deps: AppDeps, row: DeliveryRow, milestone: Milestone, packages: number): Promise<MailMessage | null> {
  const now = deps.now();
  const event =
    milestone === 'shipped'
      ? { kind: 'delivery-shipped' as const, deliveryId: row.id, carrier: row.carrier, service: row.service, trackingCode: row.trackingCode ?? '', packages }
      : { kind: 'delivery-delivered' as const, deliveryId: row.id, carrier: row.carrier, city: (JSON.parse(row.destination) as DeliveryDestination).city, packages };
  if (!(await recordAlert(tx, row.userId, event, now))) return null;
  const [user] = await tx.select().from(users).where(eq(users.id, row.userId)).limit(1);
  return user ? deliveryMail(user, event, appLink(deps, `/dashboard/deliveries/${row.id}`), deps.config.appUrl) : null;
}

/** After the transaction that recorded it: the push goes out, and the e-mail (whatever the devices) too. */
export async function sendDeliveryNews(deps: AppDeps, mail: MailMessage | null): Promise<void> {
  if (!mail) return;
  deps.alerts.kick();
  await queueMail(deps, mail);
}

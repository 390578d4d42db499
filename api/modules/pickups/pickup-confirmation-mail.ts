import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { users } from '../../db/tables';
import type { EventOf } from '../alerts/alert-events';
import { pickupConfirmedMail } from '../alerts/alert-mails';
import { appLink, queueMail } from '../outbox/send-mail';

/**
 * After the booking's transaction: its confirmation e-mail, whatever the devices (decision 170). The booking stands
 * either way, so a mail that cannot be queued is logged, never answered as a failure of the booking.
 */
export async function mailPickupConfirmation(deps: AppDeps, userId: number, event: EventOf<'pickup-confirmed'>): Promise<void> {
  try {
    const [user] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) return;
    await queueMail(deps, pickupConfirmedMail(user, event, appLink(deps, '/dashboard/pickup'), deps.config.appUrl));
  } catch (error) {
    deps.logger.error({ module: 'pickups' }, `pickup ${event.pickupId}'s confirmation could not be mailed: ${(error as Error).message}`);
  }
}

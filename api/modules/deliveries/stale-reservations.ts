import { and, eq, inArray, lt, or } from 'drizzle-orm';
import { MINUTE_MS } from '../../../shared/time/durations';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { deliveries, deliveryPackages } from '../../db/tables';
import { ABANDONED_AFTER_MS } from '../payments/card-charge-lock';

/**
 * How long a PayPal reservation holds its packages while the customer approves at PayPal. Longer than any checkout a
 * person finishes, far shorter than PayPal's own window, so packages a customer walked away from are soon free again.
 */
export const PAYPAL_APPROVAL_WINDOW_MS = 30 * MINUTE_MS;

/**
 * Reservations whose payment never finished become `abandoned` and release their packages: a card that never answered
 * (its charge may have gone through: staff reconcile it by the order id the gateway shows, delivery-<id>), or a PayPal
 * order not captured in its window (nothing was taken: a late capture is refused). A PayPal order still waiting is
 * given up too when the customer does something else with its packages (new rates, a card payment, a pickup): the
 * latest choice wins, and nothing was taken for the order.
 */
export async function releaseStaleReservations(tx: Db, deps: Pick<AppDeps, 'logger'>, userId: number, now: Date, packageIds: readonly number[] = []): Promise<void> {
  const olderThan = (ms: number) => lt(deliveries.createdAt, new Date(now.getTime() - ms));
  const holdingThese = packageIds.length
    ? inArray(
        deliveries.id,
        tx
          .select({ id: deliveryPackages.deliveryId })
          .from(deliveryPackages)
          .where(and(inArray(deliveryPackages.packageId, [...packageIds]), eq(deliveryPackages.holds, true))),
      )
    : undefined;
  const paypalGivenUp = holdingThese ? or(olderThan(PAYPAL_APPROVAL_WINDOW_MS), holdingThese) : olderThan(PAYPAL_APPROVAL_WINDOW_MS);
  const abandoned = await tx
    .update(deliveries)
    .set({ stage: 'abandoned', updatedAt: now })
    .where(
      and(
        eq(deliveries.userId, userId),
        eq(deliveries.stage, 'paying'),
        or(and(eq(deliveries.paymentMethod, 'card'), olderThan(ABANDONED_AFTER_MS)), and(eq(deliveries.paymentMethod, 'paypal'), paypalGivenUp)),
      ),
    )
    .returning({ id: deliveries.id, paymentMethod: deliveries.paymentMethod });
  for (const { id, paymentMethod } of abandoned) {
    if (paymentMethod === 'card') deps.logger.error({ module: 'deliveries' }, `delivery ${id} was left paying; its packages are released`);
    else deps.logger.info({ module: 'deliveries' }, `delivery ${id}: its PayPal order was given up; its packages are released`);
    await tx.update(deliveryPackages).set({ holds: false }).where(eq(deliveryPackages.deliveryId, id));
  }
}

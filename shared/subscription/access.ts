import { CARD_PAYMENT_PROVIDER } from '../settings/payment-providers';
import { addDaysToDateString } from '../time/calendar-dates';
import { toNewYorkDateString } from '../time/new-york';
import type { Subscription } from './subscription-schema';

type AccessFields = Pick<Subscription, 'subscription_status' | 'access_until'>;
type PlanAccessFields = AccessFields & Pick<Subscription, 'plan_type'>;

/**
 * Part 1 section 4: access is valid when the status is active, or cancelled with `now`
 * not past access_until. Expired, unknown, or cancelled without an end date: no access.
 */
export function hasValidAccess(sub: AccessFields | null | undefined, now: Date): boolean {
  if (!sub) return false;
  if (sub.subscription_status === 'active') return true;
  if (sub.subscription_status !== 'cancelled' || !sub.access_until) return false;
  const until = Date.parse(sub.access_until);
  return !Number.isNaN(until) && now.getTime() <= until;
}

/** Has a plan and may use it now; a plan_type of 'none' is no subscription whatever the status. */
export function isSubscribed(sub: PlanAccessFields | null | undefined, now: Date): sub is PlanAccessFields {
  return !!sub && sub.plan_type !== 'none' && hasValidAccess(sub, now);
}

/** A cancelled or expired plan, or none at all, can be (re)subscribed; an active one is changed instead. */
export const canSubscribe = (sub: PlanAccessFields | null | undefined) =>
  !sub || sub.plan_type === 'none' || sub.subscription_status !== 'active';

/**
 * The access end shown to the user (YYYY-MM-DD, New York): the cancellation date when
 * cancelled, else the day before next_billing_date. null when the needed date is missing.
 */
export function accessEndShown(
  sub: Pick<Subscription, 'subscription_status' | 'cancellation_effective_date' | 'next_billing_date'> | null | undefined,
): string | null {
  if (!sub) return null;
  if (sub.subscription_status === 'cancelled') {
    return sub.cancellation_effective_date ? toNewYorkDateString(sub.cancellation_effective_date) : null;
  }
  const nextBilling = sub.next_billing_date ? toNewYorkDateString(sub.next_billing_date) : null;
  return nextBilling ? addDaysToDateString(nextBilling, -1) : null;
}

/** Part 1 section 6: the cancel button only for the card provider and when can_cancel is true. */
export const canShowCancelButton = (sub: Pick<Subscription, 'payment_provider' | 'can_cancel'> | null | undefined) =>
  !!sub && sub.payment_provider === CARD_PAYMENT_PROVIDER && sub.can_cancel;

import { CARD_PAYMENT_PROVIDER } from '@shared/settings/payment-providers';
import type { Subscription } from '@shared/subscription/subscription-schema';
import { toNewYorkDateString } from '@shared/time/new-york';

type StoryFields = Pick<
  Subscription,
  'plan_type' | 'subscription_status' | 'payment_provider' | 'access_until' | 'next_billing_date' | 'cancellation_effective_date'
>;

/**
 * What the plan's date means (docs/decisions/121), one story on every screen:
 * - renews: a card plan renews on this day (the next charge) until it is cancelled;
 * - ends: access ends on this day and nothing renews it (a cancelled card plan, or PayPal's 30 days: oneTime);
 * - ended: the plan is over (expired).
 * The date is the New York calendar day of the period's end (YYYY-MM-DD), the same for the charge and the end.
 */
export type PlanStory =
  | { kind: 'renews'; date: string }
  | { kind: 'ends'; date: string; oneTime: boolean }
  | { kind: 'ended'; date: string | null };

const dayOf = (value: string | null) => (value ? toNewYorkDateString(value) : null);

export function planStory(sub: StoryFields | null | undefined, now: Date): PlanStory | null {
  if (!sub || sub.plan_type === 'none' || !sub.subscription_status) return null;
  const accessEnd = dayOf(sub.access_until);
  const accessOver = sub.access_until !== null && Date.parse(sub.access_until) < now.getTime();
  if (sub.subscription_status === 'expired' || (sub.subscription_status === 'cancelled' && accessOver)) {
    return { kind: 'ended', date: accessEnd };
  }
  if (sub.payment_provider !== CARD_PAYMENT_PROVIDER) {
    return accessEnd ? { kind: 'ends', date: accessEnd, oneTime: true } : null;
  }
  if (sub.subscription_status === 'cancelled') {
    const end = dayOf(sub.cancellation_effective_date) ?? accessEnd;
    return end ? { kind: 'ends', date: end, oneTime: false } : null;
  }
  const renewal = dayOf(sub.next_billing_date) ?? accessEnd;
  return renewal ? { kind: 'renews', date: renewal } : null;
}

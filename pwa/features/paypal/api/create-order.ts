import type { PaidPlanType } from '@shared/plans/plan-catalog';
import { approveLinkOf, PaypalOrderSchema } from '@shared/payments/paypal-order-schema';
import { api } from '@/lib/api-client';

export class NoApprovalLink extends Error {}

/** POST /api/paypal/orders {plan_type}: the approve link is where the browser goes next. */
export async function createOrder(planType: PaidPlanType): Promise<{ id: string; approveUrl: string }> {
  const order = PaypalOrderSchema.parse(await api.post('paypal/orders', { json: { plan_type: planType } }).json());
  const approveUrl = approveLinkOf(order);
  if (!approveUrl) throw new NoApprovalLink('No approval link found in PayPal order');
  return { id: order.id, approveUrl };
}

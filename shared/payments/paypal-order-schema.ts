import { z } from 'zod';
import { findPlan, type PaidPlanType } from '../plans/plan-catalog';
import { PaidPlanTypeSchema } from '../plans/plan-schemas';
import { IsoDateTimeSchema } from '../time/date-string';
import { msg } from '../validation/message-options';
export { PAYPAL_ERRORS } from './paypal-messages';

/** A plan named by any of its ids (premium, premium_drop, estandar …), read as its plan type. */
const WalletPlanSchema = z
  .string(msg('planInvalid'))
  .trim()
  .refine((id) => findPlan(id) !== undefined, msg('planInvalid'))
  .transform((id) => findPlan(id)?.planType as PaidPlanType);

/** POST /api/paypal/orders (an Idempotency-Key header is honoured). */
export const CreatePaypalOrderRequestSchema = z.object({ plan_type: WalletPlanSchema });
export type CreatePaypalOrderRequest = z.input<typeof CreatePaypalOrderRequestSchema>;

export const PaypalLinkSchema = z.object({ href: z.string(), rel: z.string(), method: z.string() });
export type PaypalLink = z.infer<typeof PaypalLinkSchema>;

/** PayPal Orders v2 statuses. */
export const PAYPAL_ORDER_STATUSES = ['CREATED', 'SAVED', 'APPROVED', 'VOIDED', 'COMPLETED', 'PAYER_ACTION_REQUIRED'] as const;
export const PaypalOrderStatusSchema = z.enum(PAYPAL_ORDER_STATUSES);
export type PaypalOrderStatus = z.infer<typeof PaypalOrderStatusSchema>;

/** 201 answer of POST /api/paypal/orders; the browser goes to the link whose rel is 'approve'. */
export const PaypalOrderSchema = z.object({
  id: z.string(),
  status: PaypalOrderStatusSchema,
  links: z.array(PaypalLinkSchema),
});
export type PaypalOrder = z.infer<typeof PaypalOrderSchema>;

/** The approve link of an order, or undefined ('No approval link found in PayPal order'). */
export const approveLinkOf = (order: Pick<PaypalOrder, 'links'>) => order.links.find((link) => link.rel === 'approve')?.href;

/** GET /api/paypal/orders/{id} */
export const PaypalOrderDetailsSchema = z.object({
  id: z.string(),
  status: PaypalOrderStatusSchema,
  plan_type: PaidPlanTypeSchema,
  /** Decimal USD as a string, e.g. '39.90'. */
  amount: z.string(),
});
export type PaypalOrderDetails = z.infer<typeof PaypalOrderDetailsSchema>;

/**
 * POST /api/paypal/orders/{id}/capture: only what the return page shows (part 2: plan_type, access_until). The
 * capture needs no session, so it never answers the creator's subscription (issue 11 item 9).
 */
export const PaypalCaptureResponseSchema = z.object({
  plan_type: PaidPlanTypeSchema,
  access_until: IsoDateTimeSchema,
});
export type PaypalCaptureResponse = z.infer<typeof PaypalCaptureResponseSchema>;

/** The return page's query (part 2 section 2): token is the order id. */
export const PAYPAL_RETURN_PATH = '/paypal/return';
export const PAYPAL_CANCEL_PATH = '/paypal/cancel';

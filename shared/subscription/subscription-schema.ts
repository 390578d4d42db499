import { z } from 'zod';
import { PlanTypeSchema } from '../plans/plan-schemas';
import { PaymentProviderSchema } from '../settings/payment-provider-schema';
import { IsoDateOrDateTimeSchema, IsoDateTimeSchema } from '../time/date-string';

export const SUBSCRIPTION_STATUSES = ['active', 'cancelled', 'expired'] as const;
export const SubscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

const count = z.number().int().nonnegative();

/**
 * The subscription as GET /api/users/{id}/subscription returns it (part 1 section 3).
 * A user without a plan gets plan_type 'none' and a null status ("unknown if absent").
 */
export const SubscriptionSchema = z.object({
  id: z.number().int().nullable(),
  subscription_status: SubscriptionStatusSchema.nullable(),
  /** End of the paid period; a cancelled plan keeps access until then. */
  access_until: IsoDateTimeSchema.nullable(),
  plan_type: PlanTypeSchema,
  plan_name: z.string().nullable(),
  /** Decimal USD, e.g. 39.9. */
  plan_price: z.number().nonnegative().nullable(),
  features: z.array(z.string()),
  next_billing_date: IsoDateOrDateTimeSchema.nullable(),
  max_shipments: count,
  /** Shipments in use: the customer's packages that have not left the warehouse (packages/shipments-in-use). */
  current_shipment_count: count,
  /** The same reading as current_shipment_count; the spec names both. */
  shipments_used: count,
  storage_days: count,
  cancellation_effective_date: IsoDateOrDateTimeSchema.nullable(),
  can_cancel: z.boolean(),
  delivery_enabled: z.boolean(),
  max_delivery_addresses: count,
  can_add_shipment: z.boolean(),
  payment_provider: PaymentProviderSchema.nullable(),
  /** The payment provider's own id for the subscription or order. */
  provider_subscription_id: z.string().nullable(),
  created_at: IsoDateTimeSchema.nullable(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

/** The answer for a user who has never subscribed. */
export const NO_SUBSCRIPTION: Subscription = {
  id: null,
  subscription_status: null,
  access_until: null,
  plan_type: 'none',
  plan_name: null,
  plan_price: null,
  features: [],
  next_billing_date: null,
  max_shipments: 0,
  current_shipment_count: 0,
  shipments_used: 0,
  storage_days: 0,
  cancellation_effective_date: null,
  can_cancel: false,
  delivery_enabled: false,
  max_delivery_addresses: 0,
  can_add_shipment: false,
  payment_provider: null,
  provider_subscription_id: null,
  created_at: null,
};

import { z } from 'zod';
import { SubscriptionSchema, SubscriptionStatusSchema } from './subscription-schema';

/** GET /api/users/{id}/subscription/management: the subscription plus `status` (= subscription_status). */
export const SubscriptionManagementSchema = SubscriptionSchema.extend({ status: SubscriptionStatusSchema.nullable() });
export type SubscriptionManagement = z.infer<typeof SubscriptionManagementSchema>;

/** DELETE and PUT /api/users/{id}/subscription. `error` is set only on PUT's partial success. */
export const SubscriptionActionResponseSchema = z.object({
  message: z.string(),
  error: z.string().optional(),
  subscription: SubscriptionSchema,
});
export type SubscriptionActionResponse = z.infer<typeof SubscriptionActionResponseSchema>;

/** Part 1 section 7: an error containing this text on PUT means partial success. */
export const PARTIAL_SUCCESS_MARKER = 'Braintree operations failed';
export const isPartialPlanChange = (answer: { error?: string | null } | null | undefined) => !!answer?.error?.includes(PARTIAL_SUCCESS_MARKER);

/** Server texts of the subscription actions. The PWA shows the spec's own texts (section 8) around them. */
export const SUBSCRIPTION_ACTION_MESSAGES = {
  cancelled: 'Subscription cancelled. You keep access until the end of the current period.',
  alreadyCancelled: 'Subscription already cancelled',
  noActiveSubscription: 'No active subscription found',
  planChanged: 'Plan changed successfully',
  planChangedPartially: 'Plan changed locally, but there was an issue with payment processing. Please contact support.',
  walletNotCancellable: 'This subscription was paid once through PayPal and has nothing to cancel',
} as const;

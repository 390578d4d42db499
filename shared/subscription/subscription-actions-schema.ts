import { z } from 'zod';
import { SubscriptionSchema, SubscriptionStatusSchema } from './subscription-schema';
export { SUBSCRIPTION_ACTION_MESSAGES } from './subscription-action-messages';

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

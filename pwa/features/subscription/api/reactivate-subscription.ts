import { SubscriptionActionResponseSchema, type SubscriptionActionResponse } from '@shared/subscription/subscription-actions-schema';
import { api } from '@/lib/api-client';

/** POST /api/subscriptions/reactivate: a cancelled card plan goes on, nothing charged until its paid period ends. */
export async function reactivateSubscription(): Promise<SubscriptionActionResponse> {
  return SubscriptionActionResponseSchema.parse(await api.post('subscriptions/reactivate').json());
}

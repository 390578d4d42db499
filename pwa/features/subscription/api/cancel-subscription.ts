import { SubscriptionActionResponseSchema, type SubscriptionActionResponse } from '@shared/subscription/subscription-actions-schema';
import { api } from '@/lib/api-client';

/** DELETE /api/users/{id}/subscription: access stays until access_until. */
export async function cancelSubscription(userId: number): Promise<SubscriptionActionResponse> {
  return SubscriptionActionResponseSchema.parse(await api.delete(`users/${userId}/subscription`).json());
}

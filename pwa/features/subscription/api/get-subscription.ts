import { SubscriptionSchema, type Subscription } from '@shared/subscription/subscription-schema';
import { api } from '@/lib/api-client';

/** GET /api/users/{id}/subscription (the NO_SUBSCRIPTION shape when there is none). */
export async function getSubscription(userId: number): Promise<Subscription> {
  return SubscriptionSchema.parse(await api.get(`users/${userId}/subscription`).json());
}

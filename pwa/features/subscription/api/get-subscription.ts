import type { Subscription } from '@shared/subscription/subscription-schema';
import { api, checkedAnswer } from '@/lib/api-client';

/** GET /api/users/{id}/subscription (the NO_SUBSCRIPTION shape when there is none). */
export async function getSubscription(userId: number): Promise<Subscription> {
  const schema = import('@shared/subscription/subscription-schema').then((module) => module.SubscriptionSchema);
  return checkedAnswer(schema, api.get(`users/${userId}/subscription`).json());
}

import type { Subscription } from '@shared/subscription/subscription-schema';
import { api, schemaBesideAnswer } from '@/lib/api-client';

/** GET /api/users/{id}/subscription (the NO_SUBSCRIPTION shape when there is none). */
export async function getSubscription(userId: number): Promise<Subscription> {
  const [{ SubscriptionSchema }, data] = await schemaBesideAnswer(import('@shared/subscription/subscription-schema'), api.get(`users/${userId}/subscription`).json());
  return SubscriptionSchema.parse(data);
}

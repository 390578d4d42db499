import type { Subscription } from '@shared/subscription/subscription-schema';
import { api } from '@/lib/api-client';

/** GET /api/users/{id}/subscription (the NO_SUBSCRIPTION shape when there is none). */
export async function getSubscription(userId: number): Promise<Subscription> {
  // The schema (and zod) loads beside the answer, off the dashboard's first load (decision 101).
  const [{ SubscriptionSchema }, data] = await Promise.all([import('@shared/subscription/subscription-schema'), api.get(`users/${userId}/subscription`).json()]);
  return SubscriptionSchema.parse(data);
}

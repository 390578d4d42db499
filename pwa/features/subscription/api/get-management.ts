import type { SubscriptionManagement } from '@shared/subscription/subscription-actions-schema';
import { api, schemaBesideAnswer } from '@/lib/api-client';

export type { SubscriptionManagement };

/** GET /api/users/{id}/subscription/management: the subscription plus `status`. */
export async function getManagement(userId: number): Promise<SubscriptionManagement> {
  const [{ SubscriptionManagementSchema }, data] = await schemaBesideAnswer(
    import('@shared/subscription/subscription-actions-schema'),
    api.get(`users/${userId}/subscription/management`).json(),
  );
  return SubscriptionManagementSchema.parse(data);
}

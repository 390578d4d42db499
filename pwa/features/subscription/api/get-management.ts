import type { SubscriptionManagement } from '@shared/subscription/subscription-actions-schema';
import { api, checkedAnswer } from '@/lib/api-client';

export type { SubscriptionManagement };

/** GET /api/users/{id}/subscription/management: the subscription plus `status`. */
export async function getManagement(userId: number): Promise<SubscriptionManagement> {
  const schema = import('@shared/subscription/subscription-actions-schema').then((module) => module.SubscriptionManagementSchema);
  return checkedAnswer(schema, api.get(`users/${userId}/subscription/management`).json());
}

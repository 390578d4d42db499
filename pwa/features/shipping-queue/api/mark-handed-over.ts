import { StaffDeliveryAnswerSchema, type StaffDeliveryAnswer } from '@shared/deliveries/delivery-schema';
import { IDEMPOTENCY_KEY_HEADER } from '@shared/subscription/subscribe-messages';
import { api } from '@/lib/api-client';

/**
 * POST /api/admin/deliveries/{id}/handed-over: shipped, its packages too (409 before the label is bought). The key is
 * one per hand-over confirmed, so a retry after an answer lost on the warehouse Wi-Fi can be answered as the first.
 */
export async function markHandedOver(id: number, idempotencyKey: string): Promise<StaffDeliveryAnswer> {
  const data = await api.post(`admin/deliveries/${id}/handed-over`, { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } }).json();
  return StaffDeliveryAnswerSchema.parse(data);
}

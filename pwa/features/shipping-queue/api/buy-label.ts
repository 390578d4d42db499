import { StaffDeliveryAnswerSchema, type StaffDeliveryAnswer } from '@shared/deliveries/delivery-schema';
import { api } from '@/lib/api-client';

/** POST /api/admin/deliveries/{id}/label: buys the carrier label; asked again, the server answers the same label. */
export async function buyLabel(id: number): Promise<StaffDeliveryAnswer> {
  return StaffDeliveryAnswerSchema.parse(await api.post(`admin/deliveries/${id}/label`).json());
}

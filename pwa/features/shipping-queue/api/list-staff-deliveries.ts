import { StaffDeliveryListSchema, type StaffDelivery } from '@shared/deliveries/delivery-schema';
import { api } from '@/lib/api-client';
import type { StaffDeliveryFilter } from '../model/staff-delivery-filter';

/** GET /api/admin/deliveries?filter=…: to_ship lists paid and label_bought, oldest first. */
export async function listStaffDeliveries(filter: StaffDeliveryFilter): Promise<StaffDelivery[]> {
  return StaffDeliveryListSchema.parse(await api.get('admin/deliveries', { searchParams: { filter } }).json()).deliveries;
}

import { WarehouseAddressAnswerSchema, type WarehouseAddress } from '@shared/warehouse/warehouse-address-schema';
import { api } from '@/lib/api-client';

/** POST /api/warehouse/addresses/{id}/activate (superadmin, no body): this one becomes the only active address. */
export async function activateWarehouseAddress(id: number): Promise<WarehouseAddress> {
  return WarehouseAddressAnswerSchema.parse(await api.post(`warehouse/addresses/${id}/activate`).json()).warehouse_address;
}

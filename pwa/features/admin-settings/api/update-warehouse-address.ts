import { WarehouseAddressAnswerSchema, type WarehouseAddress, type WarehouseAddressInput } from '@shared/warehouse/warehouse-address-schema';
import { api } from '@/lib/api-client';

/** PUT /api/warehouse/addresses/{id} (superadmin), with the whole address. */
export async function updateWarehouseAddress(id: number, input: WarehouseAddressInput): Promise<WarehouseAddress> {
  return WarehouseAddressAnswerSchema.parse(await api.put(`warehouse/addresses/${id}`, { json: input }).json()).warehouse_address;
}

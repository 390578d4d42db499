import { WarehouseAddressAnswerSchema, type WarehouseAddress, type WarehouseAddressInput } from '@shared/warehouse/warehouse-address-schema';
import { api } from '@/lib/api-client';

/** POST /api/warehouse/addresses (superadmin). */
export async function createWarehouseAddress(input: WarehouseAddressInput): Promise<WarehouseAddress> {
  return WarehouseAddressAnswerSchema.parse(await api.post('warehouse/addresses', { json: input }).json()).warehouse_address;
}

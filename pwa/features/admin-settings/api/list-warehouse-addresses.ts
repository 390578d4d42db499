import { WarehouseAddressListSchema, type WarehouseAddress } from '@shared/warehouse/warehouse-address-schema';
import { api } from '@/lib/api-client';

/** GET /api/warehouse/addresses (staff). */
export async function listWarehouseAddresses(): Promise<WarehouseAddress[]> {
  return WarehouseAddressListSchema.parse(await api.get('warehouse/addresses').json()).warehouse_addresses;
}

import { ActiveWarehouseAddressSchema } from '@shared/warehouse/active-warehouse-address-schema';
import type { WarehouseAddress } from '@shared/warehouse/warehouse-address-schema';
import { api } from '@/lib/api-client';

/** GET /api/warehouse/addresses/active: 403 without a valid plan, 404 when none is active. */
export async function getActiveAddress(): Promise<WarehouseAddress> {
  return ActiveWarehouseAddressSchema.parse(await api.get('warehouse/addresses/active').json()).warehouse_address;
}

import type { WarehouseAddress } from '@shared/warehouse/warehouse-address-schema';
import { api } from '@/lib/api-client';

/** GET /api/warehouse/addresses/active: 403 without a valid plan, 404 when none is active. */
export async function getActiveAddress(): Promise<WarehouseAddress> {
  // The schema (and zod) loads beside the answer, off the dashboard's first load (decision 101).
  const [{ ActiveWarehouseAddressSchema }, data] = await Promise.all([
    import('@shared/warehouse/active-warehouse-address-schema'),
    api.get('warehouse/addresses/active').json(),
  ]);
  return ActiveWarehouseAddressSchema.parse(data).warehouse_address;
}

import type { WarehouseAddress } from '@shared/warehouse/warehouse-address-schema';
import { api, schemaBesideAnswer } from '@/lib/api-client';

/** GET /api/warehouse/addresses/active: 403 without a valid plan, 404 when none is active. */
export async function getActiveAddress(): Promise<WarehouseAddress> {
  const [{ ActiveWarehouseAddressSchema }, data] = await schemaBesideAnswer(
    import('@shared/warehouse/active-warehouse-address-schema'),
    api.get('warehouse/addresses/active').json(),
  );
  return ActiveWarehouseAddressSchema.parse(data).warehouse_address;
}

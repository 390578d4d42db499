import type { WarehouseAddress } from '@shared/warehouse/warehouse-address-schema';
import { api, checkedAnswer } from '@/lib/api-client';

/** GET /api/warehouse/addresses/active: 403 without a valid plan, 404 when none is active. */
export async function getActiveAddress(): Promise<WarehouseAddress> {
  const schema = import('@shared/warehouse/active-warehouse-address-schema').then((module) => module.ActiveWarehouseAddressSchema);
  return (await checkedAnswer(schema, api.get('warehouse/addresses/active').json())).warehouse_address;
}

import { z } from 'zod';
import { WarehouseAddressSchema } from './warehouse-address-schema';

/** GET /api/warehouse/addresses/active (part 2 section 7: "returns warehouse_address"). */
export const ActiveWarehouseAddressSchema = z.object({ warehouse_address: WarehouseAddressSchema });
export type ActiveWarehouseAddress = z.infer<typeof ActiveWarehouseAddressSchema>;

import type { DeliveryAddressList } from '@shared/addresses/delivery-address-schema';
import { api, checkedAnswer } from '@/lib/api-client';

/** GET /api/addresses: where a delivery may go, and whether the plan includes delivery (`delivery_enabled`). */
export const getDeliveryAddresses = (): Promise<DeliveryAddressList> =>
  checkedAnswer(
    import('@shared/addresses/delivery-address-schema').then((module) => module.DeliveryAddressListSchema),
    api.get('addresses').json(),
  );

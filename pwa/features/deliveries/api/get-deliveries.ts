import type { Delivery } from '@shared/deliveries/delivery-schema';
import { api, checkedAnswer } from '@/lib/api-client';

/** GET /api/deliveries: the customer's deliveries, newest first. */
export const getDeliveries = async (): Promise<Delivery[]> =>
  (
    await checkedAnswer(
      import('@shared/deliveries/delivery-schema').then((module) => module.DeliveryListSchema),
      api.get('deliveries').json(),
    )
  ).deliveries;

import type { Delivery } from '@shared/deliveries/delivery-schema';
import { api, checkedAnswer } from '@/lib/api-client';

/** POST /api/deliveries/{id}/refresh: the carrier asked now (at most once a minute); the delivery as it stands. */
export const refreshDelivery = (id: number): Promise<Delivery> =>
  checkedAnswer(
    import('@shared/deliveries/delivery-schema').then((module) => module.DeliverySchema),
    api.post(`deliveries/${id}/refresh`, { timeout: 60_000 }).json(),
  );

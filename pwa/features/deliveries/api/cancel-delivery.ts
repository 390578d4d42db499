import type { DeliveryAnswer } from '@shared/deliveries/delivery-schema';
import { api, checkedAnswer } from '@/lib/api-client';

/** DELETE /api/deliveries/{id}: cancelled and refunded while its label is not bought (409 afterwards). */
export const cancelDelivery = (id: number): Promise<DeliveryAnswer> =>
  checkedAnswer(
    import('@shared/deliveries/delivery-schema').then((module) => module.DeliveryAnswerSchema),
    api.delete(`deliveries/${id}`, { timeout: 60_000 }).json(),
  );

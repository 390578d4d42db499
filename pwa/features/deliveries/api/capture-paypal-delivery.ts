import type { DeliveryAnswer } from '@shared/deliveries/delivery-schema';
import { api, checkedAnswer } from '@/lib/api-client';

/** POST /api/deliveries/{id}/paypal-capture: the approved order taken, the delivery paid; asked again, the same answer. */
export const capturePaypalDelivery = (id: number): Promise<DeliveryAnswer> =>
  checkedAnswer(
    import('@shared/deliveries/delivery-schema').then((module) => module.DeliveryAnswerSchema),
    api.post(`deliveries/${id}/paypal-capture`, { timeout: 60_000 }).json(),
  );

import { api, checkedAnswer } from '@/lib/api-client';

/** DELETE /api/deliveries/{id}/paypal-order: the customer cancelled at PayPal; the reservation goes, nothing was charged. */
export const cancelPaypalDeliveryOrder = (id: number): Promise<{ message: string }> =>
  checkedAnswer(
    import('@shared/deliveries/delivery-schema').then((module) => module.DeliveryPaypalCancelSchema),
    api.delete(`deliveries/${id}/paypal-order`).json(),
  );

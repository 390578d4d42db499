import { HTTPError } from 'ky';
import type { Delivery } from '@shared/deliveries/delivery-schema';
import { api, checkedAnswer } from '@/lib/api-client';

/** GET /api/deliveries/{id}: one delivery with its outbound scans. */
export const getDelivery = (id: number): Promise<Delivery> =>
  checkedAnswer(
    import('@shared/deliveries/delivery-schema').then((module) => module.DeliverySchema),
    api.get(`deliveries/${id}`).json(),
  );

/** Another customer's delivery or a mistyped address answers 404. */
export const isDeliveryNotFound = (error: unknown) => error instanceof HTTPError && error.response.status === 404;

/** The plan does not include delivery (Basic, or no plan): every delivery call answers 403 with the gate's text. */
export const isDeliveryGateRefusal = (error: unknown) => error instanceof HTTPError && error.response.status === 403;

import type { DeliveryQuote, DeliveryQuoteRequest } from '@shared/deliveries/delivery-schema';
import { api, checkedAnswer } from '@/lib/api-client';

/** The carrier is asked for every rate: slower than a plain read. */
const QUOTE_TIMEOUT_MS = 30_000;

/** POST /api/deliveries/quote: the carriers' rates (cheapest first) for these packages to this address. */
export const quoteDelivery = (request: DeliveryQuoteRequest): Promise<DeliveryQuote> =>
  checkedAnswer(
    import('@shared/deliveries/delivery-schema').then((module) => module.DeliveryQuoteSchema),
    api.post('deliveries/quote', { json: request, timeout: QUOTE_TIMEOUT_MS }).json(),
  );

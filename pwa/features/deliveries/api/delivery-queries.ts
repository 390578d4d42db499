import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Delivery, DeliveryAnswer } from '@shared/deliveries/delivery-schema';
import { cancelDelivery } from './cancel-delivery';
import { cancelPaypalDeliveryOrder } from './cancel-paypal-delivery-order';
import { capturePaypalDelivery } from './capture-paypal-delivery';
import { createDelivery } from './create-delivery';
import { createPaypalDeliveryOrder } from './create-paypal-delivery-order';
import { getDeliveries } from './get-deliveries';
import { getDelivery } from './get-delivery';
import { getDeliveryAddresses } from './get-delivery-addresses';
import { getPaymentCards } from './get-payment-cards';
import { DELIVERIES_KEY, DELIVERY_ADDRESSES_KEY, DELIVERY_CARDS_KEY, deliveryKey } from './delivery-keys';
import { quoteDelivery } from './quote-delivery';
import { refreshDelivery } from './refresh-delivery';

/** The customer's deliveries (GET /api/deliveries). */
export const deliveriesQuery = () => queryOptions({ queryKey: DELIVERIES_KEY, queryFn: getDeliveries });

/** One delivery with its outbound scans. */
export const deliveryQuery = (id: number) => queryOptions({ queryKey: deliveryKey(id), queryFn: () => getDelivery(id) });

/** The addresses a delivery may go to; read on every visit (one may have been verified in Account meanwhile). */
export const deliveryAddressesQuery = () => queryOptions({ queryKey: DELIVERY_ADDRESSES_KEY, queryFn: getDeliveryAddresses, staleTime: 0 });

/** The saved cards, for the one that will be charged. */
export const deliveryCardsQuery = () => queryOptions({ queryKey: DELIVERY_CARDS_KEY, queryFn: getPaymentCards, staleTime: 0 });

/** Rates are asked for, never kept: each quote has its own id and expiry. */
export const quoteDeliveryMutation = () => mutationOptions({ mutationFn: quoteDelivery });

/** The answer's delivery is the one to show; the list is read again (its order and stages are the server's). */
function takeAnswer(queryClient: QueryClient) {
  return {
    onSuccess: async ({ delivery }: DeliveryAnswer) => {
      queryClient.setQueryData(deliveryKey(delivery.id), delivery);
      await queryClient.invalidateQueries({ queryKey: DELIVERIES_KEY, exact: true });
    },
  };
}

/** POST /api/deliveries with its Idempotency-Key. */
export const createDeliveryMutation = (queryClient: QueryClient) => mutationOptions({ mutationFn: createDelivery, ...takeAnswer(queryClient) });

/** POST /api/deliveries/paypal-order with its Idempotency-Key: nothing is paid yet, nothing to show. */
export const createPaypalDeliveryOrderMutation = () => mutationOptions({ mutationFn: createPaypalDeliveryOrder });

/** POST /api/deliveries/{id}/paypal-capture: paid as a card payment is, so its answer is taken the same way. */
export const capturePaypalDeliveryMutation = (queryClient: QueryClient) => mutationOptions({ mutationFn: capturePaypalDelivery, ...takeAnswer(queryClient) });

/** DELETE /api/deliveries/{id}/paypal-order; whatever it answers, the list is read again (it may have been paid meanwhile). */
export const cancelPaypalDeliveryOrderMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: cancelPaypalDeliveryOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: DELIVERIES_KEY, exact: true }),
  });

/** DELETE /api/deliveries/{id}; a refusal (the label was bought meanwhile) means the delivery shown is old. */
export const cancelDeliveryMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: cancelDelivery,
    ...takeAnswer(queryClient),
    onError: (_error: unknown, id: number) => queryClient.invalidateQueries({ queryKey: deliveryKey(id) }),
  });

/** The carrier asked now: the answer replaces the delivery on screen, and the list's copy of it. */
export const refreshDeliveryMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: refreshDelivery,
    onSuccess: async (delivery: Delivery) => {
      queryClient.setQueryData(deliveryKey(delivery.id), delivery);
      await queryClient.invalidateQueries({ queryKey: DELIVERIES_KEY, exact: true });
    },
  });

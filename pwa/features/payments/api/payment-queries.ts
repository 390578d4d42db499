import { queryOptions } from '@tanstack/react-query';
import { MINUTE_MS } from '@shared/time/durations';
import { getClientToken } from './get-client-token';
import { getPaymentProvider } from './get-payment-provider';
import { listPaymentMethods } from './list-payment-methods';

/** The signed-in customer's saved cards; refetched on every opening of their dialog. */
export const paymentMethodsQuery = () => queryOptions({ queryKey: ['payment-methods'], queryFn: listPaymentMethods });

/** Which payment the payment step offers (a setting; never fails, braintree is the fallback). Not refetched under an open form. */
export const paymentProviderQuery = () =>
  queryOptions({ queryKey: ['settings', 'payment-provider'], queryFn: getPaymentProvider, staleTime: 5 * MINUTE_MS });

/**
 * One client token per card form: fetched when the form mounts, never refetched under it (a new token
 * would rebuild the form), dropped when it unmounts and never persisted.
 */
export const clientTokenQuery = () =>
  queryOptions({ queryKey: ['payments', 'client-token'], queryFn: getClientToken, staleTime: Infinity, gcTime: 0, meta: { persist: false } });

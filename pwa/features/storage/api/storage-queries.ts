import { queryOptions } from '@tanstack/react-query';
import { getPaymentCards } from './get-payment-cards';
import { getStorageQuote, type QuoteAsk } from './get-storage-quote';
import { getStoragePolicy } from './get-storage-policy';
import { getTripHoldQuote } from './get-trip-hold-quote';

export const storageKeys = {
  quotes: (packageId: number) => ['storage-extension', packageId] as const,
  quote: (packageId: number, ask: QuoteAsk) => ['storage-extension', packageId, ask] as const,
  policy: ['storage-policy'] as const,
  cards: ['storage-extension-cards'] as const,
};

/** The price of days for a package, asked again each time the dialog opens: the price or the last day may have moved. */
export const storageQuoteQuery = (packageId: number, ask: QuoteAsk, enabled = true) =>
  queryOptions({ queryKey: storageKeys.quote(packageId, ask), queryFn: () => getStorageQuote(packageId, ask), staleTime: 0, retry: false, enabled });

/** "Hold until my trip" for the package's clock: the quote, or null when no trip asks for days. */
export const tripHoldQuery = (packageId: number) =>
  queryOptions({ queryKey: [...storageKeys.quotes(packageId), 'trip-hold'] as const, queryFn: () => getTripHoldQuote(packageId), staleTime: 0, retry: false });

/** The public overstay policy: it changes rarely, so an hour's copy is fine. */
export const storagePolicyQuery = () => queryOptions({ queryKey: storageKeys.policy, queryFn: getStoragePolicy, staleTime: 60 * 60 * 1000 });

/** The saved cards, read each time the dialog opens: whether the card is offered, and PayPal beside or instead of it. */
export const storageCardsQuery = () => queryOptions({ queryKey: storageKeys.cards, queryFn: getPaymentCards, staleTime: 0, retry: false });

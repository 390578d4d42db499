import type { StorageExtensionQuote } from '@shared/storage/storage-extension-schema';
import { api, checkedAnswer } from '@/lib/api-client';

/** A number of days, or exactly until the current trip's departure. */
export type QuoteAsk = { days: number } | { until: 'trip' };

const searchOf = (ask: QuoteAsk) => ('until' in ask ? { until: ask.until } : { days: ask.days });

/** GET /api/packages/{id}/storage-extension: the price and the new last day, charging nothing. */
export const getStorageQuote = (packageId: number, ask: QuoteAsk): Promise<StorageExtensionQuote> =>
  checkedAnswer(
    import('@shared/storage/storage-extension-schema').then((module) => module.StorageExtensionQuoteSchema),
    api.get(`packages/${packageId}/storage-extension`, { searchParams: searchOf(ask) }).json(),
  );

import { HTTPError } from 'ky';
import type { StorageExtensionQuote } from '@shared/storage/storage-extension-schema';
import { getStorageQuote } from './get-storage-quote';

/**
 * What holding a package until the current trip's departure costs, or null when nothing is to be held (no trip, or
 * storage already reaches it: the API's 409). The refusal's body is read, so the request ends like any other.
 */
export async function getTripHoldQuote(packageId: number): Promise<StorageExtensionQuote | null> {
  try {
    return await getStorageQuote(packageId, { until: 'trip' });
  } catch (error) {
    if (!(error instanceof HTTPError) || error.response.status !== 409) throw error;
    await error.response.text().catch(() => undefined);
    return null;
  }
}

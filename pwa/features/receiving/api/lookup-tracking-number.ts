import { api } from '@/lib/api-client';
import { ReceiveLookupSchema, type ReceiveLookup } from '@shared/receiving/receive-lookup-schema';

/** GET /api/admin/receive/lookup: the packages not yet picked up with this number, and an open unidentified parcel. */
export async function lookupTrackingNumber(trackingNumber: string): Promise<ReceiveLookup> {
  return ReceiveLookupSchema.parse(await api.get('admin/receive/lookup', { searchParams: { tracking_number: trackingNumber } }).json());
}

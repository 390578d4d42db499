import { UnidentifiedParcelListSchema, type UnidentifiedParcel } from '@shared/receiving/unidentified-parcel-schema';
import { api } from '@/lib/api-client';

/** GET /api/unidentified-parcels?status=open: the parcels still waiting for an owner. */
export async function getOpenParcels(): Promise<UnidentifiedParcel[]> {
  return UnidentifiedParcelListSchema.parse(await api.get('unidentified-parcels', { searchParams: { status: 'open' } }).json()).parcels;
}

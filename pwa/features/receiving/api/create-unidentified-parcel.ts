import type { z } from 'zod';
import { UnidentifiedParcelResponseSchema, type CreateUnidentifiedParcelSchema, type UnidentifiedParcel } from '@shared/receiving/unidentified-parcel-schema';
import { api } from '@/lib/api-client';

export type CreateUnidentifiedParcelRequest = z.input<typeof CreateUnidentifiedParcelSchema>;

/** POST /api/unidentified-parcels: a parcel whose number matches no package, logged for later matching. */
export async function createUnidentifiedParcel(request: CreateUnidentifiedParcelRequest): Promise<UnidentifiedParcel> {
  return UnidentifiedParcelResponseSchema.parse(await api.post('unidentified-parcels', { json: request }).json()).parcel;
}

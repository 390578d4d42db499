import { UnidentifiedParcelUndoneSchema } from '@shared/receiving/unidentified-parcel-schema';
import { api } from '@/lib/api-client';

/** DELETE /api/unidentified-parcels/{id}: undoes the parcel's latest step (logged: removed; assigned: open again), within the window. */
export async function undoUnidentifiedParcel(id: number) {
  return UnidentifiedParcelUndoneSchema.parse(await api.delete(`unidentified-parcels/${id}`).json());
}

import { UnidentifiedParcelAssignedSchema } from '@shared/receiving/unidentified-parcel-schema';
import { api } from '@/lib/api-client';

/** POST /api/unidentified-parcels/{id}/assign: becomes the suite owner's package, received now. */
export async function assignParcel(id: number, suiteCode: string) {
  return UnidentifiedParcelAssignedSchema.parse(await api.post(`unidentified-parcels/${id}/assign`, { json: { suite_code: suiteCode } }).json());
}

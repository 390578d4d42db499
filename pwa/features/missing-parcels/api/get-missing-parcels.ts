import { MissingParcelListSchema, type MissingParcel } from '@shared/receiving/missing-parcel-schema';
import { api } from '@/lib/api-client';

/** GET /api/admin/missing-parcels: the open tasks, the longest delivered first. */
export async function getMissingParcels(): Promise<MissingParcel[]> {
  return MissingParcelListSchema.parse(await api.get('admin/missing-parcels').json()).tasks;
}

import type { SetCarrierRequest } from '@shared/packages/package-schemas';
import { PackageDetailResponseSchema, type PackageDetail } from '@shared/packages/package-schema';
import { api } from '@/lib/api-client';

/** PUT /api/packages/{id}/carrier: settle the carrier of a number we could not recognise. */
export async function setCarrier(id: number, request: SetCarrierRequest): Promise<PackageDetail> {
  return PackageDetailResponseSchema.parse(await api.put(`packages/${id}/carrier`, { json: request }).json()).tracking;
}

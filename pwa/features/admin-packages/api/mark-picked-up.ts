import type { MarkPickedUpRequest } from '@shared/packages/package-schemas';
import { PackageDetailResponseSchema, type PackageDetail } from '@shared/packages/package-schema';
import { api } from '@/lib/api-client';

/** PUT /api/packages/{id}/picked-up: handed over to the named person. */
export async function markPickedUp(id: number, request: MarkPickedUpRequest): Promise<PackageDetail> {
  return PackageDetailResponseSchema.parse(await api.put(`packages/${id}/picked-up`, { json: request }).json()).tracking;
}

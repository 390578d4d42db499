import type { MarkReceivedRequest } from '@shared/packages/package-schemas';
import { PackageDetailResponseSchema, type PackageDetail } from '@shared/packages/package-schema';
import { api } from '@/lib/api-client';

/** PUT /api/packages/{id}/received: received now, with the weight when weighed. */
export async function receivePackage(id: number, request: MarkReceivedRequest): Promise<PackageDetail> {
  return PackageDetailResponseSchema.parse(await api.put(`packages/${id}/received`, { json: request }).json()).tracking;
}

import { PackageDetailResponseSchema, type PackageDetail } from '@shared/packages/package-schema';
import { api } from '@/lib/api-client';

/** DELETE /api/packages/{id}/received: back to pending, within the undo window only (409 later). */
export async function undoReceipt(id: number): Promise<PackageDetail> {
  return PackageDetailResponseSchema.parse(await api.delete(`packages/${id}/received`).json()).tracking;
}

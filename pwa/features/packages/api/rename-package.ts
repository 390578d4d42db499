import type { PackageDetail } from '@shared/packages/package-schema';
import type { PackageTitleRequest } from '@shared/packages/package-schemas';
import { api, checkedAnswer } from '@/lib/api-client';

/** PUT /api/tracking/{id}/title: the owner's own name for the package (decision 183). */
export async function renamePackage(id: number, request: PackageTitleRequest): Promise<PackageDetail> {
  const schema = import('@shared/packages/package-schema').then((module) => module.PackageDetailResponseSchema);
  return (await checkedAnswer(schema, api.put(`tracking/${id}/title`, { json: request }).json())).tracking;
}

import type { PackageDetail } from '@shared/packages/package-schema';
import type { PackageDeclarationRequest } from '@shared/packages/declared-value-schema';
import { api, checkedAnswer } from '@/lib/api-client';

/** PUT /api/tracking/{id}/declaration: the declared value and category, set or cleared (null). */
export async function setDeclaration(id: number, request: PackageDeclarationRequest): Promise<PackageDetail> {
  const schema = import('@shared/packages/package-schema').then((module) => module.PackageDetailResponseSchema);
  return (await checkedAnswer(schema, api.put(`tracking/${id}/declaration`, { json: request }).json())).tracking;
}

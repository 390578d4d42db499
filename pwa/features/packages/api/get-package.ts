import { HTTPError } from 'ky';
import type { PackageDetail } from '@shared/packages/package-schema';
import { api, checkedAnswer } from '@/lib/api-client';

/** GET /api/tracking/{id}: the package with every scan (newest first) and the warehouse workflow. */
export async function getPackage(id: number): Promise<PackageDetail> {
  const schema = import('@shared/packages/package-schema').then((module) => module.PackageDetailResponseSchema);
  return (await checkedAnswer(schema, api.get(`tracking/${id}`).json())).tracking;
}

/** Another customer's package or a deleted one answers 404. */
export const isPackageNotFound = (error: unknown) => error instanceof HTTPError && error.response.status === 404;

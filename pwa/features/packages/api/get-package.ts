import { HTTPError } from 'ky';
import type { PackageDetail } from '@shared/packages/package-schema';
import { api, schemaBesideAnswer } from '@/lib/api-client';

/** GET /api/tracking/{id}: the package with every scan (newest first) and the warehouse workflow. */
export async function getPackage(id: number): Promise<PackageDetail> {
  const [{ PackageDetailResponseSchema }, data] = await schemaBesideAnswer(import('@shared/packages/package-schema'), api.get(`tracking/${id}`).json());
  return PackageDetailResponseSchema.parse(data).tracking;
}

/** Another customer's package or a deleted one answers 404. */
export const isPackageNotFound = (error: unknown) => error instanceof HTTPError && error.response.status === 404;

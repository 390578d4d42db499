import { HTTPError } from 'ky';
import type { PackageDetail } from '@shared/packages/package-schema';
import { api } from '@/lib/api-client';

/** GET /api/tracking/{id}: the package with every scan (newest first) and the warehouse workflow. */
export async function getPackage(id: number): Promise<PackageDetail> {
  // The schema (and zod) loads beside the answer, off the dashboard's first load (decision 101).
  const [{ PackageDetailResponseSchema }, data] = await Promise.all([import('@shared/packages/package-schema'), api.get(`tracking/${id}`).json()]);
  return PackageDetailResponseSchema.parse(data).tracking;
}

/** Another customer's package or a deleted one answers 404. */
export const isPackageNotFound = (error: unknown) => error instanceof HTTPError && error.response.status === 404;

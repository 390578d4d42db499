import type { Package } from '@shared/packages/package-schema';
import { api } from '@/lib/api-client';

/** GET /api/tracking: the customer's packages, newest first, each with its latest scan. */
export async function getPackages(): Promise<Package[]> {
  // The schema (and zod) loads beside the answer, off the dashboard's first load (decision 101).
  const [{ PackageListSchema }, data] = await Promise.all([import('@shared/packages/package-schema'), api.get('tracking').json()]);
  return PackageListSchema.parse(data).packages;
}

import type { Package } from '@shared/packages/package-schema';
import { api, schemaBesideAnswer } from '@/lib/api-client';

/** GET /api/tracking: the customer's packages, newest first, each with its latest scan. */
export async function getPackages(): Promise<Package[]> {
  const [{ PackageListSchema }, data] = await schemaBesideAnswer(import('@shared/packages/package-schema'), api.get('tracking').json());
  return PackageListSchema.parse(data).packages;
}

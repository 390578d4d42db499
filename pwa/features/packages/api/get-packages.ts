import { PackageListSchema, type Package } from '@shared/packages/package-schema';
import { api } from '@/lib/api-client';

/** GET /api/tracking: the customer's packages, newest first, each with its latest scan. */
export async function getPackages(): Promise<Package[]> {
  return PackageListSchema.parse(await api.get('tracking').json()).packages;
}
